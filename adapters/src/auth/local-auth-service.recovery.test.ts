import { expect, it } from 'vitest';
import { errorOf, PUBLIC, SITE, describeLocalAuth } from './local-auth-test-kit';

describeLocalAuth('LocalAuthService mails recovery links and opens them', (h) => {
  const { service, signUp } = h;

  it('mails a recovery link only to known addresses and the link yields a recovery session', async () => {
    const auth = service();
    await signUp(auth);
    await expect(auth.recover({ email: 'nobody@example.com' })).resolves.toBeUndefined();
    expect(h.mailer.sent).toEqual([]);
    await auth.recover({ email: 'ada@example.com', redirectTo: `${SITE}/reset-password` });
    expect(h.mailer.sent).toHaveLength(1);
    expect(h.mailer.sent[0]?.subject).toBe('Reset your EdgeBoard password');
    const link = new URL(h.mailer.lastLinkTo('ada@example.com'));
    expect(link.origin + link.pathname).toBe(`${PUBLIC}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(`${SITE}/reset-password`);

    const redirect = await auth.verifyLink({
      token: link.searchParams.get('token')!,
      type: 'recovery',
      redirectTo: link.searchParams.get('redirect_to')!,
    });
    const target = new URL(redirect);
    expect(target.origin + target.pathname).toBe(`${SITE}/reset-password`);
    const fragment = new URLSearchParams(target.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');
    const accessToken = fragment.get('access_token')!;
    await auth.updateUser(accessToken, { password: 'Recovered-Pass-7' });
    await expect(
      auth.signInWithPassword({ email: 'ada@example.com', password: 'Recovered-Pass-7' }),
    ).resolves.toHaveProperty('access_token');
    expect(h.signIns).toContain('ada@example.com:otp');

    const again = new URL(
      await auth.verifyLink({ token: link.searchParams.get('token')!, type: 'recovery' }),
    );
    expect(again.origin).toBe(SITE);
    expect(new URLSearchParams(again.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  // Issue #30 item 13: a second request within the minute said "sent" and sent nothing; hosted answers 429.
  it('refuses a second request within a minute with 429 over_email_send_rate_limit, as hosted does', async () => {
    const auth = service();
    await signUp(auth);
    await auth.recover({ email: 'ada@example.com' });
    h.clock.advance(15_000);
    const again = await errorOf(auth.recover({ email: 'ada@example.com' }));
    expect([again.status, again.code, again.message]).toEqual([
      429,
      'over_email_send_rate_limit',
      'For security purposes, you can only request this after 45 seconds.',
    ]);
    expect(h.mailer.sent).toHaveLength(1);
    h.clock.advance(45_000);
    await auth.recover({ email: 'ada@example.com' });
    expect(h.mailer.sent).toHaveLength(2);
  });

  it('sends a fresh recovery link after a minute, which replaces the earlier one', async () => {
    const auth = service();
    await signUp(auth);
    await auth.recover({ email: 'ada@example.com' });
    const older = new URL(h.mailer.lastLinkTo('ada@example.com')).searchParams.get('token')!;
    h.clock.advance(61_000);
    await auth.recover({ email: 'ada@example.com' });
    expect(h.mailer.sent).toHaveLength(2);
    const newer = new URL(h.mailer.lastLinkTo('ada@example.com'));
    expect(newer.searchParams.get('redirect_to')).toBe(`${SITE}/reset-password`);
    const stale = new URL(await auth.verifyLink({ token: older, type: 'recovery' }));
    expect(new URLSearchParams(stale.hash.slice(1)).get('error_code')).toBe('otp_expired');
    const fresh = new URL(
      await auth.verifyLink({ token: newer.searchParams.get('token')!, type: 'recovery' }),
    );
    expect(new URLSearchParams(fresh.hash.slice(1)).get('type')).toBe('recovery');
  });

  it('refuses an expired recovery link and never redirects to a foreign origin', async () => {
    const auth = service();
    await signUp(auth);
    await auth.recover({ email: 'ada@example.com', redirectTo: 'https://evil.example/steal' });
    const link = new URL(h.mailer.lastLinkTo('ada@example.com'));
    expect(link.searchParams.get('redirect_to')).toBe(`${SITE}/reset-password`);
    h.clock.advance(61 * 60_000);
    const redirect = new URL(
      await auth.verifyLink({
        token: link.searchParams.get('token')!,
        type: 'recovery',
        redirectTo: 'https://evil.example/',
      }),
    );
    expect(redirect.origin).toBe(SITE);
    expect(new URLSearchParams(redirect.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });
});
