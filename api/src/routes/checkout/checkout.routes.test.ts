import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { FREE_USER, OTHER_USER, usePaymentsContext, WEBHOOK_SECRET } from './payments-test-setup';

type Err = { error: { code: string; message: string; field?: string } };
type Me = { subscription: { tier: string; status: string; cancelAtPeriodEnd: boolean } };

describe('checkout, local payment and webhook', () => {
  const t = usePaymentsContext();

  const startCheckout = (planId: string, userId = FREE_USER, as = FREE_USER) =>
    t.request('/api/checkout/create-checkout-session', {
      method: 'POST',
      as,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ planId, userId, userEmail: 'fran@example.com' }),
    });

  it('a free user pays on the local checkout page and /api/me reports the new tier within a second', async () => {
    const before = (await (await t.request('/api/me', { as: FREE_USER })).json()) as Me;
    expect(before.subscription.tier).toBe('free');

    const res = await startCheckout('starting');
    expect(res.status).toBe(200);
    const { url, sessionId } = (await res.json()) as { url: string; sessionId: string | null };
    expect(url).toMatch(/^http:\/\/localhost:8787\/dev\/checkout\/cs_local_/);
    expect(sessionId).toBeNull();

    const pageHtml = await (await t.request(url)).text();
    expect(pageHtml).toContain('Starting Edge');
    expect(pageHtml).toContain('$9.99');
    expect(pageHtml).toMatch(/<button[^>]*>Pay<\/button>/);
    expect(pageHtml).toMatch(/<button[^>]*>Cancel<\/button>/);

    const paid = await t.request(`${url}/pay`, { method: 'POST' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      'http://localhost:8787/dashboard/subscription/success?tier=starting',
    );
    const after = (await (await t.request('/api/me', { as: FREE_USER })).json()) as Me;
    expect(after.subscription).toMatchObject({
      tier: 'starting',
      status: 'active',
      cancelAtPeriodEnd: false,
    });

    const activity = await t.repos.activity.recentForUser(FREE_USER);
    expect(activity.map((a) => a.activity)).toContain('subscription_created');
    // The receipt (issue #28 item 10), in the outbox local mode lists at /dev/mail.
    const mail = await (await t.request('/dev/mail')).text();
    expect(mail).toContain('fran@example.com');
    expect(mail).toContain('Receipt: Starting Edge, $9.99/month');
    // The session is spent: a second Pay does nothing.
    expect((await t.request(`${url}/pay`, { method: 'POST' })).status).toBe(400);
    expect(await t.repos.subscriptions.listForUser(FREE_USER)).toHaveLength(1);
  });

  it('the same webhook delivered twice leaves one subscription and one activity line', async () => {
    const { url } = (await (await startCheckout('all-star', OTHER_USER, OTHER_USER)).json()) as {
      url: string;
    };
    const { payload, signature } = t.gateway.pay(url.split('/').pop()!);
    const deliver = () =>
      t.request('/api/stripe/webhook', {
        method: 'POST',
        body: payload,
        headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
      });
    const first = await deliver();
    expect(await first.json()).toEqual({ received: true, type: 'subscription.updated', duplicate: false });
    const second = await deliver();
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ received: true, type: 'subscription.updated', duplicate: true });
    const subs = await t.repos.subscriptions.listForUser(OTHER_USER);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ tier: 'all-star', status: 'active' });
    expect(
      (await t.repos.activity.recentForUser(OTHER_USER)).filter((a) => a.activity === 'subscription_created'),
    ).toHaveLength(1);
  });

  it('maps subscription updates and deletion to the row', async () => {
    const [row] = await t.repos.subscriptions.listForUser(OTHER_USER);
    const signer = new Stripe('sk_test_x');
    const send = (type: string, object: unknown) => {
      const payload = JSON.stringify({
        id: `evt_${type}_${Math.random().toString(36).slice(2)}`,
        object: 'event',
        type,
        data: { object },
      });
      return t.request('/api/stripe/webhook', {
        method: 'POST',
        body: payload,
        headers: {
          'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        },
      });
    };
    const subscription = {
      id: row!.provider_subscription_id,
      object: 'subscription',
      customer: 'cus_local_x',
      status: 'active',
      start_date: 1_757_000_000,
      cancel_at_period_end: true,
      metadata: { userId: OTHER_USER, tier: 'all-star' },
      items: {
        data: [
          {
            current_period_start: 1_757_000_000,
            current_period_end: 1_759_592_000,
            price: { id: 'price_local_all-star' },
          },
        ],
      },
    };
    expect((await send('customer.subscription.updated', subscription)).status).toBe(200);
    expect((await t.repos.subscriptions.listForUser(OTHER_USER))[0]).toMatchObject({
      cancel_at_period_end: true,
      current_period_end: new Date(1_759_592_000_000).toISOString(),
    });
    expect((await send('customer.subscription.deleted', subscription)).status).toBe(200);
    const after = await t.repos.subscriptions.listForUser(OTHER_USER);
    expect(after).toHaveLength(1);
    expect(after[0]?.status).toBe('canceled');
    const me = (await (await t.request('/api/me', { as: OTHER_USER })).json()) as Me;
    expect(me.subscription.tier).toBe('free');
    expect((await t.repos.activity.recentForUser(OTHER_USER)).map((a) => a.activity)).toEqual(
      expect.arrayContaining(['subscription_updated', 'subscription_canceled']),
    );
  });

  it('refuses a webhook without a valid signature', async () => {
    const missing = await t.request('/api/stripe/webhook', {
      method: 'POST',
      body: '{"id":"evt_1","type":"x"}',
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as Err).error.field).toBe('stripe-signature');
    const forged = await t.request('/api/stripe/webhook', {
      method: 'POST',
      body: '{"id":"evt_1","type":"x"}',
      headers: { 'stripe-signature': 't=1,v1=abc' },
    });
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as Err).error.code).toBe('invalid_signature');
  });

  it('refuses checkout for someone else, anonymous callers and bad input', async () => {
    expect((await startCheckout('starting', OTHER_USER, FREE_USER)).status).toBe(403);
    const anon = await t.request('/api/checkout/create-checkout-session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ planId: 'starting', userId: FREE_USER, userEmail: 'fran@example.com' }),
    });
    expect(anon.status).toBe(401);
    for (const [body, field] of [
      [{ planId: 'gold', userId: FREE_USER, userEmail: 'fran@example.com' }, 'planId'],
      [{ planId: 'free', userId: FREE_USER, userEmail: 'fran@example.com' }, 'planId'],
      [{ planId: 'starting', userId: 'me', userEmail: 'fran@example.com' }, 'userId'],
      [{ planId: 'starting', userId: FREE_USER, userEmail: 'fran' }, 'userEmail'],
    ] as const) {
      const res = await t.request('/api/checkout/create-checkout-session', {
        method: 'POST',
        as: FREE_USER,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as Err).error.field).toBe(field);
    }
  });

  it('cancel on the checkout page returns to the plans page and creates nothing', async () => {
    const { url } = (await (await startCheckout('scout')).json()) as { url: string };
    const res = await t.request(`${url}/cancel`, { method: 'POST' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://localhost:8787/dashboard/subscription');
    expect((await t.request(url)).status).toBe(200);
    expect((await t.request('/dev/checkout/cs_local_missing')).status).toBe(404);
    expect((await t.repos.subscriptions.listForUser(FREE_USER)).map((s) => s.tier)).toEqual(['starting']);
  });

  it('billing portal: cancel at period end, then resume', async () => {
    const res = await t.request('/api/billing/portal', { as: FREE_USER });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^http:\/\/localhost:8787\/dev\/billing-portal\//);
    expect(await (await t.request(url)).text()).toContain('Cancel at period end');

    expect((await t.request(`${url}/cancel`, { method: 'POST' })).status).toBe(303);
    const canceling = (await (await t.request('/api/me', { as: FREE_USER })).json()) as Me;
    expect(canceling.subscription).toMatchObject({
      tier: 'starting',
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    expect(await (await t.request(url)).text()).toContain('Resume subscription');

    expect((await t.request(`${url}/resume`, { method: 'POST' })).status).toBe(303);
    const resumed = (await (await t.request('/api/me', { as: FREE_USER })).json()) as Me;
    expect(resumed.subscription.cancelAtPeriodEnd).toBe(false);

    // Upgrade prompts open this portal: switching plans there changes the tier at once.
    expect(await (await t.request(url)).text()).toContain('Switch to All-Star Edge');
    expect((await t.request(`${url}/plan/all-star`, { method: 'POST' })).status).toBe(303);
    const upgraded = (await (await t.request('/api/me', { as: FREE_USER })).json()) as Me;
    expect(upgraded.subscription).toMatchObject({ tier: 'all-star', status: 'active' });
    expect((await t.request(`${url}/plan/platinum`, { method: 'POST' })).status).toBe(400);

    expect((await t.request('/api/billing/portal')).status).toBe(401);
    const bad = await t.request('/api/billing/portal?returnPath=//evil.test', { as: FREE_USER });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Err).error.field).toBe('returnPath');
  });
});
