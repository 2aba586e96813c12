// Payments: starting a checkout (for yourself only), the billing portal, and the payment provider's webhook.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { PaidTier, type PaymentGateway, type RateLimiter } from '@edgeboard/domain';
import type { AppEnv } from '../../http/app-env';
import { bearer, errors, json } from '../../http/openapi';
import { requireViewer } from '../../http/viewer';
import { perAddressLimit, PUBLIC_WRITE_LIMITS, type Limit, type TrustProxy } from '../rate-limit.middleware';
import type { PaymentWebhook } from '@edgeboard/application/payments/handle-payment-webhook/handle-payment-webhook';
import { openBillingPortal } from '@edgeboard/application/payments/open-billing-portal/open-billing-portal';
import { startCheckout } from '@edgeboard/application/payments/start-checkout/start-checkout';

export interface CheckoutDeps {
  gateway: Pick<PaymentGateway, 'createCheckoutSession' | 'createPortalSession'>;
  webhook: PaymentWebhook;
  /** The site's public origin (PUBLIC_URL) for return URLs; the request's origin when absent. */
  publicUrl?: string | undefined;
  /** Per client address: each checkout opens a session at the card provider. */
  limiter: RateLimiter;
  trustProxy?: TrustProxy;
  limit?: Limit;
}

export const CheckoutRequest = z.object({
  planId: PaidTier,
  userId: z.guid(),
  userEmail: z.email(),
});

export const CheckoutResponse = z.object({
  url: z
    .string()
    .openapi({ description: 'Where to send the browser, or `stripe-session:<id>` for Stripe.js' }),
  sessionId: z.string().nullable(),
});

const checkoutRoute = createRoute({
  method: 'post',
  path: '/api/checkout/create-checkout-session',
  tags: ['Payments'],
  summary: 'Start a subscription checkout for the signed-in user',
  security: bearer,
  request: { body: { required: true, content: { 'application/json': { schema: CheckoutRequest } } } },
  responses: {
    200: json(CheckoutResponse, 'The checkout URL'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    429: errors[429],
    503: errors[503],
  },
});

const portalRoute = createRoute({
  method: 'get',
  path: '/api/billing/portal',
  tags: ['Payments'],
  summary: 'A billing portal URL where the signed-in subscriber cancels at period end or resumes',
  security: bearer,
  request: {
    query: z.object({
      returnPath: z
        .string()
        .regex(/^\/(?!\/)[^\s]*$/, 'Expected a path on this site')
        .max(300)
        .optional()
        .openapi({ description: 'Where the portal sends the browser back (default /dashboard/profile)' }),
    }),
  },
  responses: {
    200: json(z.object({ url: z.string() }), 'The portal URL'),
    400: errors[400],
    401: errors[401],
    404: errors[404],
    503: errors[503],
  },
});

const webhookRoute = createRoute({
  method: 'post',
  path: '/api/stripe/webhook',
  tags: ['Payments'],
  summary: 'Payment provider events (Stripe format, signed); each event is applied once',
  description:
    'The body is a Stripe event (JSON), read as raw bytes because the signature covers them exactly: checkout.session.completed, customer.subscription.updated and customer.subscription.deleted change the subscription; other types are acknowledged.',
  request: { headers: z.object({ 'stripe-signature': z.string().min(1).max(2000) }) },
  responses: {
    200: json(z.object({ received: z.literal(true), type: z.string(), duplicate: z.boolean() }), 'Processed'),
    400: errors[400],
  },
});

export function checkoutRoutes(deps: CheckoutDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const origin = (url: string) => (deps.publicUrl ?? new URL(url).origin).replace(/\/$/, '');
  app.use(
    checkoutRoute.path,
    perAddressLimit(deps.limiter, 'checkout', deps.limit ?? PUBLIC_WRITE_LIMITS.checkout, {
      trustProxy: deps.trustProxy,
      message: 'Too many checkout attempts. Please wait a few minutes and try again.',
    }),
  );

  app.openapi(checkoutRoute, async (c) => {
    const viewer = requireViewer(c);
    const body = c.req.valid('json');
    return c.json(await startCheckout(deps, viewer.userId, { ...body, site: origin(c.req.url) }), 200);
  });

  app.openapi(portalRoute, async (c) => {
    const viewer = requireViewer(c);
    const { returnPath } = c.req.valid('query');
    return c.json(await openBillingPortal(deps, viewer.userId, { site: origin(c.req.url), returnPath }), 200);
  });

  app.openapi(webhookRoute, async (c) => {
    const { 'stripe-signature': signature } = c.req.valid('header');
    return c.json(await deps.webhook.handle(await c.req.text(), signature), 200);
  });
  return app;
}
