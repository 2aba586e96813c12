// The dev mock's /auth/v1: the GoTrue subset supabase-js calls, over the demo world's users (sessions are
// JWT-shaped tokens, see session.ts).
import { normalizeEmail, passwordRuleProblems, type UserProfile } from '@edgeboard/domain';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { demoWorld } from './demo-world';
import { authError, goTrueUser, session, viewerOf } from './session';

export function authMockHandlers(base: string) {
  return [
    http.post(`${base}/auth/v1/token`, async ({ request }) => {
      const w = demoWorld();
      const grant = new URL(request.url).searchParams.get('grant_type');
      const body = z.record(z.string(), z.unknown()).parse(await request.json());
      if (grant === 'refresh_token') {
        const user = w.users.find((u) => u.id === body.refresh_token);
        return user
          ? HttpResponse.json(session(user))
          : authError(
              request,
              400,
              'refresh_token_not_found',
              'Invalid Refresh Token: Refresh Token Not Found',
            );
      }
      const email = typeof body.email === 'string' ? body.email.toLowerCase() : '';
      const user = w.users.find((u) => u.email.toLowerCase() === email);
      if (!user || w.passwords.get(email) !== body.password)
        return authError(request, 400, 'invalid_credentials', 'Invalid login credentials');
      return HttpResponse.json(session(user));
    }),
    http.post(`${base}/auth/v1/signup`, async ({ request }) => {
      const w = demoWorld();
      const body = z
        .object({
          email: z.string(),
          password: z.string(),
          data: z.record(z.string(), z.unknown()).optional(),
        })
        .parse(await request.json());
      // The server's rules (domain/rules/credentials), so the mock refuses what the stand-in refuses; the
      // common-password list stays on the server.
      const email = normalizeEmail(body.email);
      if (email === null)
        return authError(
          request,
          400,
          'validation_failed',
          'Unable to validate email address: invalid format',
        );
      const reasons = passwordRuleProblems(body.password);
      if (reasons.length > 0)
        return authError(request, 422, 'weak_password', 'Password is too weak.', {
          weak_password: { reasons },
        });
      if (w.passwords.has(email))
        return authError(request, 422, 'user_already_exists', 'User already registered');
      const name = typeof body.data?.name === 'string' ? body.data.name : email;
      const user: UserProfile = {
        id: crypto.randomUUID(),
        name,
        email,
        role: 'free',
        created_at: new Date().toISOString(),
      };
      w.users.push(user);
      w.passwords.set(email, body.password);
      // Confirmed at once: there is no mailbox in the mock.
      return HttpResponse.json(session(user));
    }),
    http.get(`${base}/auth/v1/user`, ({ request }) => {
      const user = viewerOf(demoWorld(), request);
      return user ? HttpResponse.json(goTrueUser(user)) : authError(request, 401, 'bad_jwt', 'invalid JWT');
    }),
    http.put(`${base}/auth/v1/user`, async ({ request }) => {
      const w = demoWorld();
      const user = viewerOf(w, request);
      if (!user) return authError(request, 401, 'bad_jwt', 'invalid JWT');
      const body = z.object({ password: z.string().optional() }).parse(await request.json());
      if (body.password !== undefined) w.passwords.set(user.email.toLowerCase(), body.password);
      return HttpResponse.json(goTrueUser(user));
    }),
    http.post(`${base}/auth/v1/logout`, () => new HttpResponse(null, { status: 204 })),
    http.post(`${base}/auth/v1/recover`, () => HttpResponse.json({})),
  ];
}
