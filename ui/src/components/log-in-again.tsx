import { Button } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { clearSessionRefused } from '@/lib/auth/session-refused';
import type { FromState } from '@/lib/gating/from-state';

/**
 * The way out of a 401: the API no longer accepts this session, so trying again cannot help. Goes to /auth
 * remembering this page; the auth page comes back to it after sign-in, and the new session replaces the
 * refused one. The refused one is not signed out first: the auth server refuses its token too, which only
 * logged another failed request.
 */
export function LogInAgain() {
  const navigate = useNavigate();
  const location = useLocation();
  const state: FromState = {
    from: { pathname: location.pathname, search: location.search, hash: location.hash },
  };
  return (
    <Button
      type="primary"
      onClick={() => {
        clearSessionRefused();
        void navigate('/auth', { state });
      }}
    >
      Log In Again
    </Button>
  );
}
