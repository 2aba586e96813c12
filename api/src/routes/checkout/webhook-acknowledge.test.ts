// Signed events the product cannot apply are acknowledged (2xx) and logged: they answered 500, so the provider
// retried them for days although no retry could ever succeed.
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { usePaymentsContext, WEBHOOK_SECRET } from './payments-test-setup';

const GONE_USER = '00000000-0000-4000-8000-0000000000aa';
const signer = new Stripe('sk_test_x');

describe('payment webhook events that cannot be applied', () => {
  const t = usePaymentsContext();

  const deliver = (event: Record<string, unknown>) => {
    const payload = JSON.stringify({ object: 'event', ...event });
    return t.request('/api/stripe/webhook', {
      method: 'POST',
      body: payload,
      headers: {
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
    });
  };

  const subscriptionFor = (userId: string) => ({
    id: 'sub_gone_1',
    object: 'subscription',
    customer: 'cus_gone',
    status: 'active',
    start_date: 1_757_000_000,
    cancel_at_period_end: false,
    metadata: { userId, tier: 'scout' },
    items: {
      data: [
        {
          current_period_start: 1_757_000_000,
          current_period_end: 1_759_592_000,
          price: { id: 'price_local_scout' },
        },
      ],
    },
  });

  it('acknowledges a subscription for an unknown user, stores nothing and logs it', async () => {
    const res = await deliver({
      id: 'evt_gone_user',
      type: 'customer.subscription.updated',
      data: { object: subscriptionFor(GONE_USER) },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, type: 'ignored', duplicate: false });
    expect(await t.repos.subscriptions.findByProviderId('sub_gone_1')).toBeNull();
    expect(t.ignoredEvents).toContainEqual({
      eventId: 'evt_gone_user',
      providerType: 'subscription.updated',
      reason: `no user ${GONE_USER}`,
    });
    // A redelivery is a duplicate, still 2xx.
    const again = await deliver({
      id: 'evt_gone_user',
      type: 'customer.subscription.updated',
      data: { object: subscriptionFor(GONE_USER) },
    });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { duplicate: boolean }).duplicate).toBe(true);
  });

  it('acknowledges an event without data, and logs it', async () => {
    for (const [id, extra] of [
      ['evt_no_data', {}],
      ['evt_empty_data', { data: {} }],
    ] as const) {
      const res = await deliver({ id, type: 'customer.subscription.updated', ...extra });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true, type: 'ignored', duplicate: false });
      expect(t.ignoredEvents).toContainEqual({
        eventId: id,
        providerType: 'customer.subscription.updated',
        reason: 'no data.object',
      });
    }
  });

  // Issue #30 item 8: each answered 500 (a TypeError or a RangeError in the mapping), retried for days.
  const { items: _items, ...withoutItems } = subscriptionFor(GONE_USER);
  const { metadata: _metadata, ...withoutMetadata } = subscriptionFor(GONE_USER);
  let bad = 0;
  const periodEnd = (end: number) => ({
    ...subscriptionFor(GONE_USER),
    items: { data: [{ current_period_start: 1_757_000_000, current_period_end: end, price: { id: 'p' } }] },
  });
  it.each([
    ['customer.subscription.updated', 'without items', withoutItems, 'invalid subscription: items: '],
    [
      'customer.subscription.updated',
      'without metadata',
      withoutMetadata,
      'invalid subscription: metadata: ',
    ],
    ['customer.subscription.created', 'that is {}', {}, 'invalid subscription: id: '],
    [
      'customer.subscription.updated',
      'ending at 1e20',
      periodEnd(1e20),
      'invalid subscription: items.data.0.current_period_end: ',
    ],
    [
      'customer.subscription.updated',
      'ending in year 0',
      periodEnd(-62_167_219_200),
      'invalid subscription: items',
    ],
    [
      'customer.subscription.updated',
      'with items that are not a list',
      { ...withoutItems, items: {} },
      'invalid subscription: items.data: ',
    ],
    ['customer.subscription.deleted', 'that is {}', {}, 'invalid subscription: id: '],
    [
      'checkout.session.completed',
      'whose subscription is a number',
      { mode: 'subscription', subscription: 5 },
      'invalid checkout session: subscription: ',
    ],
  ])('acknowledges a signed %s %s, stores nothing and logs why', async (type, _shape, object, reason) => {
    bad += 1;
    const id = `evt_bad_${String(bad)}`;
    const res = await deliver({ id, type, data: { object } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, type: 'ignored', duplicate: false });
    const logged = t.ignoredEvents.find((e) => e.eventId === id);
    expect(logged?.providerType).toBe(type);
    expect(logged?.reason.startsWith(reason), logged?.reason).toBe(true);
    expect(await t.repos.subscriptions.findByProviderId('sub_gone_1')).toBeNull();
  });

  it('still refuses an unsigned event', async () => {
    const res = await t.request('/api/stripe/webhook', {
      method: 'POST',
      body: JSON.stringify({ id: 'evt_x', type: 'customer.subscription.updated' }),
      headers: { 'stripe-signature': 't=1,v1=forged' },
    });
    expect(res.status).toBe(400);
  });
});
