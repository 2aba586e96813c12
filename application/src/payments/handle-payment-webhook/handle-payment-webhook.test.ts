import type {
  MailMessage,
  NewActivity,
  PaymentEvent,
  Subscription,
  SubscriptionRepository,
} from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { InMemoryPaymentEventRepository } from '../../in-memory/payment-event-repository';
import { paymentWebhook, type PaymentWebhookDeps } from './handle-payment-webhook';

const USER = 'u-1';
const STAMP = '2025-09-01T00:00:00.000Z';

const updated = (
  eventId: string,
  over: Partial<PaymentEvent & { type: 'subscription.updated' }> = {},
): PaymentEvent => ({
  ...{ type: 'subscription.updated', eventId, userId: USER, providerSubscriptionId: 'sub_1', tier: 'scout' },
  ...{ status: 'active', priceId: 'price_scout', cancelAtPeriodEnd: false, customerId: 'cus_1' },
  ...{ currentPeriodStart: STAMP, currentPeriodEnd: '2025-10-01T00:00:00.000Z' },
  ...over,
});

/** The subscription rows by provider id (the other area's in-memory repository lists them; this keeps them). */
function subscriptionsOver(rows: Map<string, Subscription & { provider_customer_id?: string | null }>) {
  const repo: PaymentWebhookDeps['subscriptions'] = {
    findByProviderId: (id) => Promise.resolve(rows.get(id) ?? null),
    upsertByProviderId: (w) => {
      const row = { ...w, id: rows.get(w.provider_subscription_id)?.id ?? `s-${String(rows.size + 1)}` };
      rows.set(w.provider_subscription_id, { ...row, created_at: STAMP, updated_at: STAMP });
      return Promise.resolve(rows.get(w.provider_subscription_id) as Subscription);
    },
    updateByProviderId: (id, patch) => {
      const row = rows.get(id);
      if (row) rows.set(id, { ...row, ...patch });
      return Promise.resolve(rows.get(id) ?? null);
    },
  } satisfies Pick<SubscriptionRepository, 'findByProviderId' | 'upsertByProviderId' | 'updateByProviderId'>;
  return repo;
}

function kit(users = [USER]) {
  const sent: MailMessage[] = [];
  const queue: PaymentEvent[] = [];
  const rows = new Map<string, Subscription>();
  const activity: NewActivity[] = [];
  const ignored: unknown[] = [];
  const created: unknown[] = [];
  const webhook = paymentWebhook({
    gateway: { verifyWebhook: () => Promise.resolve(queue.shift() as PaymentEvent) },
    paymentEvents: new InMemoryPaymentEventRepository(),
    subscriptions: subscriptionsOver(rows),
    activity: {
      add: (a) => {
        activity.push(a);
        return Promise.resolve({ ...a, id: 'a', target: a.target ?? '', timestamp: STAMP });
      },
    },
    users: {
      findById: (id) =>
        Promise.resolve(users.includes(id) ? ({ id, email: `${id}@example.com` } as never) : null),
    },
    mailer: { send: (m) => Promise.resolve(void sent.push(m)) },
    onIgnored: (d) => ignored.push(d),
    onSubscriptionCreated: (s) => Promise.resolve(void created.push(s)),
  });
  const deliver = (event: PaymentEvent) => {
    queue.push(event);
    return webhook.handle('{}', 'sig');
  };
  return { deliver, rows, activity, ignored, created, sent };
}

describe('the payment webhook', () => {
  it('creates the subscription once, with its customer id, and tells the admins once', async () => {
    const k = kit();
    expect(await k.deliver(updated('evt_1'))).toEqual({
      received: true,
      type: 'subscription.updated',
      duplicate: false,
    });
    expect(await k.deliver(updated('evt_1'))).toEqual({
      received: true,
      type: 'subscription.updated',
      duplicate: true,
    });
    expect(k.rows.get('sub_1')).toMatchObject({
      user_id: USER,
      tier: 'scout',
      provider_customer_id: 'cus_1',
    });
    expect(k.created).toEqual([{ userId: USER, detail: 'scout (active)' }]);
  });

  it('records an upgrade and a cancellation as activity, and nothing for a change that changes nothing', async () => {
    const k = kit();
    await k.deliver(updated('evt_1'));
    await k.deliver(updated('evt_2', { tier: 'starting' }));
    await k.deliver(updated('evt_3', { tier: 'starting' }));
    await k.deliver({ type: 'subscription.deleted', eventId: 'evt_4', providerSubscriptionId: 'sub_1' });
    expect(k.rows.get('sub_1')).toMatchObject({ status: 'canceled', cancel_at_period_end: false });
    expect(k.activity.map((a) => [a.activity, a.target])).toEqual([
      ['subscription_created', 'scout (active)'],
      ['subscription_updated', 'scout (active) -> starting (active)'],
      ['subscription_canceled', 'starting (canceled)'],
    ]);
    expect(k.created).toHaveLength(1);
  });

  it('acknowledges an event for an account that is gone, stores nothing and reports it', async () => {
    const k = kit([]);
    expect(await k.deliver(updated('evt_gone'))).toEqual({
      received: true,
      type: 'ignored',
      duplicate: false,
    });
    expect(k.rows.size).toBe(0);
    expect(k.ignored).toEqual([
      { eventId: 'evt_gone', providerType: 'subscription.updated', reason: `no user ${USER}` },
    ]);
  });

  it('e-mails the subscriber a receipt once per charge: a new paid plan, a renewal, a change of plan', async () => {
    // Regression (issue #28 item 10): paying sent no receipt.
    const k = kit();
    await k.deliver(updated('evt_r1', { tier: 'starting', priceId: 'price_starting' }));
    await k.deliver(updated('evt_r1', { tier: 'starting', priceId: 'price_starting' }));
    expect(k.sent).toHaveLength(1);
    expect(k.sent[0]).toMatchObject({
      to: `${USER}@example.com`,
      subject: 'Receipt: Starting Edge, $9.99/month',
    });
    expect(k.sent[0]?.text).toContain('Billing period: Sep 1, 2025 to Oct 1, 2025');
    // The same period again (a cancel-at-period-end toggle) is no charge; the next period is.
    await k.deliver(updated('evt_r2', { tier: 'starting', cancelAtPeriodEnd: true }));
    expect(k.sent).toHaveLength(1);
    const next = {
      currentPeriodStart: '2025-10-01T00:00:00.000Z',
      currentPeriodEnd: '2025-11-01T00:00:00.000Z',
    };
    await k.deliver(updated('evt_r3', { tier: 'starting', ...next }));
    await k.deliver(updated('evt_r4', { tier: 'all-star', ...next }));
    expect(k.sent.map((m) => m.subject)).toEqual([
      'Receipt: Starting Edge, $9.99/month',
      'Receipt: Starting Edge, $9.99/month',
      'Receipt: All-Star Edge, $19.99/month',
    ]);
  });

  it('tells a trial when its first charge is, and sends nothing on a cancellation', async () => {
    const k = kit();
    await k.deliver(updated('evt_t1', { status: 'trialing' }));
    expect(k.sent[0]).toMatchObject({ subject: 'Your Scout free trial has started' });
    expect(k.sent[0]?.text).toContain('Nothing has been charged yet');
    await k.deliver({ type: 'subscription.deleted', eventId: 'evt_t2', providerSubscriptionId: 'sub_1' });
    expect(k.sent).toHaveLength(1);
  });
});
