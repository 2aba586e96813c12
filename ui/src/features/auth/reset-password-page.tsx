import { Alert, Button, Typography } from 'antd';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { RESET_LINK_INVALID_MESSAGE, RESET_REDIRECT_MS, resetPasswordErrors } from '@edgeboard/domain';
import { useAuth } from '@/lib/auth/auth-context';
import { supabase } from '@/lib/auth/supabase-client';
import { LabelledInput } from '@/components/labelled-input';
import { PageSpinner } from '@/components/page-spinner';
import { AuthCard } from './auth-card';
import { authErrorMessage, RESET_DONE_NOTICE } from './auth-messages';

/** Where the reset e-mail's link lands: supabase-js reads the recovery session from the URL fragment. */
export function ResetPasswordPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  if (auth.status === 'loading') return <PageSpinner />;
  const linkInvalid = auth.status === 'signed-out' && !done;

  const submit = async (e: SyntheticEvent) => {
    e.preventDefault();
    const found = resetPasswordErrors(password, confirm);
    setErrors(found);
    setServerError(null);
    if (found.length > 0) return;
    setBusy(true);
    const { error } = await supabase.auth.updateUser({ password });
    setBusy(false);
    if (error) {
      setServerError(authErrorMessage(error));
      return;
    }
    setDone(true);
    // The recovery session has done its job: the user signs in again with the new password.
    await supabase.auth.signOut({ scope: 'local' });
    timer.current = setTimeout(
      () => void navigate('/auth?reset=success', { replace: true }),
      RESET_REDIRECT_MS,
    );
  };

  return (
    <AuthCard>
      <Typography.Title level={2}>Set a New Password</Typography.Title>
      {linkInvalid ? (
        <>
          <Alert type="error" showIcon title={RESET_LINK_INVALID_MESSAGE} style={{ marginBottom: 16 }} />
          <Link to="/auth">Back to Sign In</Link>
        </>
      ) : done ? (
        <Alert type="success" showIcon title={RESET_DONE_NOTICE} />
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          {serverError !== null && (
            <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} />
          )}
          <LabelledInput
            id="reset-password"
            label="New Password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
          />
          <LabelledInput
            id="reset-confirm"
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={setConfirm}
          />
          {errors.length > 0 && (
            <ul role="alert" style={{ color: '#b91c1c', paddingLeft: 18, fontSize: 13 }}>
              {errors.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
          <Button type="primary" htmlType="submit" block size="large" loading={busy}>
            Update Password
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

export const Component = ResetPasswordPage;
