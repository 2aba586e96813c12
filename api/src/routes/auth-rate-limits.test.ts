// Per-address limits in front of the auth stand-in, as app.ts mounts them: password sign-ins sprayed across
// e-mails, and password-reset mails flooded at an inbox, met no limit at all before.
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../testing/test-app';
import { PUBLIC_WRITE_LIMITS } from './rate-limit.middleware';
import { testAppPerTest } from '../testing/per-suite';

const t = testAppPerTest();

/** A request arriving on a socket from `address`, as @hono/node-server hands it over. */
function from(address: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return t.app.request(
    path,
    {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    },
    { incoming: { socket: { remoteAddress: address } } },
  );
}

const signIn = (address: string, email: string, headers?: Record<string, string>) =>
  from(address, '/auth/v1/token?grant_type=password', { email, password: 'Wrong-Pass-1!' }, headers);

describe('POST /auth/v1/token (password) per client address', () => {
  it('answers 429 in GoTrue shape once one address has tried too many e-mails', async () => {
    const { limit, windowMs } = PUBLIC_WRITE_LIMITS.signIn;
    const statuses: number[] = [];
    // The report sprayed 60 e-mails (60 x 400); a few past the limit show the same (each attempt hashes).
    for (let i = 0; i < limit + 5; i++)
      statuses.push((await signIn('198.51.100.7', `spray${i}@x.dev`)).status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(limit);
    expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);

    // Both GoTrue shapes carry the code supabase-js reads (`code` with the version header, else error_code).
    const modern = await signIn('198.51.100.7', 'one-more@x.dev', { 'X-Supabase-Api-Version': '2024-01-01' });
    expect(modern.status).toBe(429);
    expect(modern.headers.get('retry-after')).toBe(String(windowMs / 1000));
    expect(await modern.json()).toMatchObject({ code: 'over_request_rate_limit' });
    const legacy = await signIn('198.51.100.7', 'one-more@x.dev');
    expect(await legacy.json()).toMatchObject({ code: 429, error_code: 'over_request_rate_limit' });

    // Another address is not affected; the window ends on the injected clock.
    expect((await signIn('203.0.113.5', 'someone@x.dev')).status).toBe(400);
    t.clock.set(new Date(t.clock.now().getTime() + windowMs));
    expect((await signIn('198.51.100.7', 'spray0@x.dev')).status).toBe(400);
  });

  it('does not count refresh grants, so a signed-in tab keeps its session', async () => {
    await t.user('stays@x.dev');
    const session = (await (
      await from('198.51.100.8', '/auth/v1/token?grant_type=password', {
        email: 'stays@x.dev',
        password: TEST_PASSWORD,
      })
    ).json()) as { refresh_token: string };
    for (let i = 0; i < PUBLIC_WRITE_LIMITS.signIn.limit; i++) await signIn('198.51.100.8', `x${i}@x.dev`);
    const refreshed = await from('198.51.100.8', '/auth/v1/token?grant_type=refresh_token', {
      refresh_token: session.refresh_token,
    });
    expect(refreshed.status).toBe(200);
  });
});

describe('POST /auth/v1/recover', () => {
  const recover = (address: string, email: string) => from(address, '/auth/v1/recover', { email });

  it('limits the mails one inbox receives, whichever addresses ask', async () => {
    await t.user('victim@x.dev');
    const { limit } = PUBLIC_WRITE_LIMITS.recoverEmail;
    const statuses: number[] = [];
    // A minute apart: within one, the auth service itself refuses a second mail (over_email_send_rate_limit).
    for (let i = 0; i < 25; i++) {
      statuses.push((await recover(`198.51.100.${i + 1}`, ' Victim@X.dev ')).status);
      t.clock.set(new Date(t.clock.now().getTime() + 61_000));
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
    expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);
    expect(t.mailer.sent.filter((m) => m.to === 'victim@x.dev')).toHaveLength(limit);
  });

  it('limits one address asking for many inboxes', async () => {
    const { limit } = PUBLIC_WRITE_LIMITS.recover;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 5; i++)
      statuses.push((await recover('192.0.2.44', `inbox${i}@x.dev`)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
    const limited = await recover('192.0.2.44', 'another@x.dev');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
    expect(await limited.json()).toMatchObject({ error_code: 'over_request_rate_limit' });
  });

  it('still lets the auth router refuse a body without an e-mail', async () => {
    expect((await from('192.0.2.50', '/auth/v1/recover', { nope: true })).status).toBe(400);
  });
});
