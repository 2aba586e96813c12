// The local auth stand-in at /auth/v1, behind the same guards GoTrue has in front of it: NUL bytes refused and
// the per-address limits on sign-up, sign-in and recovery, every refusal in GoTrue's error shape (which
// supabase-js parses into a code the sign-up page can read). Mounted by the composition (server/create-app.ts),
// not by app.ts, so the HTTP layer never imports the auth adapter.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { authErrors } from '@edgeboard/adapters/auth/auth-error';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { AppServices } from '../http/app-services';
import { NUL_MESSAGE, refuseNulBytes } from '../http/nul-bytes';
import { recoverRateLimit, signInRateLimit, signupRateLimit } from '../routes/rate-limit.middleware';
import { sendError as sendAuthError, withAuthErrors } from './auth.router';

export function mountLocalAuth(
  app: OpenAPIHono<AppEnv>,
  router: Hono,
  s: Pick<AppServices, 'limiter' | 'env'>,
): void {
  const trustProxy = s.env.TRUST_PROXY;
  const limits = s.env.RATE_LIMITS;
  // The auth stand-in stores names and e-mails on PostgreSQL too: a NUL is refused in GoTrue's shape.
  app.use(
    '/auth/*',
    refuseNulBytes((c) => sendAuthError(c, authErrors.validation(NUL_MESSAGE))),
  );
  app.use('/auth/v1/signup', withAuthErrors(signupRateLimit(s.limiter, trustProxy, limits.signup)));
  app.use('/auth/v1/token', withAuthErrors(signInRateLimit(s.limiter, trustProxy, limits.signIn)));
  app.use('/auth/v1/recover', withAuthErrors(recoverRateLimit(s.limiter, trustProxy, limits)));
  app.route('/auth/v1', router);
}
