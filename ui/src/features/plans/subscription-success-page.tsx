import { CheckCircleTwoTone, ClockCircleTwoTone } from '@ant-design/icons';
import { Alert, Button, Result } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import {
  isEntitled,
  PLAN_CATALOGUE,
  SUCCESS_REDIRECT_MS,
  USER_DATA_LOAD_FAILED_MESSAGE,
  type SubscriptionState,
} from '@edgeboard/domain';
import { useAuth } from '@/lib/auth/auth-context';
import { useMeQuery } from '@/lib/gating/me.api';
import { PageSpinner } from '@/components/page-spinner';

/** How often the page asks again while the payment provider's confirmation has not landed. */
export const CONFIRMATION_POLL_MS = 3_000;
export const NOT_CONFIRMED_TITLE = 'Waiting for your payment confirmation';
export const NOT_CONFIRMED_MESSAGE =
  'We have not received the confirmation of your payment yet. It usually arrives within a minute; your plan shows on your profile as soon as it does.';

function planName(sub: SubscriptionState): string {
  return PLAN_CATALOGUE.find((p) => p.tier === sub.tier)?.name ?? sub.tier;
}

/**
 * Confirms the plan the SERVER holds (GET /api/me), never the `?tier=` of the URL: anyone can type that, and
 * a scout opening `?tier=all-star` was told their All-Star Edge subscription was active (issue #18 item 8).
 */
export function SubscriptionSuccessPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const signedIn = auth.status === 'signed-in';
  // Only an answer fetched after this page opened counts: the cached one may predate the payment.
  const [openedAt] = useState(() => Date.now());
  const [confirmed, setConfirmed] = useState(false);
  const me = useMeQuery(undefined, {
    skip: !signedIn,
    refetchOnMountOrArgChange: true,
    pollingInterval: confirmed ? 0 : CONFIRMATION_POLL_MS,
  });
  const fresh = me.data !== undefined && (me.fulfilledTimeStamp ?? 0) >= openedAt ? me.data : undefined;
  const active = fresh !== undefined && isEntitled(fresh.subscription);

  // Derived state, set while rendering: once the server holds the plan, polling stops for good.
  if (active && !confirmed) setConfirmed(true);

  useEffect(() => {
    const timer = setTimeout(() => void navigate('/', { replace: true }), SUCCESS_REDIRECT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [navigate]);

  if (auth.status === 'signed-out') return <Navigate to="/auth" replace />;
  const goToDashboard = (
    <Button type="primary" size="large" onClick={() => void navigate('/dashboard')}>
      Go to Dashboard
    </Button>
  );
  if (fresh === undefined) {
    if (me.isError) return <Alert type="error" showIcon title={USER_DATA_LOAD_FAILED_MESSAGE} />;
    return <PageSpinner />;
  }
  if (!active) {
    return (
      <Result
        icon={<ClockCircleTwoTone twoToneColor="#d97706" />}
        title={NOT_CONFIRMED_TITLE}
        subTitle={NOT_CONFIRMED_MESSAGE}
        extra={goToDashboard}
      />
    );
  }
  const name = planName(fresh.subscription);
  const state =
    fresh.subscription.status === 'trialing' ? 'free trial has started' : 'subscription is active';
  return (
    <Result
      icon={<CheckCircleTwoTone twoToneColor="#16a34a" />}
      title={`Welcome to ${name}!`}
      subTitle={`Your ${name} ${state}. You will be redirected shortly.`}
      extra={goToDashboard}
    />
  );
}

export const Component = SubscriptionSuccessPage;
