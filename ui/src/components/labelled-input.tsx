// A label above a text, e-mail or password box: the sign-in and reset-password forms' fields.
import { Input } from 'antd';

const SPACING = { margin: '4px 0 12px' };

export function LabelledInput({
  id,
  label,
  type = 'text',
  autoComplete,
  value,
  onChange,
  onBlur,
}: {
  id: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}) {
  const Control = type === 'password' ? Input.Password : Input;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <Control
        id={id}
        {...(type === 'email' ? { type } : {})}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
        }}
        {...(onBlur === undefined ? {} : { onBlur })}
        style={SPACING}
      />
    </>
  );
}
