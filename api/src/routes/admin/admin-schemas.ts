// Schemas shared by the back-office route modules.
import { z, type RouteConfig } from '@hono/zod-openapi';
import { pageOf } from '@edgeboard/domain';
import {
  PathId as IdParam,
  jsonBody,
  ok,
  type adminGroup,
  type Doc,
  type ErrorStatus,
} from '../../http/route-group';

export { IdParam };
export const UserIdParam = z.object({ id: z.guid().openapi({ param: { name: 'id', in: 'path' } }) });

type AdminGroup = ReturnType<typeof adminGroup>;
type Query = NonNullable<NonNullable<RouteConfig['request']>['query']>;
type Body = Parameters<typeof jsonBody>[0];

// The back office's resources share their list, detail and edit routes' shape: one home for it, so each
// resource states only its summary, schemas and answer descriptions.

/** `GET <prefix>`: a page of items, with the resource's query (400 on a bad one). */
export const listRoute = <Q extends Query, T extends z.ZodType>(
  admin: AdminGroup,
  summary: Doc,
  query: Q,
  item: T,
  answer: string,
) => admin.get('', summary, { query }, ok(pageOf(item), answer), 400);

/** `GET <prefix>/{id}`: one item (404 when there is none). */
export const itemRoute = <T extends z.ZodType>(admin: AdminGroup, summary: Doc, item: T, answer: string) =>
  admin.get('/{id}', summary, { params: IdParam }, ok(item, answer), 404);

/** `PUT <prefix>/{id}`: an edit (400 on a bad body, 404 when there is no such item, plus `more`). */
export const editRoute = <B extends Body, T extends z.ZodType, E extends ErrorStatus = never>(
  admin: AdminGroup,
  summary: Doc,
  body: B,
  item: T,
  answer: string,
  ...more: E[]
) =>
  admin.put(
    '/{id}',
    summary,
    { params: IdParam, body: jsonBody(body) },
    ok(item, answer),
    ...([400, 404, ...more] as (400 | 404 | E)[]),
  );
