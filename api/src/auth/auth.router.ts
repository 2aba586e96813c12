import { AuthServiceError, authErrors } from '@edgeboard/adapters/auth/auth-error';
import type { LocalAuthService } from '@edgeboard/adapters/auth/local-auth-service';
import { RateLimitedError } from '@edgeboard/domain';
import { Hono } from 'hono';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { clientAddress, type TrustProxy } from '../routes/rate-limit.middleware';
import {
  LogoutQuery,
  OtpBody,
  PasswordGrantBody,
  RecoverBody,
  RefreshGrantBody,
  ResendBody,
  SignUpBody,
  TokenQuery,
  UpdateUserBody,
  VerifyBody,
  VerifyQuery,
} from './auth.schemas';

export {
  createJwksTokenVerifier,
  createLocalTokenVerifier,
  createRemoteTokenVerifier,
  TokenVerificationError,
} from '@edgeboard/adapters/auth/token-verifier';
export type {
  JwksTokenVerifier,
  TokenVerifier,
  VerifiedToken,
} from '@edgeboard/adapters/auth/token-verifier';

export interface AuthRouterOptions {
  /** Largest accepted request body; GoTrue requests are a few hundred bytes. */
  maxBodyBytes?: number;
  /** Where unexpected failures (answered with a 500) are reported. */
  reportError?: (error: unknown) => void;
  /** Read the caller's address from X-Forwarded-For (behind a load balancer), as the rate limits do. */
  trustProxy?: TrustProxy;
}

const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024 = '2024-01-01';

/**
 * The Supabase Auth (GoTrue) HTTP subset that supabase-js 2.x calls, served by the local auth service.
 * Mount it at /auth/v1: `app.route('/auth/v1', createAuthRouter(service))`.
 */
export function createAuthRouter(service: LocalAuthService, options: AuthRouterOptions = {}): Hono {
  const app = new Hono();

  app.use(
    '*',
    bodyLimit({
      maxSize: options.maxBodyBytes ?? 16 * 1024,
      onError: (c) =>
        sendError(c, new AuthServiceError(413, 'request_too_large', 'Request body is too large')),
    }),
  );
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });

  app.post('/signup', async (c) => {
    const body = await readBody(c, SignUpBody);
    const result = await service.signUp({
      email: body.email,
      password: body.password,
      data: body.data,
      redirectTo: c.req.query('redirect_to'),
    });
    return c.json(result);
  });

  app.post('/token', async (c) => {
    const { grant_type: grantType } = parse(TokenQuery, c.req.query());
    if (grantType === 'password') {
      const body = await readBody(c, PasswordGrantBody);
      // The lockout counts failures per e-mail and caller, so a stranger's guesses do not lock the owner out.
      const from = clientAddress(c, options.trustProxy ?? false);
      return c.json(await service.signInWithPassword({ ...body, clientAddress: from }));
    }
    const body = await readBody(c, RefreshGrantBody);
    return c.json(await service.refreshSession(body.refresh_token));
  });

  app.get('/user', async (c) => c.json(await service.getUser(bearer(c))));

  app.put('/user', async (c) => {
    const token = bearer(c);
    const body = await readBody(c, UpdateUserBody);
    return c.json(await service.updateUser(token, body));
  });

  app.post('/logout', async (c) => {
    const { scope } = parse(LogoutQuery, c.req.query());
    await service.logout(bearer(c), scope);
    return c.body(null, 204);
  });

  app.post('/recover', async (c) => {
    const body = await readBody(c, RecoverBody);
    await service.recover({ email: body.email, redirectTo: c.req.query('redirect_to') });
    return c.json({});
  });

  app.get('/verify', async (c) => {
    const query = parse(VerifyQuery, c.req.query());
    const location = await service.verifyLink({
      token: query.token,
      type: query.type,
      redirectTo: query.redirect_to,
    });
    return c.redirect(location, 303);
  });

  app.post('/verify', async (c) => {
    const body = await readBody(c, VerifyBody);
    const tokenHash = body.token_hash ?? body.token;
    // Six-digit e-mail codes are never issued here; only the hashed token of a mailed link verifies.
    if (tokenHash === undefined || body.email !== undefined) {
      throw new AuthServiceError(403, 'otp_expired', 'Token has expired or is invalid');
    }
    return c.json(await service.verifyTokenHash({ tokenHash, type: body.type }));
  });

  app.get('/.well-known/jwks.json', async (c) => {
    c.header('Cache-Control', 'public, max-age=600');
    return c.json(await service.jwks());
  });

  app.get('/settings', async (c) => c.json(await service.settings()));

  // GoTrue's endpoints the stand-in does not offer answer GoTrue's error for a disabled provider, so supabase-js
  // gives the page a code (they reached the app's own 404 envelope before).
  app.post('/otp', async (c) => {
    const body = await readBody(c, OtpBody);
    if (body.email !== undefined)
      throw new AuthServiceError(422, 'email_provider_disabled', 'Login with magic link is disabled');
    if (body.phone !== undefined)
      throw new AuthServiceError(400, 'phone_provider_disabled', 'Unsupported phone provider');
    throw authErrors.validation('One of email or phone must be set');
  });

  app.post('/resend', async (c) => {
    const body = await readBody(c, ResendBody);
    if (body.type === 'sms' || body.type === 'phone_change')
      throw new AuthServiceError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    if (body.type === 'signup') {
      if (body.email === undefined) throw authErrors.validation('Type provided requires an email address');
      await service.resendConfirmation({ email: body.email, redirectTo: c.req.query('redirect_to') });
    }
    // email_change: the stand-in never changes addresses, so none is pending (GoTrue answers {} then).
    return c.json({});
  });

  app.get('/reauthenticate', async (c) => {
    await service.getUser(bearer(c));
    throw new AuthServiceError(
      422,
      'otp_disabled',
      'Reauthentication codes are not sent by this auth service',
    );
  });

  // A mounted Hono app's notFound is never called (the parent's is); a catch-all route is.
  app.all('*', (c) => sendError(c, new AuthServiceError(404, 'not_found', 'Not found')));
  app.notFound((c) => sendError(c, new AuthServiceError(404, 'not_found', 'Not found')));

  app.onError((error, c) => {
    if (error instanceof AuthServiceError) return sendError(c, error);
    if (options.reportError) options.reportError(error);
    else console.error('[auth] unexpected failure', error);
    return sendError(
      c,
      new AuthServiceError(
        500,
        'unexpected_failure',
        'Unexpected failure, please check server logs for more information',
      ),
    );
  });

  return app;
}

/**
 * Wraps a middleware mounted in front of the auth routes (the sign-up rate limit) so its 429 reaches
 * supabase-js in GoTrue's shape: `over_request_rate_limit` as AuthApiError.code, the message readable, and
 * Retry-After kept. The product's own error envelope would reach the page as raw JSON.
 */
export function withAuthErrors(middleware: MiddlewareHandler): MiddlewareHandler {
  return async (c, next) => {
    try {
      return await middleware(c, next);
    } catch (error) {
      if (error instanceof RateLimitedError)
        return sendError(c, authErrors.overRequestRateLimit(error.message));
      throw error;
    }
  };
}

/**
 * GoTrue's two error shapes: clients that send X-Supabase-Api-Version 2024-01-01 or later (supabase-js
 * 2.x always does) get {code: 'error_code', message} and the header echoed; older ones get
 * {code: status, error_code, msg}.
 */
export function sendError(c: Context, error: AuthServiceError): Response {
  const status = error.status as ContentfulStatusCode;
  const weak = error.weakPasswordReasons ? { weak_password: { reasons: error.weakPasswordReasons } } : {};
  c.header('Cache-Control', 'no-store');
  c.header('x-sb-error-code', error.code);
  if (requestedApiVersion(c) >= API_VERSION_2024) {
    c.header(API_VERSION_HEADER, API_VERSION_2024);
    return c.json({ code: error.code, message: error.message, ...weak }, status);
  }
  return c.json({ code: error.status, error_code: error.code, msg: error.message, ...weak }, status);
}

function requestedApiVersion(c: Context): string {
  const value = c.req.header(API_VERSION_HEADER) ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
}

function bearer(c: Context): string | undefined {
  const header = c.req.header('Authorization');
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AuthServiceError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  return parse(schema, body);
}

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const message = issue?.message ?? 'Invalid request';
  throw new AuthServiceError(400, 'validation_failed', field ? `${field}: ${message}` : message);
}
