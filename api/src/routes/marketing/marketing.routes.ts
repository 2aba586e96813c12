// The e-mail-marketing proxy under /api/selzy: subscribe (launch notifications) and register are public and
// rate limited per client address; every other path is for administrators.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { isUniqueViolation } from '@edgeboard/adapters/sql/constraint-errors';
import {
  ConflictError,
  DEFAULT_LIST_ID,
  INVALID_EMAIL_MESSAGE,
  isValidEmail,
  SUBSCRIBE_FAILED_MESSAGE,
  ValidationError,
  type MarketingResult,
  type MarketingService,
  type RateLimiter,
} from '@edgeboard/domain';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { errorBody } from '../../http/errors';
import { bearer, errors, json } from '../../http/openapi';
import { requireAdmin } from '../admin/admin-guard';
import { clientAddress, PUBLIC_WRITE_LIMITS, rateLimit } from '../rate-limit.middleware';

export interface MarketingDeps {
  marketing: MarketingService;
  limiter: RateLimiter;
  /** Read the client address from X-Forwarded-For (behind a load balancer). */
  trustProxy?: boolean;
}

const PUBLIC_PATHS = new Set(['/api/selzy/subscribe', '/api/selzy/register']);
const tags = ['E-mail marketing'];
const adminErrors = { 400: errors[400], 401: errors[401], 403: errors[403] };
const body = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

const Ok = z.object({ ok: z.literal(true) });
const ListId = z.coerce.number().int().min(1);
const IdParam = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .openapi({ param: { name: 'id', in: 'path' } }),
});

export const SubscribeBody = z.object({
  email: z.string().max(320),
  list_id: ListId.default(DEFAULT_LIST_ID),
});
export const RegisterBody = z.object({ email: z.email().max(320), password: z.string().min(1).max(200) });

const subscribeRoute = createRoute({
  method: 'post',
  path: '/api/selzy/subscribe',
  tags,
  summary: 'Launch notification: add an e-mail address to a list (public)',
  request: { body: body(SubscribeBody) },
  responses: { 200: json(Ok, 'Subscribed'), 400: errors[400], 429: errors[429], 503: errors[503] },
});
const registerRoute = createRoute({
  method: 'post',
  path: '/api/selzy/register',
  tags,
  summary: 'Register an address with the marketing provider (public)',
  request: { body: body(RegisterBody) },
  responses: { 200: json(Ok, 'Registered'), 400: errors[400], 429: errors[429], 503: errors[503] },
});

const adminRoute = <R extends Parameters<typeof createRoute>[0]>(r: R) =>
  createRoute({ ...r, tags, security: bearer });

const getListsRoute = adminRoute({
  method: 'get',
  path: '/api/selzy/get-lists',
  summary: 'Contact lists',
  responses: { 200: json(z.array(z.object({ id: z.number(), title: z.string() })), 'Lists'), ...adminErrors },
});
const getFieldsRoute = adminRoute({
  method: 'get',
  path: '/api/selzy/get-fields',
  summary: 'Contact fields',
  responses: {
    200: json(z.array(z.object({ id: z.number(), name: z.string(), type: z.string() })), 'Fields'),
    ...adminErrors,
  },
});
const checkedEmailRoute = adminRoute({
  method: 'get',
  path: '/api/selzy/get-checked-email',
  summary: 'Whether an address is already known',
  request: { query: z.object({ email: z.email() }) },
  responses: { 200: json(z.object({ exists: z.boolean() }), 'Known or not'), ...adminErrors },
});
const createListRoute = adminRoute({
  method: 'post',
  path: '/api/selzy/create-list',
  summary: 'Create a contact list',
  request: { body: body(z.object({ title: z.string().trim().min(1).max(200) })) },
  responses: { 200: json(z.object({ id: z.number(), title: z.string() }), 'The list'), ...adminErrors },
});
const createFieldRoute = adminRoute({
  method: 'post',
  path: '/api/selzy/create-field',
  summary: 'Create a contact field',
  request: {
    body: body(
      z.object({
        name: z
          .string()
          .regex(/^[a-z][a-z0-9_]*$/i)
          .max(100),
        type: z.enum(['string', 'text', 'number', 'date', 'bool']),
      }),
    ),
  },
  responses: {
    200: json(z.object({ id: z.number(), name: z.string(), type: z.string() }), 'The field'),
    409: errors[409],
    ...adminErrors,
  },
});
const validateSenderRoute = adminRoute({
  method: 'post',
  path: '/api/selzy/validate-sender',
  summary: 'Ask the provider to validate a sender address',
  request: { body: body(z.object({ email: z.email() })) },
  responses: { 200: json(Ok, 'Validated'), ...adminErrors },
});
const createMessageRoute = adminRoute({
  method: 'post',
  path: '/api/selzy/create-email-message',
  summary: 'Create an e-mail message for a list',
  request: {
    body: body(
      z.object({
        list_id: ListId,
        subject: z.string().trim().min(1).max(300),
        sender_name: z.string().trim().min(1).max(100),
        sender_email: z.email(),
        body: z.string().min(1).max(500_000),
      }),
    ),
  },
  responses: {
    200: json(z.object({ message_id: z.number() }), 'The message'),
    ...adminErrors,
    404: errors[404],
  },
});
const sendTestRoute = adminRoute({
  method: 'post',
  path: '/api/selzy/send-test-email',
  summary: 'Send a message to one address as a test',
  request: { body: body(z.object({ message_id: ListId, email: z.email() })) },
  responses: { 200: json(Ok, 'Sent'), ...adminErrors },
});
const importRoute = adminRoute({
  method: 'post',
  path: '/api/selzy/import-contacts',
  summary: 'Add addresses to a list',
  request: { body: body(z.object({ list_id: ListId, emails: z.array(z.email()).min(1).max(10_000) })) },
  responses: {
    200: json(z.object({ imported: z.number() }), 'How many were added'),
    ...adminErrors,
    404: errors[404],
  },
});
const createCampaignRoute = adminRoute({
  method: 'post',
  path: '/api/selzy/create-campaign',
  summary: 'Send a message to its list now, or at start_time',
  request: {
    body: body(z.object({ message_id: ListId, start_time: z.iso.datetime({ offset: true }).optional() })),
  },
  responses: {
    200: json(z.object({ campaign_id: z.number() }), 'The campaign'),
    ...adminErrors,
    404: errors[404],
  },
});
const statusRoute = adminRoute({
  method: 'get',
  path: '/api/selzy/campaign-status/{id}',
  summary: 'A campaign’s status',
  request: { params: IdParam },
  responses: {
    200: json(z.object({ id: z.number(), status: z.string() }), 'Status'),
    ...adminErrors,
    404: errors[404],
  },
});
const statsRoute = adminRoute({
  method: 'get',
  path: '/api/selzy/campaign-stats/{id}',
  summary: 'A campaign’s delivery figures',
  request: { params: IdParam },
  responses: {
    200: json(
      z.object({
        id: z.number(),
        sent: z.number(),
        delivered: z.number(),
        opened: z.number(),
        clicked: z.number(),
        unsubscribed: z.number(),
      }),
      'Figures',
    ),
    ...adminErrors,
    404: errors[404],
  },
});

/** A provider refusal is the caller's problem to fix (bad list, unverified sender): 400 with its text. */
function okOrThrow(result: MarketingResult, fallback: string): { ok: true } {
  if (result.ok) return { ok: true };
  throw new ValidationError(result.error || fallback, [], 'marketing_refused');
}

export function marketingRoutes(deps: MarketingDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const adminUnlessPublic: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!PUBLIC_PATHS.has(c.req.path)) requireAdmin(c);
    await next();
  };
  app.use('/api/selzy/*', adminUnlessPublic);
  const limit = (name: 'subscribe' | 'register') =>
    rateLimit(deps.limiter, {
      ...PUBLIC_WRITE_LIMITS[name],
      key: (c) => `${name}:${clientAddress(c, deps.trustProxy)}`,
    });
  app.use('/api/selzy/subscribe', limit('subscribe'));
  app.use('/api/selzy/register', limit('register'));

  app.openapi(subscribeRoute, async (c) => {
    const { email, list_id } = c.req.valid('json');
    if (!isValidEmail(email)) return c.json(errorBody('invalid_email', INVALID_EMAIL_MESSAGE, 'email'), 400);
    return c.json(
      okOrThrow(await deps.marketing.subscribe(email.trim(), list_id), SUBSCRIBE_FAILED_MESSAGE),
      200,
    );
  });
  app.openapi(registerRoute, async (c) => {
    const { email, password } = c.req.valid('json');
    return c.json(okOrThrow(await deps.marketing.register(email, password), SUBSCRIBE_FAILED_MESSAGE), 200);
  });

  app.openapi(getListsRoute, async (c) => c.json(await deps.marketing.getLists(), 200));
  app.openapi(getFieldsRoute, async (c) => c.json(await deps.marketing.getFields(), 200));
  app.openapi(checkedEmailRoute, async (c) =>
    c.json(await deps.marketing.checkEmail(c.req.valid('query').email), 200),
  );
  app.openapi(createListRoute, async (c) =>
    c.json(await deps.marketing.createList(c.req.valid('json').title), 200),
  );
  app.openapi(createFieldRoute, async (c) => {
    const { name, type } = c.req.valid('json');
    try {
      return c.json(await deps.marketing.createField(name, type), 200);
    } catch (err) {
      // Field names are unique in the local store; say which name, rather than the generic duplicate answer.
      if (isUniqueViolation(err))
        throw new ConflictError(`A field named "${name}" already exists.`, 'field_exists');
      throw err;
    }
  });
  app.openapi(validateSenderRoute, async (c) =>
    c.json(
      okOrThrow(
        await deps.marketing.validateSender(c.req.valid('json').email),
        'The sender could not be validated',
      ),
      200,
    ),
  );
  app.openapi(createMessageRoute, async (c) => {
    const m = c.req.valid('json');
    const { messageId } = await deps.marketing.createEmailMessage({
      listId: m.list_id,
      subject: m.subject,
      senderName: m.sender_name,
      senderEmail: m.sender_email,
      body: m.body,
    });
    return c.json({ message_id: messageId }, 200);
  });
  app.openapi(sendTestRoute, async (c) => {
    const { message_id, email } = c.req.valid('json');
    return c.json(
      okOrThrow(await deps.marketing.sendTestEmail(message_id, email), 'The test e-mail could not be sent'),
      200,
    );
  });
  app.openapi(importRoute, async (c) => {
    const { list_id, emails } = c.req.valid('json');
    return c.json(await deps.marketing.importContacts(list_id, emails), 200);
  });
  app.openapi(createCampaignRoute, async (c) => {
    const { message_id, start_time } = c.req.valid('json');
    const { campaignId } = await deps.marketing.createCampaign(
      message_id,
      start_time ? new Date(start_time) : undefined,
    );
    return c.json({ campaign_id: campaignId }, 200);
  });
  app.openapi(statusRoute, async (c) =>
    c.json(await deps.marketing.campaignStatus(c.req.valid('param').id), 200),
  );
  app.openapi(statsRoute, async (c) =>
    c.json(await deps.marketing.campaignStats(c.req.valid('param').id), 200),
  );
  return app;
}
