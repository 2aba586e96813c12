// Per-client limits on the public write endpoints (subscribe, register, contact, sign-up). Counters live behind
// the RateLimiter port: in process by default, a shared store when the API runs as several instances.
import { getConnInfo } from '@hono/node-server/conninfo';
import { RateLimitedError, type RateLimiter } from '@edgeboard/domain';
import type { Context, MiddlewareHandler } from 'hono';

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  /** The counter's key, e.g. `contact:${clientAddress(c)}`. */
  key: (c: Context) => string;
  message?: string;
}

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/** Answers 429 (the error envelope, with Retry-After) once a key has used up its window. */
export function rateLimit(limiter: RateLimiter, options: RateLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const verdict = await limiter.hit(options.key(c), options.limit, options.windowMs);
    if (!verdict.allowed) {
      c.header('Retry-After', String(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))));
      throw new RateLimitedError(verdict.retryAfterMs, options.message ?? RATE_LIMITED_MESSAGE);
    }
    await next();
  };
}

/**
 * The caller's address. Behind a load balancer (`trustProxy`), the first X-Forwarded-For entry; otherwise the
 * socket's address, so a client cannot pick its own counter by sending the header.
 */
export function clientAddress(c: Context, trustProxy = false): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not served by the Node adapter (tests call app.request directly): all callers share one counter.
    return 'unknown';
  }
}

/** The limits this product applies per client address. */
export const PUBLIC_WRITE_LIMITS = {
  subscribe: { limit: 5, windowMs: 60_000 },
  register: { limit: 5, windowMs: 60_000 },
  contact: { limit: 5, windowMs: 10 * 60_000 },
  signup: { limit: 10, windowMs: 60 * 60_000 },
} as const;

/** The sign-up limit, ready to mount on POST /auth/v1/signup. */
export function signupRateLimit(limiter: RateLimiter, trustProxy = false): MiddlewareHandler {
  return rateLimit(limiter, {
    ...PUBLIC_WRITE_LIMITS.signup,
    key: (c) => `signup:${clientAddress(c, trustProxy)}`,
    message: 'Too many sign-up attempts from this address. Please try again later.',
  });
}
