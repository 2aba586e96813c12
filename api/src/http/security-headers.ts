// Security headers on every answer: a Content-Security-Policy for the web app (scripts from this origin only,
// plus what Stripe.js and an analytics script on another origin need, by configuration), nosniff, a referrer
// policy, no framing, and HSTS when the request came over TLS.
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

export interface SecurityHeaderOptions {
  /** Origins allowed beyond this one, per directive (Stripe.js, Supabase, an analytics script's host). */
  scriptSrc?: readonly string[];
  connectSrc?: readonly string[];
  frameSrc?: readonly string[];
  /** Read X-Forwarded-Proto (set by a load balancer that terminates TLS); never trusted otherwise. */
  trustProxy?: boolean;
  /** 'auto': only on requests that came over https; 'always': TLS is terminated somewhere that does not say. */
  hsts?: 'auto' | 'always' | 'off';
}

/** What hosted mode's Stripe.js needs: its script, the frames it opens, the API it calls. */
export const STRIPE_SOURCES = {
  scriptSrc: ['https://js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
} as const;

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * The web app's policy. style-src keeps 'unsafe-inline': antd writes its styles at run time as <style>
 * elements (CSS-in-JS), React sets style attributes, and the prerendered landing page inlines its critical
 * CSS; a nonce would have to reach antd's style provider on every page render. Scripts, the real risk, get
 * no such allowance: the built app and the prerendered landing page load only module files from /assets.
 */
function appPolicy(o: SecurityHeaderOptions) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(o.scriptSrc ?? [])],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...(o.connectSrc ?? [])],
    frameSrc: o.frameSrc?.length ? [...o.frameSrc] : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** The API reference (/api/docs): Scalar's page starts itself with an inline script holding its settings. */
function docsPolicy() {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'unsafe-inline'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
  };
}

/** True when the request reached us (or the trusted proxy in front of us) over TLS. */
export function cameOverHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (!trustProxy) return false;
  return c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

export function securityHeaders(options: SecurityHeaderOptions = {}): MiddlewareHandler {
  const common = {
    // Set below, only where it means something (browsers ignore it over plain http, but a proxy might not).
    strictTransportSecurity: false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: true,
  } as const;
  const app = secureHeaders({ ...common, contentSecurityPolicy: appPolicy(options) });
  const docs = secureHeaders({ ...common, contentSecurityPolicy: docsPolicy() });
  const hsts = options.hsts ?? 'auto';
  return async (c, next) => {
    const headers = c.req.path === '/api/docs' ? docs : app;
    await headers(c, next);
    if (hsts === 'always' || (hsts === 'auto' && cameOverHttps(c, options.trustProxy ?? false)))
      c.res.headers.set('Strict-Transport-Security', HSTS_VALUE);
  };
}

/** The policy's additions for a mode: hosted mode's Stripe.js and Supabase, plus the configured origins. */
export function securityOptionsFor(env: {
  EDGEBOARD_MODE: 'local' | 'hosted';
  SUPABASE_URL?: string;
  CSP_SCRIPT_SOURCES: readonly string[];
  CSP_CONNECT_SOURCES: readonly string[];
  /** Proxies trusted in front of the server (env.ts), or whether one is. */
  TRUST_PROXY: boolean | number;
  HSTS: 'auto' | 'always' | 'off';
}): SecurityHeaderOptions {
  const hosted = env.EDGEBOARD_MODE === 'hosted';
  const supabase = hosted && env.SUPABASE_URL ? [new URL(env.SUPABASE_URL).origin] : [];
  return {
    scriptSrc: [...(hosted ? STRIPE_SOURCES.scriptSrc : []), ...env.CSP_SCRIPT_SOURCES],
    connectSrc: [...(hosted ? STRIPE_SOURCES.connectSrc : []), ...supabase, ...env.CSP_CONNECT_SOURCES],
    frameSrc: hosted ? STRIPE_SOURCES.frameSrc : [],
    trustProxy: env.TRUST_PROXY !== false && env.TRUST_PROXY !== 0,
    hsts: env.HSTS,
  };
}
