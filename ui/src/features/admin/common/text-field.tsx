import { Form, Input } from 'antd';

/**
 * An edit form's text box with its label tied to it by `id`; `error` marks the box and says what is wrong.
 */
export function TextField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      {...(error === undefined ? {} : { validateStatus: 'error' as const, help: error })}
    >
      <Input
        id={id}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
        }}
      />
    </Form.Item>
  );
}
