import { Alert, Col, Row, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from 'antd';
import {
  CHECKOUT_FAILED_MESSAGE,
  CHECKOUT_NO_URL_MESSAGE,
  CHECKOUT_SESSION_PREFIX,
  planAction,
  PaidTier,
  type Plan,
} from '@edgeboard/domain';
import { useAuth } from '@/lib/auth/auth-context';
import { useMeQuery } from '@/lib/gating/me.api';
import { PageSpinner } from '@/components/page-spinner';
import { PlanCard, type CardAction } from './plan-card';
import { useBillingPortalMutation } from '@/lib/billing.api';
import { useCreateCheckoutSessionMutation, usePlansQuery } from './plans.api';
import { redirectToStripeCheckout } from './stripe-checkout';

const PLANS_LOAD_FAILED = 'Plans could not be loaded. Please try again later.';
const PREVIEW_BANNER = 'Create a free account to subscribe. Pick a plan below to get started.';

export function PlansPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const signedIn = auth.status === 'signed-in';
  const plans = usePlansQuery();
  const me = useMeQuery(undefined, { skip: !signedIn });
  const [checkout] = useCreateCheckoutSessionMutation();
  const [portal] = useBillingPortalMutation();
  const [busyPlan, setBusyPlan] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The plan a visitor chose before signing up (issue #28 item 10): carried through /auth and back here.
  const [search] = useSearchParams();
  const chosenTier = PaidTier.safeParse(search.get('plan'));

  if (plans.isLoading || (signedIn && me.isLoading)) return <PageSpinner />;

  const paid = (plans.data ?? []).filter((p) => p.tier !== 'free');
  const chosen = chosenTier.success ? paid.find((p) => p.tier === chosenTier.data) : undefined;

  const actionFor = (plan: Plan): CardAction => {
    if (!signedIn || !me.data) return 'sign-up';
    // An admin's all-star is a role grant, not a billing subscription: the portal would have nothing to show.
    if (me.data.subscription.isAdmin) return 'included';
    return planAction(plan, me.data.subscription);
  };

  const run = async (plan: Plan, action: CardAction) => {
    setError(null);
    if (action === 'sign-up') {
      // Sign-up (or a sign-in after confirming the address) comes back here with the plan chosen.
      const back = { pathname: '/dashboard/subscription', search: `?plan=${plan.tier}` };
      return void navigate(`/auth?signup=true&plan=${plan.tier}`, { state: { from: back } });
    }
    if (action === 'current' || action === 'included' || !me.data) return;
    setBusyPlan(plan.id);
    try {
      if (action === 'manage') {
        const { url } = await portal({ returnPath: '/dashboard/subscription' }).unwrap();
        window.location.assign(url);
        return;
      }
      const tier = PaidTier.safeParse(plan.tier);
      if (!tier.success) return;
      const answer = await checkout({
        planId: tier.data,
        userId: me.data.id,
        userEmail: me.data.email,
      }).unwrap();
      if (answer.url === '') {
        setError(CHECKOUT_NO_URL_MESSAGE);
      } else if (answer.url.startsWith(CHECKOUT_SESSION_PREFIX)) {
        // A hosted Stripe session: Stripe.js performs the redirect. The local checkout answers a plain URL.
        const sessionId = answer.url.slice(CHECKOUT_SESSION_PREFIX.length) || answer.sessionId;
        setError(
          sessionId === null || sessionId === ''
            ? CHECKOUT_NO_URL_MESSAGE
            : await redirectToStripeCheckout(sessionId),
        );
      } else {
        window.location.assign(answer.url);
      }
    } catch {
      setError(CHECKOUT_FAILED_MESSAGE);
    } finally {
      setBusyPlan(null);
    }
  };

  return (
    <section aria-labelledby="plans-title" style={{ maxWidth: 1100, margin: '0 auto' }}>
      <Typography.Title id="plans-title" level={2}>
        Choose Your Plan
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Every plan includes calibrated Edge Scores and plain-language analysis. Cancel anytime.
      </Typography.Paragraph>
      {!signedIn && <Alert type="info" showIcon title={PREVIEW_BANNER} style={{ marginBottom: 24 }} />}
      {error !== null && <Alert type="error" showIcon title={error} style={{ marginBottom: 24 }} />}
      {chosen !== undefined && actionFor(chosen) === 'subscribe' && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 24 }}
          title={`You chose ${chosen.name}.`}
          action={
            <Button
              type="primary"
              loading={busyPlan === chosen.id}
              onClick={() => void run(chosen, 'subscribe')}
            >
              Continue to checkout
            </Button>
          }
        />
      )}
      {plans.isError ? (
        <Alert type="error" showIcon title={PLANS_LOAD_FAILED} />
      ) : (
        <Row gutter={[24, 24]}>
          {paid.map((plan) => {
            const action = actionFor(plan);
            return (
              <Col key={plan.id} xs={24} md={8}>
                <PlanCard
                  plan={plan}
                  action={action}
                  busy={busyPlan === plan.id}
                  onAction={() => void run(plan, action)}
                />
              </Col>
            );
          })}
        </Row>
      )}
    </section>
  );
}

export const Component = PlansPage;
