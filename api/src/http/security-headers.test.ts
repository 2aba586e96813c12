import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { HSTS_VALUE, securityHeaders, securityOptionsFor } from './security-headers';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Record<string, string[]> {
  return Object.fromEntries<string[]>(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]): [string, string[]] => [name ?? '', values]),
  );
}

function appWith(options: Parameters<typeof securityHeaders>[0] = {}) {
  const app = new Hono();
  app.use('*', securityHeaders(options));
  app.get('*', (c) => c.html('<p>page</p>'));
  return app;
}

describe('securityHeaders', () => {
  it('gives the web app a policy whose scripts come from this origin only, and the usual headers', async () => {
    const res = await appWith().request('http://localhost/dashboard');
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('lets only the API reference run its inline start-up script', async () => {
    const res = await appWith().request('http://localhost/api/docs');
    expect(directives(res.headers.get('content-security-policy'))['script-src']).toEqual([
      "'self'",
      "'unsafe-inline'",
    ]);
  });

  it('sends HSTS only for https, a trusted proxy saying https, or when configured', async () => {
    const hsts = async (app: Hono, url: string, headers: Record<string, string> = {}) =>
      (await app.request(url, { headers })).headers.get('strict-transport-security');
    expect(await hsts(appWith(), 'http://localhost/')).toBeNull();
    expect(await hsts(appWith(), 'https://edgeboard.example/')).toBe(HSTS_VALUE);
    // The header is anyone's to send: only a trusted proxy's counts.
    expect(await hsts(appWith(), 'http://localhost/', { 'x-forwarded-proto': 'https' })).toBeNull();
    expect(
      await hsts(appWith({ trustProxy: true }), 'http://localhost/', { 'x-forwarded-proto': 'https' }),
    ).toBe(HSTS_VALUE);
    expect(await hsts(appWith({ hsts: 'always' }), 'http://localhost/')).toBe(HSTS_VALUE);
    expect(await hsts(appWith({ hsts: 'off' }), 'https://edgeboard.example/')).toBeNull();
  });

  it("adds hosted mode's Stripe.js and Supabase, and configured origins", () => {
    const hosted = securityOptionsFor({
      EDGEBOARD_MODE: 'hosted',
      SUPABASE_URL: 'https://abc.supabase.co/',
      CSP_SCRIPT_SOURCES: ['https://cdn.analytics.example'],
      CSP_CONNECT_SOURCES: [],
      TRUST_PROXY: true,
      HSTS: 'auto',
    });
    expect(hosted.scriptSrc).toEqual(['https://js.stripe.com', 'https://cdn.analytics.example']);
    expect(hosted.connectSrc).toEqual(['https://api.stripe.com', 'https://abc.supabase.co']);
    expect(hosted.frameSrc).toContain('https://js.stripe.com');
    const local = securityOptionsFor({
      EDGEBOARD_MODE: 'local',
      CSP_SCRIPT_SOURCES: [],
      CSP_CONNECT_SOURCES: [],
      TRUST_PROXY: false,
      HSTS: 'auto',
    });
    expect([local.scriptSrc, local.connectSrc, local.frameSrc]).toEqual([[], [], []]);
  });
});

describe('the app', () => {
  it("no longer lets inline scripts run on the web app's pages", async () => {
    const t = await createTestApp();
    try {
      for (const path of ['/', '/dashboard', '/api/health', '/dev/mail']) {
        const res = await t.get(path);
        const csp = directives(res.headers.get('content-security-policy'));
        expect(`${path}: ${csp['script-src']?.join(' ')}`).toBe(`${path}: 'self'`);
        expect(res.headers.get('strict-transport-security')).toBeNull();
      }
    } finally {
      await t.close();
    }
  });
});
