import { Alert, Button, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { CONFIRM_EMAIL_NOTICE } from './auth-messages';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';
import { useSignOutNotice } from './sign-out-notice';
import { useAuthForm } from './use-auth-form';

/** Sign in, sign up and forgot password on one page; the form's state and actions are useAuthForm's. */
export function AuthPage() {
  const form = useAuthForm();
  const { mode, title, error, notice, confirmSent, switchMode } = form;
  const signOutNotice = useSignOutNotice();

  return (
    <AuthCard>
      <Link to="/" style={{ fontWeight: 800, fontSize: 22, color: '#0b1f3a', textDecoration: 'none' }}>
        Edge<span style={{ color: '#16a34a' }}>Board</span>
      </Link>
      {signOutNotice ?? (
        <>
          <Typography.Title level={2} style={{ marginTop: 12 }}>
            {title}
          </Typography.Title>
          {notice !== null && <Alert type="success" showIcon title={notice} style={{ marginBottom: 16 }} />}
          {error !== null && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          {confirmSent ? (
            <div>
              <Alert type="info" showIcon title={CONFIRM_EMAIL_NOTICE} style={{ marginBottom: 16 }} />
              <Button
                type="primary"
                block
                onClick={() => {
                  switchMode('sign-in');
                }}
              >
                Go To Login
              </Button>
            </div>
          ) : (
            <AuthForm form={form} />
          )}
          <p style={{ marginTop: 16, textAlign: 'center' }}>
            {mode === 'sign-in' ? (
              <>
                Don&apos;t have an account?{' '}
                <Button
                  type="link"
                  onClick={() => {
                    switchMode('sign-up');
                  }}
                  style={{ padding: 0 }}
                >
                  Sign Up
                </Button>
              </>
            ) : (
              <>
                {mode === 'sign-up' ? 'Already have an account? ' : ''}
                <Button
                  type="link"
                  onClick={() => {
                    switchMode('sign-in');
                  }}
                  style={{ padding: 0 }}
                >
                  {mode === 'sign-up' ? 'Sign In' : 'Back to Sign In'}
                </Button>
              </>
            )}
          </p>
        </>
      )}
    </AuthCard>
  );
}

export const Component = AuthPage;
