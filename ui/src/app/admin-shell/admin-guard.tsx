import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LOADING_TEXT } from '@edgeboard/domain';
import { useAuth } from '@/lib/auth/auth-context';
import type { FromState } from '@/lib/gating/from-state';
import { useMeQuery } from '@/lib/gating/me.api';
import { PageSpinner } from '@/components/page-spinner';

/**
 * The admin guard (admin-and-gating section 2): Loading... while the profile is checked; anyone whose
 * profile role is not admin goes to /dashboard, history replaced, carrying where they came from. This only
 * mirrors the API, which refuses every /api/admin call to non-admins on its own.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const signedIn = auth.status === 'signed-in';
  const me = useMeQuery(undefined, { skip: !signedIn });
  const from: FromState = {
    from: { pathname: location.pathname, search: location.search, hash: location.hash },
  };

  if (auth.status === 'loading') return <PageSpinner text={LOADING_TEXT} />;
  if (!signedIn) return <Navigate to="/auth" replace state={from} />;
  if (me.isLoading || me.isUninitialized) return <PageSpinner text={LOADING_TEXT} />;
  if (me.data?.profile?.role !== 'admin') return <Navigate to="/dashboard" replace state={from} />;
  return <>{children}</>;
}
