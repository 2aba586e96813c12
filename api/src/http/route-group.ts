// The one way a route module declares its operations: a group fixes what its routes share (tags, bearer security,
// the error answers every route of it can give, a path prefix) so that each route states only what is its own.
// The OpenAPI document comes out as createRoute({ method, path, tags, summary, description, security, request,
// responses }) written in full would make it.
import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import { bearer, errors, json } from './openapi';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type ErrorStatus = keyof typeof errors;
type Request = NonNullable<RouteConfig['request']>;
type Answers = RouteConfig['responses'];
/** The summary, or the summary with a longer description. */
export type Doc = string | { summary: string; description: string };

/** A required JSON request body. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true as const,
  content: { 'application/json': { schema } },
});

/** What a delete answers. */
export const Deleted = z.object({ success: z.literal(true) });

/** A 200 answer in JSON, the usual success. */
export const ok = <T extends z.ZodType>(schema: T, description: string) => ({
  200: json(schema, description),
});

/** An `{id}` path parameter (a non-empty string of at most 100 characters), named for the OpenAPI document. */
export const PathId = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' } }),
});

export interface GroupOptions<G extends ErrorStatus> {
  /** Routes of the group need (or accept) a bearer token. */
  bearer?: boolean;
  /** Error answers every route of the group documents. */
  errors?: readonly G[];
  /** Prepended to each route's path. */
  prefix?: string;
}

export function routeGroup<G extends ErrorStatus = never, Pre extends string = ''>(
  tags: string[],
  options: GroupOptions<G> & { prefix?: Pre } = {},
) {
  const declare =
    <M extends Method>(method: M) =>
    <P extends string, Req extends Request, A extends Answers, E extends ErrorStatus = never>(
      path: P,
      doc: Doc,
      request: Req,
      answers: A,
      ...more: E[]
    ) => {
      const responses: Answers = { ...answers };
      for (const status of [...(options.errors ?? []), ...more]) responses[status] = errors[status];
      const text = typeof doc === 'string' ? { summary: doc } : doc;
      return createRoute({
        method,
        path: `${options.prefix ?? ''}${path}` as `${Pre}${P}`,
        tags,
        ...text,
        ...(options.bearer ? { security: bearer } : {}),
        request,
        responses: responses as A & Pick<typeof errors, G | E>,
      });
    };
  const get = declare('get');
  const del = declare('delete');
  return {
    get,
    post: declare('post'),
    put: declare('put'),
    patch: declare('patch'),
    delete: del,
    /** A GET that takes no input and answers one JSON schema (a list of everything, or the caller's own data). */
    read: <P extends string, T extends z.ZodType, E extends ErrorStatus = never>(
      path: P,
      doc: Doc,
      schema: T,
      answer: string,
      ...more: E[]
    ) => get(path, doc, {}, ok(schema, answer), ...more),
    /** `DELETE <prefix>/{id}`: answers `{ success: true }`, 404 when there is no such item (plus `more`). */
    deleteById: <E extends ErrorStatus = never>(doc: Doc, ...more: E[]) =>
      del('/{id}', doc, { params: PathId }, ok(Deleted, 'Deleted'), ...([404, ...more] as (404 | E)[])),
  };
}

/** The back office: bearer token, admins only (401 without a session, 403 for anyone else). */
export const adminGroup = <Pre extends string>(tag: string, prefix: Pre) =>
  routeGroup([`Admin: ${tag}`], { bearer: true, errors: [401, 403], prefix });
