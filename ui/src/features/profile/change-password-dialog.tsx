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
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const errors = changePasswordErrors({ current, next, confirm, email });
  const shown = submitted ? errors : [];

  const reset = () => {
    setCurrent('');
    setNext('');
    setConfirm('');
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
      const verify = await supabase.auth.signInWithPassword({ email, password: current });
      if (verify.error !== null) {
        setFailure(CURRENT_PASSWORD_INCORRECT_MESSAGE);
        return;
      }
      const update = await supabase.auth.updateUser({ password: next });
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
        <Form.Item label="Current Password" htmlFor="cp-current">
          <Input.Password
            id="cp-current"
            autoComplete="current-password"
            value={current}
            onChange={(e) => {
              setCurrent(e.target.value);
            }}
          />
        </Form.Item>
        <Form.Item label="New Password" htmlFor="cp-new">
          <Input.Password
            id="cp-new"
            autoComplete="new-password"
            value={next}
            onChange={(e) => {
              setNext(e.target.value);
            }}
          />
        </Form.Item>
        <Form.Item label="Confirm New Password" htmlFor="cp-confirm">
          <Input.Password
            id="cp-confirm"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => {
              setConfirm(e.target.value);
            }}
          />
        </Form.Item>
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
