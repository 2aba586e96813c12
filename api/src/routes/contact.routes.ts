// Contact Us (the rule is application/src/contact/send-contact-message). Public and rate limited per client
// address.
import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { RateLimiter } from '@edgeboard/domain';
import {
  ContactBody,
  sendContactMessage,
  type ContactDeps as SendDeps,
} from '@edgeboard/application/contact/send-contact-message/send-contact-message';
import type { AppEnv } from '../http/app-env';
import { jsonBody, ok, routeGroup } from '../http/route-group';
import { perAddressLimit, PUBLIC_WRITE_LIMITS, type TrustProxy } from './rate-limit.middleware';

export interface ContactDeps extends SendDeps {
  limiter: RateLimiter;
  trustProxy?: TrustProxy;
}

const contactRoute = routeGroup(['Contact']).post(
  '/api/contact',
  'Send a message to the EdgeBoard team (name, email and message required)',
  { body: jsonBody(ContactBody) },
  ok(z.object({ success: z.literal(true), message: z.string() }), 'Sent'),
  400,
  429,
  503,
);

export function contactRoutes(deps: ContactDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.use(
    '/api/contact',
    perAddressLimit(deps.limiter, 'contact', PUBLIC_WRITE_LIMITS.contact, {
      trustProxy: deps.trustProxy,
      counts: () => true,
    }),
  );
  app.openapi(contactRoute, async (c) => {
    const userId = c.get('viewer')?.userId ?? null;
    return c.json(await sendContactMessage(deps, c.req.valid('json'), userId), 200);
  });
  return app;
}
