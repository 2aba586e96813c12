import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { passwordChecklist } from '@edgeboard/domain';
import { CHECKLIST_LABELS } from './auth-messages';

/** The live password rules of the sign-up form, ticked as they are met. */
export function PasswordChecklist({ password }: { password: string }) {
  const checks = passwordChecklist(password);
  return (
    <ul
      aria-label="Password requirements"
      style={{ listStyle: 'none', padding: 0, margin: '0 0 16px', fontSize: 13 }}
    >
      {(Object.keys(CHECKLIST_LABELS) as (keyof typeof CHECKLIST_LABELS)[]).map((key) => (
        <li
          key={key}
          data-met={checks[key]}
          style={{ color: checks[key] ? '#15803d' : '#64748b', display: 'flex', gap: 6 }}
        >
          {checks[key] ? <CheckCircleFilled aria-hidden /> : <CloseCircleOutlined aria-hidden />}
          <span>
            {CHECKLIST_LABELS[key]}
            <span className="visually-hidden">{checks[key] ? ' (met)' : ' (not met)'}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
