// The mock's sessions and callers: JWT-shaped (unsigned) tokens that supabase-js only reads the claims of, the
// caller of a request, and GoTrue's and the API's refusals, shared by every subscriber handler.
import { SESSION_EXPIRED_MESSAGE, type SubscriptionState, type UserProfile } from '@edgeboard/domain';
import { ANONYMOUS_STATE } from '@edgeboard/application/props/pick-access';
import { HttpResponse } from 'msw';
import { z } from 'zod';
import { apiError } from './api-errors';
import { subscriptionOf, type DemoWorld } from './demo-world';

const TOKEN_TTL_SECONDS = 3600;

const b64url = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromB64url = (s: string) => atob(s.replace(/-/g, '+').replace(/_/g, '/'));

function accessToken(user: UserProfile): string {
  const exp = Math.floor(Date.now() / 1000) + TOKEN_TTL_SECONDS;
  const claims = { sub: user.id, email: user.email, role: 'authenticated', aud: 'authenticated', exp };
  return `${b64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${b64url(JSON.stringify(claims))}.mock`;
}

function userOfToken(w: DemoWorld, token: string | undefined): UserProfile | null {
  const payload = token?.split('.')[1];
  if (payload === undefined) return null;
  try {
    const claims = z.object({ sub: z.string(), exp: z.number() }).parse(JSON.parse(fromB64url(payload)));
    if (claims.exp * 1000 < Date.now()) return null;
    return w.users.find((u) => u.id === claims.sub) ?? null;
  } catch {
    return null;
  }
}

export function viewerOf(w: DemoWorld, request: Request): UserProfile | null {
  const header = request.headers.get('Authorization') ?? '';
  return userOfToken(w, header.startsWith('Bearer ') ? header.slice(7) : undefined);
}

/**
 * The API's viewer middleware (api/src/http/viewer.ts): no Authorization header is a signed-out caller, but a
 * header whose token is not one of this mock's live sessions is a 401, whatever the route.
 */
export function refusedToken(w: DemoWorld, request: Request): Response | undefined {
  const header = request.headers.get('Authorization');
  if (header === null) return undefined;
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (token === undefined) return unauthorized();
  return userOfToken(w, token) ? undefined : apiError(401, 'invalid_token', SESSION_EXPIRED_MESSAGE);
}

export function goTrueUser(user: UserProfile) {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.created_at,
    confirmed_at: user.created_at,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { name: user.name },
    identities: [],
    created_at: user.created_at,
    updated_at: user.created_at,
  };
}

export function session(user: UserProfile) {
  return {
    access_token: accessToken(user),
    token_type: 'bearer',
    expires_in: TOKEN_TTL_SECONDS,
    expires_at: Math.floor(Date.now() / 1000) + TOKEN_TTL_SECONDS,
    // The refresh token is the user's id: this mock keeps no session store.
    refresh_token: user.id,
    user: goTrueUser(user),
  };
}

const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024 = '2024-01-01';

/**
 * GoTrue's two error shapes, as the API's /auth/v1 (api/src/auth/auth.router.ts) answers them: a client that
 * sends X-Supabase-Api-Version 2024-01-01 or later (supabase-js 2.x always does) gets {code, message} and the
 * header echoed; an older one {code: status, error_code, msg}.
 */
export function authError(
  request: Request,
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
) {
  const version = request.headers.get(API_VERSION_HEADER) ?? '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(version) && version >= API_VERSION_2024) {
    return HttpResponse.json(
      { code, message, ...extra },
      { status, headers: { [API_VERSION_HEADER]: API_VERSION_2024, 'Cache-Control': 'no-store' } },
    );
  }
  return HttpResponse.json(
    { code: status, error_code: code, msg: message, ...extra },
    { status, headers: { 'Cache-Control': 'no-store' } },
  );
}

/** No session: the API's UnauthenticatedError (domain/src/errors.ts). */
export const unauthorized = () => apiError(401, 'unauthenticated', SESSION_EXPIRED_MESSAGE);

export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/** The caller's plan: a signed-out visitor has the free tier's. */
export function stateOf(w: DemoWorld, request: Request): SubscriptionState {
  const user = viewerOf(w, request);
  return user ? subscriptionOf(w, user) : ANONYMOUS_STATE;
}
