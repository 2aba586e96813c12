// The sign-up path on the running app (issue #15): an address the auth service used to accept and the profile
// schema refused answered 500, left a profile row without an account and broke the admin user list; and the
// sign-up rate limit answered in the product's envelope, which supabase-js showed as raw JSON.
import { describe, expect, it } from 'vitest';
import { testAppPerTest } from '../testing/per-suite';

describe('POST /auth/v1/signup on the app', () => {
  const t = testAppPerTest();

  it.each(['<b>x</b>@example.com', 'аda@example.com', 'ada@example.com.'])(
    'refuses %s with 400, writes no profile, and the admin user list keeps working',
    async (email) => {
      const admin = await t.user('boss@example.com', { role: 'admin' });
      const res = await t.signUp(email);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_failed' });
      const list = await t.get('/api/admin/users', admin.headers);
      expect(list.status).toBe(200);
      expect(await t.repos.users.count()).toBe(1);
    },
  );

  it('creates the account, its profile and the sign_up activity together', async () => {
    const res = await t.signUp('newcomer@example.com');
    expect(res.status).toBe(200);
    const { user } = (await res.json()) as { user: { id: string } };
    expect(await t.repos.users.findById(user.id)).toMatchObject({ email: 'newcomer@example.com' });
  });

  it('answers user_already_exists, not a 500, for an address held by a profile without an account', async () => {
    // Such rows were left by the old non-transactional sign-up; the unique e-mail index refuses the new profile.
    await t.repos.users.create({
      id: '00000000-0000-4000-8000-0000000000aa',
      name: 'Orphan',
      email: 'orphan@example.com',
      role: 'free',
    });
    const res = await t.signUp('orphan@example.com');
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'user_already_exists' });
    expect(await t.repos.users.count()).toBe(1);
  });

  it("answers the sign-up rate limit in GoTrue's shape with Retry-After", async () => {
    let last: Response | undefined;
    for (let i = 0; i < 11; i += 1) last = await t.signUp(`fan${String(i)}@example.com`);
    expect(last?.status).toBe(429);
    expect(last?.headers.get('retry-after')).toBeTruthy();
    expect(await last?.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Too many sign-up attempts from this address. Please try again later.',
    });
  });
});
