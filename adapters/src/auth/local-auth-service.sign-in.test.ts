import { expect, it } from 'vitest';
import { errorOf, PASSWORD, describeLocalAuth } from './local-auth-test-kit';

describeLocalAuth('LocalAuthService signs in with a password and locks out repeated failures', (h) => {
  const { service, signUp } = h;

  it('signs in with the password and rejects a wrong one as invalid_credentials', async () => {
    const auth = service();
    await signUp(auth);
    const session = await auth.signInWithPassword({ email: 'ADA@example.com', password: PASSWORD });
    expect(session.user.last_sign_in_at).toBe(h.clock.now().toISOString());
    const wrong = await errorOf(
      auth.signInWithPassword({ email: 'ada@example.com', password: 'Wrong-Pass-1' }),
    );
    expect([wrong.status, wrong.code, wrong.message]).toEqual([
      400,
      'invalid_credentials',
      'Invalid login credentials',
    ]);
    const unknown = await errorOf(
      auth.signInWithPassword({ email: 'nobody@example.com', password: PASSWORD }),
    );
    expect(unknown.code).toBe('invalid_credentials');
  });

  it('locks an address for 15 minutes after five failures within 15 minutes', async () => {
    const auth = service();
    await signUp(auth);
    for (let i = 0; i < 5; i += 1) {
      h.clock.advance(60_000);
      expect(
        (await errorOf(auth.signInWithPassword({ email: 'ada@example.com', password: 'nope-nope' }))).code,
      ).toBe('invalid_credentials');
    }
    const locked = await errorOf(auth.signInWithPassword({ email: 'ada@example.com', password: PASSWORD }));
    expect([locked.status, locked.code]).toEqual([429, 'over_request_rate_limit']);
    expect(locked.message).toBe(
      'Too many failed sign-in attempts for this email address. Please try again in 15 minutes.',
    );
    h.clock.advance(14 * 60_000);
    expect(
      (await errorOf(auth.signInWithPassword({ email: 'ada@example.com', password: PASSWORD }))).message,
    ).toMatch(/in 1 minute\.$/);
    h.clock.advance(60_000);
    await expect(
      auth.signInWithPassword({ email: 'ada@example.com', password: PASSWORD }),
    ).resolves.toHaveProperty('access_token');
    // A success wipes the count: four more failures do not lock.
    for (let i = 0; i < 4; i += 1)
      await errorOf(auth.signInWithPassword({ email: 'ada@example.com', password: 'nope-nope' }));
    await expect(
      auth.signInWithPassword({ email: 'ada@example.com', password: PASSWORD }),
    ).resolves.toHaveProperty('access_token');
  });

  it('locks the e-mail only for the address the failures came from, so the owner elsewhere still signs in', async () => {
    const auth = service();
    await signUp(auth);
    const from = (clientAddress: string, password: string) =>
      auth.signInWithPassword({ email: 'ada@example.com', password, clientAddress });
    for (let i = 0; i < 5; i += 1)
      expect((await errorOf(from('203.0.113.7', 'nope-nope'))).code).toBe('invalid_credentials');
    await expect(from('198.51.100.2', PASSWORD)).resolves.toHaveProperty('access_token');
    // The owner's success does not lift the stranger's lock, even with the right password.
    const locked = await errorOf(from('203.0.113.7', PASSWORD));
    expect([locked.status, locked.code]).toEqual([429, 'over_request_rate_limit']);
    // Nor do the stranger's failures count against the owner's address.
    for (let i = 0; i < 4; i += 1) await errorOf(from('198.51.100.2', 'nope-nope'));
    await expect(from('198.51.100.2', PASSWORD)).resolves.toHaveProperty('access_token');
  });

  it('does not lock when five failures are spread over more than 15 minutes', async () => {
    const auth = service();
    await signUp(auth);
    for (let i = 0; i < 5; i += 1) {
      await errorOf(auth.signInWithPassword({ email: 'ada@example.com', password: 'nope-nope' }));
      h.clock.advance(4 * 60_000);
    }
    await expect(
      auth.signInWithPassword({ email: 'ada@example.com', password: PASSWORD }),
    ).resolves.toHaveProperty('access_token');
  });
});
