// The e-mail-marketing proxy under /api/selzy: subscribe (launch notifications) and register are public and
// rate limited per client address; every other path is for administrators.
import { OpenAPIHono } from '@hono/zod-openapi';
import { isUniqueViolation } from '@edgeboard/adapters/sql/constraint-errors';
import {
  ConflictError,
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
import { requireAdmin } from '../admin/admin-guard';
import { clientAddress, PUBLIC_WRITE_LIMITS, rateLimit } from '../rate-limit.middleware';
import {
  checkedEmailRoute,
  createCampaignRoute,
  createFieldRoute,
  createListRoute,
  createMessageRoute,
  getFieldsRoute,
  getListsRoute,
  importRoute,
  registerRoute,
  sendTestRoute,
  statsRoute,
  statusRoute,
  subscribeRoute,
  validateSenderRoute,
} from './marketing.openapi';

export interface MarketingDeps {
  marketing: MarketingService;
  limiter: RateLimiter;
  /** Read the client address from X-Forwarded-For (behind a load balancer). */
  trustProxy?: boolean;
}

const PUBLIC_PATHS = new Set(['/api/selzy/subscribe', '/api/selzy/register']);

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
