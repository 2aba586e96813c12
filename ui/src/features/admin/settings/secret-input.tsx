import { Input } from 'antd';
import { maskSecret } from '@edgeboard/domain';

/** The mask the server puts before a secret's last characters (what maskSecret shows for a short secret). */
const MASK = maskSecret('****');

export const isMasked = (value: string): boolean => value.startsWith(MASK);

/**
 * What the admin's keystroke leaves for a field that held a masked secret: typing after the mask starts a new
 * key, editing the mask itself clears it. A value still masked is sent back as is, and the server keeps the
 * stored secret.
 */
export function nextSecretValue(previous: string, typed: string): string {
  if (!isMasked(previous)) return typed;
  if (typed.startsWith(previous)) return typed.slice(previous.length);
  return typed.includes(MASK.slice(0, 1)) ? '' : typed;
}

export function SecretInput({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const masked = isMasked(value);
  const helpId = `${id}-help`;
  return (
    <>
      <Input.Password
        id={id}
        value={value}
        autoComplete="new-password"
        aria-describedby={helpId}
        onChange={(e) => {
          onChange(nextSecretValue(value, e.target.value));
        }}
      />
      <div id={helpId} className="admin-settings__help">
        {masked
          ? `A key ending in ${value.slice(MASK.length) || '••••'} is stored. Leave it to keep it, or type a new key to replace it.`
          : value === ''
            ? 'No key stored.'
            : 'The new key is saved when you save this tab.'}
      </div>
    </>
  );
}
