import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { SESSION_EXPIRED_MESSAGE, USER_DATA_LOAD_FAILED_MESSAGE } from '@edgeboard/domain';
import { PageSpinner } from '@/components/page-spinner';
import { useAuth } from '@/lib/auth/auth-context';
import { isSessionRefused, subscribeSessionRefused } from '@/lib/auth/session-refused';
import { gateRedirect, SUBSCRIPTION_PATH } from '@/lib/gating/access-rule';
import type { FromState } from '@/lib/gating/from-state';
import { useMeQuery } from '@/lib/gating/me.api';
import { lockedToolAt } from '@/lib/gating/tool-access';
import { LockedToolPage } from './locked-tool-page';

// antd's Result is only needed when the profile fails to load: fetched then, not with every dashboard page.
const GateError = lazy(() => import('./gate-error'));
const MaintenancePage = lazy(() => import('@/app/site/maintenance-page'));

/** The API's answer while Maintenance Mode is on (administrators are let through and never see it). */
const MAINTENANCE_CODE = 'maintenance';

export function DashboardGate({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const signedIn = auth.status === 'signed-in';
  const me = useMeQuery(undefined, { skip: !signedIn });
  // Any API call of this page answered 401: the session is gone, whatever the page's own error says.
  const refused = useSyncExternalStore(subscribeSessionRefused, isSessionRefused, () => false);
  const path = location.pathname.replace(/\/+$/, '');

  if (auth.status === 'loading') return <PageSpinner />;
  if (!signedIn) {
    // Visitors may preview the plans (admin-and-gating section 2); every other page needs a session.
    if (path === SUBSCRIPTION_PATH) return <>{children}</>;
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/auth" replace state={state} />;
  }
  if (me.isLoading || me.isUninitialized) return <PageSpinner />;
  if (refused) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <GateError
          title={USER_DATA_LOAD_FAILED_MESSAGE}
          detail={SESSION_EXPIRED_MESSAGE}
          onRetry={() => void me.refetch()}
          sessionExpired
        />
      </Suspense>
    );
  }
  if (me.data === undefined && 'code' in me.error && me.error.code === MAINTENANCE_CODE) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <MaintenancePage message={me.error.message ?? ''} onRetry={() => void me.refetch()} />
      </Suspense>
    );
  }
  if (me.data === undefined) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <GateError
          title={USER_DATA_LOAD_FAILED_MESSAGE}
          detail={'message' in me.error ? me.error.message : undefined}
          onRetry={() => void me.refetch()}
          sessionExpired={'status' in me.error && me.error.status === 401}
        />
      </Suspense>
    );
  }
  const target = gateRedirect(location.pathname, me.data.subscription);
  if (target !== null) return <Navigate to={target} replace />;
  // A tool the plan does not open: its page (and every request it would make) is not mounted.
  const locked = lockedToolAt(location.pathname, me.data.subscription);
  if (locked) return <LockedToolPage locked={locked} />;
  return <>{children}</>;
}
