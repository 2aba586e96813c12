// Deleting an account ends its paid subscription at the payment provider: before, the profile and sign-in went
// but the card kept being billed for an account that no longer existed. The rule is the use case's
// (application/src/account/delete-account); this checks local mode's container wires it to the real gateway.
import type { LocalPaymentGateway } from '@edgeboard/adapters/payments/local-payment-gateway';
import { PLAN_CATALOGUE, UnavailableError } from '@edgeboard/domain';
import { describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../container';
import { testAppPerTest } from '../testing/per-suite';

let gateway: LocalPaymentGateway;
const t = testAppPerTest({}, async (t) => {
  gateway = t.container.get<LocalPaymentGateway>(TOKENS.localPayments);
  await t.repos.plans.upsertMany(PLAN_CATALOGUE.map((p) => ({ ...p, priceId: null })));
});

/** A user who paid for Starting Edge on the local checkout page; the signed payment event is returned. */
async function subscriber(email: string) {
  const u = await t.user(email);
  const { url } = await gateway.createCheckoutSession({
    planId: 'starting',
    userId: u.id,
    userEmail: email,
    successUrl: '/ok',
    cancelUrl: '/no',
  });
  const paid = gateway.pay(url!.split('/').pop()!);
  const delivered = await t.app.request('/api/stripe/webhook', {
    method: 'POST',
    body: paid.payload,
    headers: { 'stripe-signature': paid.signature },
  });
  expect(delivered.status).toBe(200);
  expect((await t.repos.subscriptions.listForUser(u.id))[0]).toMatchObject({ status: 'active' });
  return { u, paid };
}

describe('DELETE /api/me with a paid subscription', () => {
  it('cancels the subscription at the provider', async () => {
    const { u, paid } = await subscriber('payer@x.dev');
    const cancel = vi.spyOn(gateway, 'cancelSubscriptionsFor');
    const res = await t.app.request('/api/me', { method: 'DELETE', headers: u.headers });
    expect(res.status).toBe(200);
    expect(cancel).toHaveBeenCalledWith(u.id);
    // The provider now reports the subscription ended.
    expect(await gateway.verifyWebhook(paid.payload, paid.signature)).toMatchObject({ status: 'canceled' });
    expect(await t.repos.users.findById(u.id)).toBeNull();
  });

  it('keeps the account when the provider cannot be reached, so the user can try again', async () => {
    const { u } = await subscriber('retry@x.dev');
    vi.spyOn(gateway, 'cancelSubscriptionsFor').mockRejectedValueOnce(
      new UnavailableError('The payment provider is unavailable.', 'payment_unavailable'),
    );
    const res = await t.app.request('/api/me', { method: 'DELETE', headers: u.headers });
    expect(res.status).toBe(503);
    expect(await t.repos.users.findById(u.id)).not.toBeNull();
    // The admins' activity feed does not say an account that still exists was deleted.
    const activity = await t.repos.activity.recentForUser(u.id);
    expect(activity.map((a) => a.activity)).not.toContain('account_deleted');
    expect((await t.get('/api/me', u.headers)).status).toBe(200);
  });
});
