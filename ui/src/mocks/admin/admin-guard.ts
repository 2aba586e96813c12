// The admin guard every /api/admin route runs first (api/src/routes/admin/admin-guard.ts): 401 without a live
// session, 403 for anyone not admin. The session is the mock's own token, read from the Authorization header.
import type { UserProfile } from '@edgeboard/domain';
import { z } from 'zod';
import { apiError, invalid } from '@/mocks/api-errors';
import { demoWorld, type DemoWorld } from '@/mocks/demo-world';
import { bodyOf, queryOf } from './admin-http';

const fromB64url = (s: string) => atob(s.replace(/-/g, '+').replace(/_/g, '/'));

function adminOf(w: DemoWorld, request: Request): UserProfile | Response {
  const header = request.headers.get('Authorization') ?? '';
  const payload = header.startsWith('Bearer ') ? header.slice(7).split('.')[1] : undefined;
  let user: UserProfile | undefined;
  if (payload !== undefined) {
    try {
      const claims = z.object({ sub: z.string(), exp: z.number() }).parse(JSON.parse(fromB64url(payload)));
      if (claims.exp * 1000 >= Date.now()) user = w.users.find((u) => u.id === claims.sub);
    } catch {
      user = undefined;
    }
  }
  // A token that is not a live session is refused as the API's viewer middleware does (invalid_token); no
  // Authorization header at all is a signed-out caller.
  if (!user)
    return apiError(
      401,
      request.headers.has('Authorization') ? 'invalid_token' : 'unauthenticated',
      'Your session has expired. Please log in again to continue.',
    );
  if (user.role !== 'admin') return apiError(403, 'admin_only', 'This area is for administrators only.');
  return user;
}

type Params = Record<string, string | readonly string[] | undefined>;

export interface GuardedContext {
  request: Request;
  params: Params;
  w: DemoWorld;
  admin: UserProfile;
}

type Resolver = (ctx: GuardedContext) => Response | Promise<Response>;

/** Runs the admin guard first, as every /api/admin route does. */
export const guarded =
  (resolve: Resolver) =>
  ({ request, params }: { request: Request; params: Params }) => {
    const w = demoWorld();
    const admin = adminOf(w, request);
    if (admin instanceof Response) return admin;
    return resolve({ request, params, w, admin });
  };

/** Guarded, then the query string validated as the API does (a 400 naming the field) before `resolve`. */
export const guardedQuery = <S extends z.ZodType>(
  schema: S,
  resolve: (query: z.output<S>, ctx: GuardedContext) => Response | Promise<Response>,
) =>
  guarded((ctx) => {
    const query = schema.safeParse(queryOf(ctx.request));
    return query.success ? resolve(query.data, ctx) : invalid(query.error);
  });

/** Guarded, then the JSON body validated as the API does (a 400 naming the field) before `resolve`. */
export const guardedBody = <S extends z.ZodType>(
  schema: S,
  resolve: (body: z.output<S>, ctx: GuardedContext) => Response | Promise<Response>,
) =>
  guarded(async (ctx) => {
    const body = schema.safeParse(await bodyOf(ctx.request));
    return body.success ? resolve(body.data, ctx) : invalid(body.error);
  });

/** The full URL of an /api/admin path on the mocked back end. */
export type AdminPath = (path: string) => string;
