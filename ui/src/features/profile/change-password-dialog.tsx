import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import {
  changePasswordErrors,
  CURRENT_PASSWORD_INCORRECT_MESSAGE,
  PASSWORD_UPDATE_FAILED_MESSAGE,
  SAVING_TEXT,
} from '@edgeboard/domain';
import { SAME_PASSWORD_MESSAGE, weakPasswordMessage } from '@/lib/auth/auth-errors';
import { supabase } from '@/lib/auth/supabase-client';

const EMPTY = { current: '', next: '', confirm: '' };

/** The three password boxes, in order. */
const FIELDS = [
  { key: 'current', id: 'cp-current', label: 'Current Password', autoComplete: 'current-password' },
  { key: 'next', id: 'cp-new', label: 'New Password', autoComplete: 'new-password' },
  { key: 'confirm', id: 'cp-confirm', label: 'Confirm New Password', autoComplete: 'new-password' },
] as const;

interface Props {
  open: boolean;
  email: string | null;
  onClose: () => void;
  onChanged: () => void;
}

/**
 * Change Password: the domain's field rules first, then the current password is proven by signing in
 * again with it, and only then is the new one saved.
 */
export function ChangePasswordDialog({ open, email, onClose, onChanged }: Props) {
  const [values, setValues] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const errors = changePasswordErrors({ ...values, email });
  const shown = submitted ? errors : [];

  const reset = () => {
    setValues(EMPTY);
    setSubmitted(false);
    setFailure(null);
  };

  const close = () => {
    if (saving) return;
    reset();
    onClose();
  };

  const save = async () => {
    setSubmitted(true);
    setFailure(null);
    if (errors.length > 0 || email === null) return;
    setSaving(true);
    try {
      const verify = await supabase.auth.signInWithPassword({ email, password: values.current });
      if (verify.error !== null) {
        setFailure(CURRENT_PASSWORD_INCORRECT_MESSAGE);
        return;
      }
      const update = await supabase.auth.updateUser({ password: values.next });
      if (update.error !== null) {
        // Chosen by the error's code, never its wording: a weak or unchanged password is worth saying as
        // such; anything else is the generic failure.
        setFailure(
          weakPasswordMessage(update.error) ??
            (update.error.code === 'same_password' ? SAME_PASSWORD_MESSAGE : PASSWORD_UPDATE_FAILED_MESSAGE),
        );
        return;
      }
      reset();
      onChanged();
    } catch {
      setFailure(PASSWORD_UPDATE_FAILED_MESSAGE);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title="Change Password"
      okText={saving ? SAVING_TEXT : 'Update Password'}
      okButtonProps={{ loading: saving }}
      cancelButtonProps={{ disabled: saving }}
      onOk={() => void save()}
      onCancel={close}
      destroyOnHidden
    >
      {/* Enter in any field submits, as in every password form. */}
      <Form layout="vertical" onFinish={() => void save()}>
        {FIELDS.map(({ key, id, label, autoComplete }) => (
          <Form.Item key={key} label={label} htmlFor={id}>
            <Input.Password
              id={id}
              autoComplete={autoComplete}
              value={values[key]}
              onChange={(e) => {
                setValues({ ...values, [key]: e.target.value });
              }}
            />
          </Form.Item>
        ))}
      </Form>
      {shown.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={
            <ul style={{ margin: 0, paddingLeft: 16 }}>
              {shown.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          }
        />
      )}
      {failure !== null && <Alert type="error" showIcon role="alert" title={failure} />}
    </Modal>
  );
}
