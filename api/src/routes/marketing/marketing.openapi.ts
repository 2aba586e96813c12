// The /api/selzy routes as OpenAPI declares them: paths, request schemas and answers. The handlers that
// serve them are in marketing.routes.ts.
import { createRoute, z } from '@hono/zod-openapi';
import { DEFAULT_LIST_ID } from '@edgeboard/domain';
import { bearer, errors, json } from '../../http/openapi';

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

export const subscribeRoute = createRoute({
  method: 'post',
  path: '/api/selzy/subscribe',
  tags,
  summary: 'Launch notification: add an e-mail address to a list (public)',
  request: { body: body(SubscribeBody) },
  responses: { 200: json(Ok, 'Subscribed'), 400: errors[400], 429: errors[429], 503: errors[503] },
});
export const registerRoute = createRoute({
  method: 'post',
  path: '/api/selzy/register',
  tags,
  summary: 'Register an address with the marketing provider (public)',
  request: { body: body(RegisterBody) },
  responses: { 200: json(Ok, 'Registered'), 400: errors[400], 429: errors[429], 503: errors[503] },
});

const adminRoute = <R extends Parameters<typeof createRoute>[0]>(r: R) =>
  createRoute({ ...r, tags, security: bearer });

export const getListsRoute = adminRoute({
  method: 'get',
  path: '/api/selzy/get-lists',
  summary: 'Contact lists',
  responses: { 200: json(z.array(z.object({ id: z.number(), title: z.string() })), 'Lists'), ...adminErrors },
});
export const getFieldsRoute = adminRoute({
  method: 'get',
  path: '/api/selzy/get-fields',
  summary: 'Contact fields',
  responses: {
    200: json(z.array(z.object({ id: z.number(), name: z.string(), type: z.string() })), 'Fields'),
    ...adminErrors,
  },
});
export const checkedEmailRoute = adminRoute({
  method: 'get',
  path: '/api/selzy/get-checked-email',
  summary: 'Whether an address is already known',
  request: { query: z.object({ email: z.email() }) },
  responses: { 200: json(z.object({ exists: z.boolean() }), 'Known or not'), ...adminErrors },
});
export const createListRoute = adminRoute({
  method: 'post',
  path: '/api/selzy/create-list',
  summary: 'Create a contact list',
  request: { body: body(z.object({ title: z.string().trim().min(1).max(200) })) },
  responses: { 200: json(z.object({ id: z.number(), title: z.string() }), 'The list'), ...adminErrors },
});
export const createFieldRoute = adminRoute({
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
export const validateSenderRoute = adminRoute({
  method: 'post',
  path: '/api/selzy/validate-sender',
  summary: 'Ask the provider to validate a sender address',
  request: { body: body(z.object({ email: z.email() })) },
  responses: { 200: json(Ok, 'Validated'), ...adminErrors },
});
export const createMessageRoute = adminRoute({
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
export const sendTestRoute = adminRoute({
  method: 'post',
  path: '/api/selzy/send-test-email',
  summary: 'Send a message to one address as a test',
  request: { body: body(z.object({ message_id: ListId, email: z.email() })) },
  responses: { 200: json(Ok, 'Sent'), ...adminErrors },
});
export const importRoute = adminRoute({
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
export const createCampaignRoute = adminRoute({
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
export const statusRoute = adminRoute({
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
export const statsRoute = adminRoute({
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
