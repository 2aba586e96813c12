import { Alert, Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';
import { signOut, useSignOutState } from '@/lib/auth/sign-out';

export const SIGNING_OUT_TEXT = 'Signing out…';
export const SIGN_OUT_FAILED_MESSAGE =
  'We could not reach the server to sign you out, so you are still signed in. Check your connection and try again.';

/**
 * What the sign-in page shows instead of its form while a sign-out is under way (the form would invite a
 * sign-in into a session that is still being ended), and when the server could not be reached for it.
 * Null when there is nothing to say (the form shows).
 */
export function useSignOutNotice(): ReactNode {
  const state = useSignOutState();
  const auth = useAuth();
  if (state === 'signing-out')
    return (
      <div role="status" aria-live="polite" style={{ padding: '24px 0' }}>
        {SIGNING_OUT_TEXT}
      </div>
    );
  if (state === 'failed' && auth.status === 'signed-in')
    return (
      <div>
        <Alert type="error" showIcon title={SIGN_OUT_FAILED_MESSAGE} style={{ marginBottom: 16 }} />
        <Space wrap>
          <Button type="primary" onClick={() => void signOut()}>
            Try again
          </Button>
          <Link to="/dashboard">Back to the dashboard</Link>
        </Space>
      </div>
    );
  return null;
}
