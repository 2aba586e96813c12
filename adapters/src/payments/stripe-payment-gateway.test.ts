import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFoundError, UnavailableError, ValidationError } from '@edgeboard/domain';
import { StripePaymentGateway } from './stripe-payment-gateway';
import { fakePlans, fakeSubscriptions } from './test-doubles';

const SECRET = 'whsec_hosted_test';
const USER = '00000000-0000-4000-8000-000000000007';

/** A stand-in for api.stripe.com answering the three calls the gateway makes. */
interface Seen {
  method: string;
  path: string;
  body: URLSearchParams;
}

const subscription = {
  id: 'sub_123',
  object: 'subscription',
  customer: 'cus_999',
  status: 'active',
  start_date: 1_757_000_000,
  cancel_at_period_end: false,
  metadata: { userId: USER, tier: 'starting' },
  items: {
    object: 'list',
    data: [
      {
        id: 'si_1',
        current_period_start: 1_757_000_000,
        current_period_end: 1_759_592_000,
        price: { id: 'price_start' },
      },
    ],
  },
};

describe('StripePaymentGateway', () => {
  let server: Server;
  const seen: Seen[] = [];
  let port = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const path = req.url ?? '';
        seen.push({ method: req.method ?? '', path, body: new URLSearchParams(raw) });
        res.setHeader('content-type', 'application/json');
        if (path === '/v1/checkout/sessions') {
          res.end(
            JSON.stringify({
              id: 'cs_test_1',
              object: 'checkout.session',
              url: 'https://checkout.stripe.test/c/cs_test_1',
            }),
          );
        } else if (path === '/v1/billing_portal/sessions') {
          res.end(
            JSON.stringify({
              id: 'bps_1',
              object: 'billing_portal.session',
              url: 'https://billing.stripe.test/p/1',
            }),
          );
        } else if (path === '/v1/subscriptions/sub_123') {
          res.end(
            JSON.stringify(req.method === 'DELETE' ? { ...subscription, status: 'canceled' } : subscription),
          );
        } else {
          res.statusCode = 404;
          res.end(
            JSON.stringify({
              error: {
                type: 'invalid_request_error',
                code: 'resource_missing',
                message: `No such object: ${path}`,
              },
            }),
          );
        }
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
  });

  const gateway = (customers: Record<string, string> = {}) =>
    new StripePaymentGateway({
      secretKey: 'sk_test_fake',
      webhookSecret: SECRET,
      plans: fakePlans({ starting: 'price_start', scout: 'price_scout' }),
      subscriptions: fakeSubscriptions(
        [
          {
            id: 'row',
            user_id: USER,
            tier: 'starting',
            status: 'active',
            current_period_start: '2025-09-04T00:00:00.000Z',
            current_period_end: '2025-10-04T00:00:00.000Z',
            cancel_at_period_end: false,
            price_id: 'price_start',
            provider_subscription_id: 'sub_123',
            created_at: '2025-09-04T00:00:00.000Z',
            updated_at: '2025-09-04T00:00:00.000Z',
          },
        ],
        customers,
      ),
      stripeConfig: { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 },
    });

  it('creates a subscription Checkout Session for the plan price, the user and a scout trial', async () => {
    const session = await gateway().createCheckoutSession({
      planId: 'scout',
      userId: USER,
      userEmail: 'fan@example.com',
      successUrl: 'https://app.test/dashboard/subscription/success?tier=scout',
      cancelUrl: 'https://app.test/dashboard/subscription',
    });
    expect(session).toEqual({ url: 'https://checkout.stripe.test/c/cs_test_1', sessionId: 'cs_test_1' });
    const body = seen.at(-1)!.body;
    expect(body.get('mode')).toBe('subscription');
    expect(body.get('line_items[0][price]')).toBe('price_scout');
    expect(body.get('client_reference_id')).toBe(USER);
    expect(body.get('subscription_data[metadata][userId]')).toBe(USER);
    expect(body.get('subscription_data[trial_period_days]')).toBe('7');
    expect(body.get('customer_email')).toBe('fan@example.com');
  });

  it('refuses a plan with no price configured', async () => {
    await expect(
      gateway().createCheckoutSession({
        planId: 'all-star',
        userId: USER,
        userEmail: 'a@b.co',
        successUrl: 'x',
        cancelUrl: 'y',
      }),
    ).rejects.toBeInstanceOf(UnavailableError);
  });

  it('opens the billing portal for the stored customer, else the customer of the last subscription', async () => {
    expect(
      await gateway({ [USER]: 'cus_stored' }).createPortalSession({
        userId: USER,
        returnUrl: 'https://app.test/p',
      }),
    ).toEqual({
      url: 'https://billing.stripe.test/p/1',
    });
    expect(seen.at(-1)!.body.get('customer')).toBe('cus_stored');
    await gateway().createPortalSession({ userId: USER, returnUrl: 'https://app.test/p' });
    expect(seen.at(-1)!.body.get('customer')).toBe('cus_999');
    await expect(
      gateway().createPortalSession({ userId: '00000000-0000-4000-8000-000000000099', returnUrl: 'x' }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it('verifies webhooks with the SDK and maps checkout, update and delete events', async () => {
    const signer = new Stripe('sk_test_x');
    const g = gateway();
    const deliver = (type: string, object: unknown) => {
      const payload = JSON.stringify({ id: `evt_${type}`, object: 'event', type, data: { object } });
      return g.verifyWebhook(payload, signer.webhooks.generateTestHeaderString({ payload, secret: SECRET }));
    };
    expect(
      await deliver('checkout.session.completed', {
        id: 'cs_test_1',
        object: 'checkout.session',
        mode: 'subscription',
        subscription: 'sub_123',
        client_reference_id: USER,
        metadata: {},
      }),
    ).toEqual({
      type: 'subscription.updated',
      eventId: 'evt_checkout.session.completed',
      userId: USER,
      providerSubscriptionId: 'sub_123',
      tier: 'starting',
      status: 'active',
      priceId: 'price_start',
      currentPeriodStart: new Date(1_757_000_000_000).toISOString(),
      currentPeriodEnd: new Date(1_759_592_000_000).toISOString(),
      cancelAtPeriodEnd: false,
      customerId: 'cus_999',
    });
    expect(seen.at(-1)!.path).toBe('/v1/subscriptions/sub_123');
    expect(
      await deliver('customer.subscription.updated', {
        ...subscription,
        status: 'past_due',
        cancel_at_period_end: true,
      }),
    ).toMatchObject({ status: 'past_due', cancelAtPeriodEnd: true });
    expect(await deliver('customer.subscription.deleted', subscription)).toEqual({
      type: 'subscription.deleted',
      eventId: 'evt_customer.subscription.deleted',
      providerSubscriptionId: 'sub_123',
    });
    expect(await deliver('invoice.paid', { id: 'in_1', object: 'invoice' })).toEqual({
      type: 'ignored',
      eventId: 'evt_invoice.paid',
      providerType: 'invoice.paid',
    });
    // A subscription for a price this product does not sell and no tier metadata is not ours.
    expect(
      await deliver('customer.subscription.updated', {
        ...subscription,
        metadata: {},
        items: { data: [{ ...subscription.items.data[0], price: { id: 'price_other' } }] },
      }),
    ).toMatchObject({ type: 'ignored' });
  });

  it('cancels the live subscriptions of a deleted account at Stripe', async () => {
    const before = seen.length;
    await gateway().cancelSubscriptionsFor(USER);
    expect(seen.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([
      'DELETE /v1/subscriptions/sub_123',
    ]);
    // Nothing to cancel: no call. Already gone at Stripe (resource_missing): nothing left to bill, no error.
    const calls = seen.length;
    await gateway().cancelSubscriptionsFor('00000000-0000-4000-8000-000000000099');
    expect(seen.length).toBe(calls);
    const gone = new StripePaymentGateway({
      secretKey: 'sk_test_fake',
      webhookSecret: SECRET,
      plans: fakePlans(),
      subscriptions: fakeSubscriptions([
        {
          id: 'row-gone',
          user_id: USER,
          tier: 'scout',
          status: 'active',
          current_period_start: '2025-09-04T00:00:00.000Z',
          current_period_end: '2025-10-04T00:00:00.000Z',
          cancel_at_period_end: false,
          price_id: 'price_scout',
          provider_subscription_id: 'sub_gone',
          created_at: '2025-09-04T00:00:00.000Z',
          updated_at: '2025-09-04T00:00:00.000Z',
        },
      ]),
      stripeConfig: { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 },
    });
    await expect(gone.cancelSubscriptionsFor(USER)).resolves.toBeUndefined();
  });

  it('rejects a bad signature', async () => {
    await expect(gateway().verifyWebhook('{"id":"evt_1"}', 't=1,v1=deadbeef')).rejects.toBeInstanceOf(
      ValidationError,
    );
  });

  it('needs its keys', () => {
    expect(
      () =>
        new StripePaymentGateway({
          secretKey: '',
          webhookSecret: 'w',
          plans: fakePlans(),
          subscriptions: fakeSubscriptions(),
        }),
    ).toThrow(/STRIPE_SECRET_KEY/);
  });
});
