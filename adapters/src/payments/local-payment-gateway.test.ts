import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { NotFoundError, ValidationError, type Subscription } from '@edgeboard/domain';
import { LocalPaymentGateway, localPriceId } from './local-payment-gateway';
import { fakePlans, fakeSubscriptions } from './test-doubles';

const SECRET = 'whsec_local_test_secret';
const USER = '00000000-0000-4000-8000-000000000042';
const NOW = new Date('2025-09-10T15:00:00.000Z');

function gateway(rows: Subscription[] = []) {
  return new LocalPaymentGateway({
    webhookSecret: SECRET,
    plans: fakePlans({ 'all-star': 'price_allstar_configured' }),
    subscriptions: fakeSubscriptions(rows),
    clock: { now: () => NOW },
  });
}

/** A stored subscription of USER: starting, active, renewing, from NOW; each test names what it relies on. */
const subscriptionRow = (row: Partial<Subscription> & Pick<Subscription, 'id'>): Subscription => ({
  user_id: USER,
  tier: 'starting',
  status: 'active',
  current_period_start: NOW.toISOString(),
  current_period_end: '2025-10-10T15:00:00.000Z',
  cancel_at_period_end: false,
  price_id: localPriceId('starting'),
  provider_subscription_id: `sub_local_${row.id}`,
  created_at: NOW.toISOString(),
  updated_at: NOW.toISOString(),
  ...row,
});

const checkout = (g: LocalPaymentGateway, planId: 'scout' | 'starting' | 'all-star' = 'starting') =>
  g.createCheckoutSession({
    planId,
    userId: USER,
    userEmail: 'fan@example.com',
    successUrl: `/dashboard/subscription/success?tier=${planId}`,
    cancelUrl: '/dashboard/subscription',
  });

describe('LocalPaymentGateway', () => {
  it('answers a local checkout page URL and keeps the session with plan and price', async () => {
    const g = gateway();
    const session = await checkout(g);
    expect(session.sessionId).toBeNull();
    expect(session.url).toMatch(/^\/dev\/checkout\/cs_local_[\w-]+$/);
    const id = session.url!.split('/').pop()!;
    expect(g.checkoutSession(id)).toMatchObject({
      planName: 'Starting Edge',
      price: 9.99,
      tier: 'starting',
      status: 'open',
    });
    expect(g.checkoutSession('cs_local_unknown')).toBeNull();
  });

  it('pays with a Stripe-format event that the Stripe SDK verifies with the same secret', async () => {
    const g = gateway();
    const id = (await checkout(g)).url!.split('/').pop()!;
    const { payload, signature } = g.pay(id);
    // Signed on the gateway's clock, as verified (the SDK's receivedAt).
    const event = new Stripe('sk_test_x').webhooks.constructEvent(
      payload,
      signature,
      SECRET,
      300,
      undefined,
      NOW.getTime(),
    );
    expect(event.type).toBe('checkout.session.completed');
    expect(event.data.object).toMatchObject({
      object: 'checkout.session',
      client_reference_id: USER,
      mode: 'subscription',
    });

    const mapped = await g.verifyWebhook(payload, signature);
    expect(mapped).toMatchObject({
      type: 'subscription.updated',
      userId: USER,
      tier: 'starting',
      status: 'active',
      priceId: localPriceId('starting'),
      currentPeriodStart: NOW.toISOString(),
      currentPeriodEnd: '2025-10-10T15:00:00.000Z',
      cancelAtPeriodEnd: false,
    });
    expect(g.checkoutSession(id)?.status).toBe('complete');
    expect(() => g.pay(id)).toThrow(ValidationError);
  });

  it('starts the scout plan as a 7-day trial and reads a configured price id back to its tier', async () => {
    const g = gateway();
    const scout = g.pay((await checkout(g, 'scout')).url!.split('/').pop()!);
    expect(await g.verifyWebhook(scout.payload, scout.signature)).toMatchObject({
      tier: 'scout',
      status: 'trialing',
      currentPeriodEnd: '2025-09-17T15:00:00.000Z',
    });
    const star = g.pay((await checkout(g, 'all-star')).url!.split('/').pop()!);
    expect(await g.verifyWebhook(star.payload, star.signature)).toMatchObject({
      tier: 'all-star',
      priceId: 'price_allstar_configured',
    });
  });

  // Issue #30 item 10: the SDK refuses only stale stamps; one 10 minutes ahead was accepted.
  it('refuses a correctly signed delivery stamped beyond the tolerance in the future or the past', async () => {
    const g = gateway();
    const { payload } = g.pay((await checkout(g)).url!.split('/').pop()!);
    const at = (offsetSeconds: number) =>
      new Stripe('sk_test_x').webhooks.generateTestHeaderString({
        payload,
        secret: SECRET,
        timestamp: Math.floor(NOW.getTime() / 1000) + offsetSeconds,
      });
    await expect(g.verifyWebhook(payload, at(600))).rejects.toBeInstanceOf(ValidationError);
    await expect(g.verifyWebhook(payload, at(-600))).rejects.toBeInstanceOf(ValidationError);
    await expect(g.verifyWebhook(payload, at(120))).resolves.toBeDefined();
  });

  it('refuses a tampered body, a foreign secret and a missing signature', async () => {
    const g = gateway();
    const { payload, signature } = g.pay((await checkout(g)).url!.split('/').pop()!);
    await expect(g.verifyWebhook(payload.replace('starting', 'all-star'), signature)).rejects.toBeInstanceOf(
      ValidationError,
    );
    const foreign = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_other',
    });
    await expect(g.verifyWebhook(payload, foreign)).rejects.toBeInstanceOf(ValidationError);
    await expect(g.verifyWebhook(payload, '')).rejects.toBeInstanceOf(ValidationError);
  });

  it('cancels a session and sends the browser back', async () => {
    const g = gateway();
    const id = (await checkout(g)).url!.split('/').pop()!;
    expect(g.cancel(id)).toBe('/dashboard/subscription');
    expect(() => g.pay(id)).toThrow(ValidationError);
    expect(() => g.cancel('cs_local_nope')).toThrow(NotFoundError);
  });

  it('billing portal: cancel at period end and resume as signed subscription updates', async () => {
    const row = subscriptionRow({
      id: 'sub-row-1',
      current_period_start: '2025-09-01T00:00:00.000Z',
      current_period_end: '2025-10-01T00:00:00.000Z',
      provider_subscription_id: 'sub_local_abc',
    });
    const g = gateway([row]);
    const { url } = await g.createPortalSession({ userId: USER, returnUrl: '/dashboard/profile' });
    const portalId = url.split('/').pop()!;
    expect((await g.portal(portalId))?.subscription?.id).toBe('sub-row-1');

    const cancel = await g.setCancelAtPeriodEnd(portalId, true);
    expect(JSON.parse(cancel.payload)).toMatchObject({ type: 'customer.subscription.updated' });
    expect(await g.verifyWebhook(cancel.payload, cancel.signature)).toMatchObject({
      type: 'subscription.updated',
      providerSubscriptionId: 'sub_local_abc',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: '2025-10-01T00:00:00.000Z',
      tier: 'starting',
    });
    const resume = await g.setCancelAtPeriodEnd(portalId, false);
    expect(await g.verifyWebhook(resume.payload, resume.signature)).toMatchObject({
      cancelAtPeriodEnd: false,
    });
    expect(await g.portal('bps_local_unknown')).toBeNull();
    await expect(g.setCancelAtPeriodEnd('bps_local_unknown', true)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('billing portal: a plan change is the same subscription with the new price, renewing and active', async () => {
    const row = subscriptionRow({
      id: 'sub-row-2',
      tier: 'scout',
      status: 'trialing',
      current_period_start: '2025-09-01T00:00:00.000Z',
      current_period_end: '2025-09-08T00:00:00.000Z',
      cancel_at_period_end: true,
      price_id: localPriceId('scout'),
      provider_subscription_id: 'sub_local_up',
    });
    const g = gateway([row]);
    const { url } = await g.createPortalSession({ userId: USER, returnUrl: '/dashboard' });
    const up = await g.changePlan(url.split('/').pop()!, 'all-star');
    expect(await g.verifyWebhook(up.payload, up.signature)).toMatchObject({
      type: 'subscription.updated',
      providerSubscriptionId: 'sub_local_up',
      tier: 'all-star',
      status: 'active',
      cancelAtPeriodEnd: false,
      priceId: 'price_allstar_configured',
    });
  });

  it('verifies a checkout event after a restart by rebuilding the subscription from its row', async () => {
    const first = gateway();
    const { payload, signature } = first.pay((await checkout(first)).url!.split('/').pop()!);
    const subId = (JSON.parse(payload) as { data: { object: { subscription: string } } }).data.object
      .subscription;
    const restarted = gateway([subscriptionRow({ id: 'row', provider_subscription_id: subId })]);
    expect(await restarted.verifyWebhook(payload, signature)).toMatchObject({
      tier: 'starting',
      userId: USER,
    });
  });

  it('cancels the live subscriptions of a deleted account at once', async () => {
    const rows: Subscription[] = [];
    const g = gateway(rows);
    const { payload, signature } = g.pay((await checkout(g)).url!.split('/').pop()!);
    const paid = await g.verifyWebhook(payload, signature);
    if (paid.type !== 'subscription.updated') throw new Error('expected a subscription');
    rows.push(
      subscriptionRow({
        id: 'row-del',
        current_period_start: paid.currentPeriodStart,
        current_period_end: paid.currentPeriodEnd,
        price_id: paid.priceId,
        provider_subscription_id: paid.providerSubscriptionId,
      }),
    );
    await g.cancelSubscriptionsFor(USER);
    // The stand-in provider now reports the subscription as ended, as Stripe would after its cancel call.
    expect(await g.verifyWebhook(payload, signature)).toMatchObject({
      providerSubscriptionId: paid.providerSubscriptionId,
      status: 'canceled',
    });
    await expect(g.cancelSubscriptionsFor('00000000-0000-4000-8000-000000000999')).resolves.toBeUndefined();
  });
});
