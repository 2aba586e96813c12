// Issue #30 item 14: reauthenticate, resend and signInWithOtp reached the app's own 404 (its envelope, no GoTrue
// code) because a Hono sub-app's notFound is not used once mounted. They now answer in GoTrue's shape: resend
// mails the confirmation again, the others give GoTrue's error for a disabled provider.
import { describe, expect, it } from 'vitest';
import { testAppPerTest } from '../testing/per-suite';

const VERSIONED = { 'content-type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' };

describe('GoTrue endpoints the stand-in does not offer, on the app', () => {
  const t = testAppPerTest();
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.request(`/auth/v1${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { ...VERSIONED, ...headers },
    });

  it('answers signInWithOtp with email_provider_disabled (magic links off) and phones with phone_provider_disabled', async () => {
    const email = await post('/otp', { email: 'ada@example.com', create_user: true });
    expect(email.status).toBe(422);
    expect(await email.json()).toEqual({
      code: 'email_provider_disabled',
      message: 'Login with magic link is disabled',
    });
    const phone = await post('/otp', { phone: '+15555550100' });
    expect([phone.status, ((await phone.json()) as { code: string }).code]).toEqual([
      400,
      'phone_provider_disabled',
    ]);
  });

  it('answers reauthenticate with otp_disabled for a signed-in user and no_authorization without a token', async () => {
    const ada = await t.user('ada@example.com');
    const signedIn = await t.app.request('/auth/v1/reauthenticate', {
      headers: { ...VERSIONED, ...ada.headers },
    });
    expect(signedIn.status).toBe(422);
    expect(await signedIn.json()).toMatchObject({ code: 'otp_disabled' });
    const anonymous = await t.app.request('/auth/v1/reauthenticate', { headers: VERSIONED });
    expect([anonymous.status, ((await anonymous.json()) as { code: string }).code]).toEqual([
      401,
      'no_authorization',
    ]);
  });

  it('answers resend for a confirmed address with 200 and nothing sent, and a bad type with validation_failed', async () => {
    await t.user('ada@example.com');
    const before = t.mailer.sent.length;
    const confirmed = await post('/resend', { type: 'signup', email: 'ada@example.com' });
    expect([confirmed.status, await confirmed.json()]).toEqual([200, {}]);
    expect(t.mailer.sent.length).toBe(before);
    const sms = await post('/resend', { type: 'sms', phone: '+15555550100' });
    expect(((await sms.json()) as { code: string }).code).toBe('phone_provider_disabled');
    const bad = await post('/resend', { type: 'nope', email: 'ada@example.com' });
    expect([bad.status, ((await bad.json()) as { code: string }).code]).toEqual([400, 'validation_failed']);
  });

  it('answers any other path under /auth/v1 with GoTrue 404 not_found', async () => {
    const res = await post('/factors', {});
    expect([res.status, await res.json()]).toEqual([404, { code: 'not_found', message: 'Not found' }]);
  });
});
