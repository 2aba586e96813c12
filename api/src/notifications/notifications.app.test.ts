// The notify flags on the assembled app: the admin recipients are mailed (through the mode's mailer: the
// outbox locally) about a sign-up, a new subscription and a server error, each only while its flag is on.
import type { LocalPaymentGateway } from '@edgeboard/adapters/payments/local-payment-gateway';
import { DEFAULT_SETTINGS, PLAN_CATALOGUE } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { createApp } from '../server/create-app';
import { TOKENS } from '../container';
import { testAppPerTest } from '../testing/per-suite';

describe('admin notifications on the running app', () => {
  const t = testAppPerTest({}, async (t) => {
    await t.repos.settings.saveGroup('notification', {
      ...DEFAULT_SETTINGS.notification,
      adminEmailRecipients: ['ops@example.com'],
    });
  });

  const subjects = () => t.mailer.sent.filter((m) => m.to === 'ops@example.com').map((m) => m.subject);
  it('mails the recipients about a sign-up while Notify on New User Registration is on', async () => {
    expect((await t.signUp('first@example.com')).status).toBe(200);
    expect(subjects()).toEqual(['[EdgeBoard] New user registration: first@example.com']);
    await t.repos.settings.saveGroup('notification', {
      ...DEFAULT_SETTINGS.notification,
      adminEmailRecipients: ['ops@example.com'],
      notifyOnNewUser: false,
    });
    expect((await t.signUp('second@example.com')).status).toBe(200);
    expect(subjects()).toHaveLength(1);
  });

  it('mails the recipients once about a new subscription paid through the local checkout', async () => {
    await t.repos.plans.upsertMany(PLAN_CATALOGUE.map((p) => ({ ...p, priceId: null })));
    const buyer = await t.user('buyer@example.com');
    const gateway = t.container.get<LocalPaymentGateway>(TOKENS.localPayments);
    const { url } = await gateway.createCheckoutSession({
      planId: 'all-star',
      userId: buyer.id,
      userEmail: 'buyer@example.com',
      successUrl: 'http://localhost:8787/ok',
      cancelUrl: 'http://localhost:8787/no',
    });
    const { payload, signature } = gateway.pay(url?.split('/').pop() ?? '');
    const deliver = () =>
      t.app.request('/api/stripe/webhook', {
        method: 'POST',
        body: payload,
        headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
      });
    expect((await deliver()).status).toBe(200);
    expect((await deliver()).status).toBe(200);
    expect(subjects().filter((s) => s.includes('New subscription'))).toHaveLength(1);
  });

  it('mails the recipients about an unexpected server error, and not when Notify on System Errors is off', async () => {
    const app = createApp(t.container, {
      extend: (a) => {
        a.get('/api/test/boom', () => {
          throw new Error('database went away');
        });
      },
    });
    expect((await app.request('/api/test/boom')).status).toBe(500);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(subjects()).toEqual(['[EdgeBoard] Server error: GET /api/test/boom']);
    expect(t.mailer.sent[0]?.text).toContain('Error: database went away');

    await t.repos.settings.saveGroup('notification', {
      ...DEFAULT_SETTINGS.notification,
      adminEmailRecipients: ['ops@example.com'],
      notifyOnError: false,
    });
    t.clock.set('2026-11-22T12:00:00Z');
    expect((await app.request('/api/test/boom')).status).toBe(500);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(subjects()).toHaveLength(1);
  });
});
