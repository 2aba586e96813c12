// Contact Us: the message is stored, then mailed to the administrators (the notification recipients from the
// settings, else the site's contact inbox). Public and rate limited per client address.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  CONTACT_FAILURE_MESSAGE,
  CONTACT_SUCCESS_MESSAGE,
  UnavailableError,
  type ContactRepository,
  type Mailer,
  type RateLimiter,
  type SettingsRepository,
} from '@edgeboard/domain';
import type { AppEnv } from '../http/app-env';
import { errors, json } from '../http/openapi';
import { clientAddress, PUBLIC_WRITE_LIMITS, rateLimit } from './rate-limit.middleware';

export interface ContactDeps {
  contacts: Pick<ContactRepository, 'add'>;
  mailer: Mailer;
  settings: Pick<SettingsRepository, 'get'>;
  /** Where messages go when no admin recipient is configured (CONTACT_EMAIL). */
  inbox: string;
  limiter: RateLimiter;
  trustProxy?: boolean;
}

export const ContactBody = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  email: z.email().max(320),
  message: z.string().trim().min(1, 'Message is required').max(10_000),
});

const contactRoute = createRoute({
  method: 'post',
  path: '/api/contact',
  tags: ['Contact'],
  summary: 'Send a message to the EdgeBoard team (name, email and message required)',
  request: { body: { required: true, content: { 'application/json': { schema: ContactBody } } } },
  responses: {
    200: json(z.object({ success: z.literal(true), message: z.string() }), 'Sent'),
    400: errors[400],
    429: errors[429],
    503: errors[503],
  },
});

export function contactRoutes(deps: ContactDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.use(
    '/api/contact',
    rateLimit(deps.limiter, {
      ...PUBLIC_WRITE_LIMITS.contact,
      key: (c) => `contact:${clientAddress(c, deps.trustProxy)}`,
    }),
  );
  app.openapi(contactRoute, async (c) => {
    const msg = c.req.valid('json');
    const stored = await deps.contacts.add({ ...msg, user_id: c.get('viewer')?.userId ?? null });
    const configured = (await deps.settings.get()).notification.adminEmailRecipients;
    const recipients = configured.length > 0 ? configured : [deps.inbox];
    try {
      for (const to of recipients) {
        await deps.mailer.send({
          to,
          subject: `Contact form: ${msg.name}`,
          text: `From: ${msg.name} <${msg.email}>\nReceived: ${stored.created_at}\n\n${msg.message}`,
        });
      }
    } catch (err) {
      // The message is kept either way; the visitor is told to try again because nobody was notified.
      throw new UnavailableError(CONTACT_FAILURE_MESSAGE, 'contact_mail_failed', { cause: err });
    }
    return c.json({ success: true as const, message: CONTACT_SUCCESS_MESSAGE }, 200);
  });
  return app;
}
