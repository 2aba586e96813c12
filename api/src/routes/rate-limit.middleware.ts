// Per-client limits on the public write endpoints (subscribe, register, contact, sign-up, sign-in, password
// recovery, page views, checkout) and on the public record's reads (its page and its export). Counters live behind the RateLimiter port (in process by default, on the
// injected clock; a shared store when the API runs as several instances).
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import { RateLimitedError, type RateLimiter } from '@edgeboard/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  /** The counter's key, e.g. `contact:${clientAddress(c)}`; undefined lets the request through uncounted. */
  key: (c: Context) => string | undefined | Promise<string | undefined>;
  message?: string;
}

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a moment and try again.';

/** Answers 429 (the error envelope, with Retry-After) once a key has used up its window. */
export function rateLimit(limiter: RateLimiter, options: RateLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const key = await options.key(c);
    const verdict = key === undefined ? null : await limiter.hit(key, options.limit, options.windowMs);
    if (verdict && !verdict.allowed) {
      c.header('Retry-After', String(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))));
      throw new RateLimitedError(verdict.retryAfterMs, options.message ?? RATE_LIMITED_MESSAGE);
    }
    await next();
  };
}

/**
 * How far to trust X-Forwarded-For: false (or 0) never, the socket's address counts; true is one proxy (a load
 * balancer in front of the server), a number that many proxies in a row (a CDN in front of the load balancer).
 */
export type TrustProxy = boolean | number;

/** The number of proxies in front of the server whose X-Forwarded-For entries are theirs, not the client's. */
export function trustedHops(trust: TrustProxy | undefined): number {
  if (trust === true) return 1;
  if (trust === false || trust === undefined) return 0;
  return trust;
}

/** Some balancers append `address:port` (`[v6]:port` for IPv6): the counter keys on the address alone. */
function withoutPort(entry: string): string {
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  if (v4?.[1]) return v4[1];
  const v6 = /^\[([0-9a-fA-F:.]+)\](?::\d+)?$/.exec(entry);
  return v6?.[1] ?? entry;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not served by the Node adapter (tests call app.request directly): all callers share one counter.
    return 'unknown';
  }
}

/**
 * The caller's address. Each proxy appends the address it was reached from to X-Forwarded-For, so behind `hops`
 * trusted proxies the client is the entry that many places from the right (the one the first proxy wrote); what
 * stands left of it the client wrote itself and can forge, the flaw of reading the first entry (issue #30 item
 * 4). A chain shorter than the hops gives its left-most entry; an entry that is no IP address, or no header,
 * gives the socket's address. Not trusting the proxy, the socket's address, so a client cannot pick its own
 * counter by sending the header.
 */
export function clientAddress(c: Context, trustProxy: TrustProxy = false): string {
  const hops = trustedHops(trustProxy);
  if (hops > 0) {
    const chain = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const entry = withoutPort(chain[Math.max(0, chain.length - hops)] ?? '');
    if (isIP(entry) !== 0) return entry;
  }
  return socketAddress(c);
}

export interface Limit {
  limit: number;
  windowMs: number;
}

export interface PerAddressOptions {
  trustProxy?: TrustProxy;
  /** Which requests count against the address (by default its POSTs; the rest pass uncounted). */
  counts?: (c: Context) => boolean;
  message?: string;
}

const isPost = (c: Context) => c.req.method === 'POST';

/** Counts each client address under its own key, `<name>:<address>`: the limit every public write applies. */
export function perAddressLimit(
  limiter: RateLimiter,
  name: string,
  limit: Limit,
  { trustProxy = false, counts = isPost, message }: PerAddressOptions = {},
): MiddlewareHandler {
  return rateLimit(limiter, {
    ...limit,
    key: (c) => (counts(c) ? `${name}:${clientAddress(c, trustProxy)}` : undefined),
    message,
  });
}

/**
 * The limits this product applies, per client address unless named otherwise. Generous for people (a browser
 * tab, the e2e journeys that all come from 127.0.0.1), tight for scripts: sign-in follows Supabase's own
 * default (30 per 5 minutes per address), recovery mails are few per inbox.
 */
export const PUBLIC_WRITE_LIMITS = {
  subscribe: { limit: 5, windowMs: 60_000 },
  contact: { limit: 5, windowMs: 10 * 60_000 },
  signup: { limit: 10, windowMs: 60 * 60_000 },
  /** Password sign-ins, whatever the e-mail (the per-e-mail lockout is the auth service's). */
  signIn: { limit: 30, windowMs: 5 * 60_000 },
  recover: { limit: 10, windowMs: 60 * 60_000 },
  /** Recovery mails to one address, whoever asks. */
  recoverEmail: { limit: 3, windowMs: 60 * 60_000 },
  pageView: { limit: 120, windowMs: 60_000 },
  checkout: { limit: 10, windowMs: 10 * 60_000 },
  /** GET /api/performance/record: public reads of the track record, a page per filter change. */
  record: { limit: 120, windowMs: 60_000 },
  /** GET /api/performance/export: the public record's whole file, a download now and then. */
  recordExport: { limit: 10, windowMs: 60_000 },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof PUBLIC_WRITE_LIMITS;
export type RateLimits = Record<LimitName, Limit>;

/**
 * RATE_LIMITS overrides, `name=limit/windowSeconds` separated by commas (`signIn=100/300,pageView=600/60`).
 * Throws on an unknown name or a malformed entry, naming it.
 */
export function parseRateLimits(spec: string | undefined): RateLimits {
  const limits: RateLimits = { ...PUBLIC_WRITE_LIMITS };
  for (const entry of (spec ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const match = /^(\w+)=(\d+)\/(\d+)$/.exec(entry);
    const name = match?.[1];
    if (!match || !name || !(name in PUBLIC_WRITE_LIMITS))
      throw new Error(
        `"${entry}" is not name=limit/windowSeconds with a name among ${Object.keys(PUBLIC_WRITE_LIMITS).join(', ')}`,
      );
    const windowSeconds = Number(match[3]);
    if (windowSeconds < 1) throw new Error(`"${entry}": the window is at least 1 second`);
    limits[name as LimitName] = { limit: Number(match[2]), windowMs: windowSeconds * 1000 };
  }
  return limits;
}

/**
 * The sign-up limit, ready to mount on POST /auth/v1/signup. This and the other auth stand-in limits throw
 * RateLimitedError like the rest; app.ts wraps them in withAuthErrors (auth.router), which answers GoTrue's
 * error shape so supabase-js reads `over_request_rate_limit`.
 */
export function signupRateLimit(
  limiter: RateLimiter,
  trustProxy: TrustProxy = false,
  limit: Limit = PUBLIC_WRITE_LIMITS.signup,
): MiddlewareHandler {
  return perAddressLimit(limiter, 'signup', limit, {
    trustProxy,
    message: 'Too many sign-up attempts from this address. Please try again later.',
  });
}

/**
 * POST /auth/v1/token with grant_type=password: one address spraying passwords across many e-mails (refresh
 * grants carry an unguessable token and are not counted).
 */
export function signInRateLimit(
  limiter: RateLimiter,
  trustProxy: TrustProxy = false,
  limit: Limit = PUBLIC_WRITE_LIMITS.signIn,
): MiddlewareHandler {
  return perAddressLimit(limiter, 'sign-in', limit, {
    trustProxy,
    counts: (c) => isPost(c) && c.req.query('grant_type') === 'password',
    message: 'Too many sign-in attempts from this address. Please try again in a few minutes.',
  });
}

/** The e-mail a recovery request names, normalised; undefined when the body has none (the router answers 400). */
async function recoveryEmail(c: Context): Promise<string | undefined> {
  try {
    // A clone: the auth router (and its own body limit) read the original stream after this.
    const body: unknown = await c.req.raw.clone().json();
    const email = (body as { email?: unknown } | null)?.email;
    return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/** POST /auth/v1/recover: per address (one client flooding) and per target e-mail (one inbox flooded). */
export function recoverRateLimit(
  limiter: RateLimiter,
  trustProxy: TrustProxy = false,
  limits: Pick<RateLimits, 'recover' | 'recoverEmail'> = PUBLIC_WRITE_LIMITS,
): MiddlewareHandler {
  const perAddress = perAddressLimit(limiter, 'recover', limits.recover, {
    trustProxy,
    message: 'Too many password-reset requests from this address. Please try again later.',
  });
  const perEmail = rateLimit(limiter, {
    ...limits.recoverEmail,
    key: async (c) => {
      if (!isPost(c)) return undefined;
      const email = await recoveryEmail(c);
      return email === undefined ? undefined : `recover-email:${email}`;
    },
    message:
      'A password-reset e-mail was sent to this address several times already. Please check your inbox or try again later.',
  });
  return every(perAddress, perEmail);
}
