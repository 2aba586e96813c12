import { AuthApiError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { PASSWORD, signUpAs, SITE, startAuthServer } from './supabase-js.test-server';
import { opened } from '../testing/per-suite';

describe('supabase-js 2.x against the local auth stand-in: passwords and recovery', () => {
  const auth = opened(startAuthServer);

  it('rejects a wrong password as invalid_credentials and locks the address after five failures', async () => {
    const supabase = auth.client();
    await signUpAs(supabase, 'grace@example.com', 'Grace');
    for (let i = 0; i < 5; i += 1) {
      const { error } = await supabase.auth.signInWithPassword({
        email: 'grace@example.com',
        password: 'Wrong-Pass-1',
      });
      expect(error).toBeInstanceOf(AuthApiError);
      expect([error?.status, error?.code, error?.message]).toEqual([
        400,
        'invalid_credentials',
        'Invalid login credentials',
      ]);
    }
    const locked = await supabase.auth.signInWithPassword({ email: 'grace@example.com', password: PASSWORD });
    expect(locked.error?.status).toBe(429);
    expect(locked.error?.code).toBe('over_request_rate_limit');
    expect(locked.error?.message).toMatch(/Too many failed sign-in attempts.*15 minutes/);
  });

  it('recovers a password through the mailed link and the recovery session in the redirect fragment', async () => {
    const supabase = auth.client();
    await signUpAs(supabase, 'alan@example.com', 'Alan');
    const unknown = await supabase.auth.resetPasswordForEmail('nobody@example.com', {
      redirectTo: `${SITE}/reset-password`,
    });
    const known = await supabase.auth.resetPasswordForEmail('alan@example.com', {
      redirectTo: `${SITE}/reset-password`,
    });
    expect(unknown).toEqual(known);
    expect(known.error).toBeNull();
    expect(auth.mailer.sent.filter((m) => m.to === 'nobody@example.com')).toEqual([]);

    const link = auth.mailer.lastLinkTo('alan@example.com');
    expect(link.startsWith(`${auth.url}/auth/v1/verify?`)).toBe(true);
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(`${SITE}/reset-password`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(Number(fragment.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);

    // What the reset page does once supabase-js has picked the session out of the URL.
    const browser = auth.client();
    const recovered = await browser.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(recovered.error).toBeNull();
    expect(recovered.data.user?.email).toBe('alan@example.com');
    expect((await browser.auth.updateUser({ password: 'Recovered-Pass-7' })).error).toBeNull();
    expect(
      (
        await auth
          .client()
          .auth.signInWithPassword({ email: 'alan@example.com', password: 'Recovered-Pass-7' })
      ).error,
    ).toBeNull();
  });
});

describe('supabase-js 2.x with e-mail confirmation on', () => {
  const auth = opened(() => startAuthServer({ requireEmailConfirmation: true }));

  it('returns a user without a session, refuses sign-in until the mailed link is opened', async () => {
    const supabase = auth.client();
    const signUp = await signUpAs(supabase, 'ada@example.com', 'Ada');
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.email).toBe('ada@example.com');

    const early = await supabase.auth.signInWithPassword({ email: 'ada@example.com', password: PASSWORD });
    expect(early.error).toBeInstanceOf(AuthApiError);
    expect(early.error?.code).toBe('email_not_confirmed');

    const res = await fetch(auth.mailer.lastLinkTo('ada@example.com'), { redirect: 'manual' });
    expect(new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1)).get('type')).toBe(
      'signup',
    );
    const signIn = await supabase.auth.signInWithPassword({ email: 'ada@example.com', password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.email_confirmed_at).toBeTruthy();
  });
});
