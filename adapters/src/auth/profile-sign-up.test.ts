// Issue #15, item 0a: a sign-up is all or nothing on both engines. Before, an address the profile schema refused
// left a profile row without an account, and from then on every read of the user list failed.
import { beforeEach, expect, it } from 'vitest';
import { SqlUserRepository } from '../sql/repositories/user-repository';
import { describeEachEngine } from '../sql/test-engines';
import { AuthServiceError } from './auth-error';
import { LocalAuthService } from './local-auth-service';
import { profileSignUpTransaction } from './profile-sign-up';
import { SqlAuthStore } from './sql-auth-store';
import { ManualClock, OutboxMailer, TEST_SECRET_KEY } from './testing';

const PASSWORD = 'Correct-Horse-9';

describeEachEngine('sign-up with its profile in one transaction', (getDb) => {
  let notified: string[];

  const service = () => {
    const db = getDb();
    return new LocalAuthService({
      secretKey: TEST_SECRET_KEY,
      store: new SqlAuthStore(db),
      clock: new ManualClock(),
      mailer: new OutboxMailer(),
      publicUrl: 'http://localhost:8787',
      siteUrl: 'http://localhost:8787',
      inTransaction: profileSignUpTransaction(db, () => Promise.resolve('free')),
      hooks: {
        afterUserCreated: (user) => {
          notified.push(user.email);
          return Promise.resolve();
        },
      },
    });
  };
  const count = async (table: 'users' | 'auth_users' | 'user_activity') =>
    (await getDb().selectFrom(table).select('id').execute()).length;

  beforeEach(async () => {
    notified = [];
    for (const table of [
      'user_activity',
      'users',
      'auth_refresh_tokens',
      'auth_sessions',
      'auth_users',
    ] as const)
      await getDb().deleteFrom(table).execute();
  });

  it('writes the auth user, the profile and the sign_up activity together', async () => {
    const session = await service().signUp({
      email: 'Ada@Example.com',
      password: PASSWORD,
      data: { name: 'Ada' },
    });
    expect('access_token' in session).toBe(true);
    expect(await new SqlUserRepository(getDb()).findByEmail('ada@example.com')).toMatchObject({
      name: 'Ada',
      role: 'free',
    });
    expect([await count('auth_users'), await count('users'), await count('user_activity')]).toEqual([
      1, 1, 1,
    ]);
    expect(notified).toEqual(['ada@example.com']);
  });

  it.each(['<b>x</b>@example.com', 'аda@example.com', 'ada@example.com.'])(
    'refuses %s with a 400 and writes nothing; the user list still reads',
    async (email) => {
      const refused = await service()
        .signUp({ email, password: PASSWORD })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AuthServiceError);
      expect([(refused as AuthServiceError).status, (refused as AuthServiceError).code]).toEqual([
        400,
        'validation_failed',
      ]);
      expect([await count('auth_users'), await count('users')]).toEqual([0, 0]);
      await expect(new SqlUserRepository(getDb()).list({ page: 1, pageSize: 10 })).resolves.toEqual({
        data: [],
        count: 0,
      });
    },
  );

  it('has the profile repository refuse such an address itself, before writing', async () => {
    const users = new SqlUserRepository(getDb());
    await expect(
      users.create({
        id: '00000000-0000-4000-8000-000000000002',
        name: 'X',
        email: 'x@example.com.',
        role: 'free',
      }),
    ).rejects.toMatchObject({ code: 'validation_failed' });
    expect(await count('users')).toBe(0);
  });

  it('rolls the auth user back when the profile cannot be written', async () => {
    // A profile row left behind under the same address (as the old bug could leave) makes the insert fail.
    await new SqlUserRepository(getDb()).create({
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Stale',
      email: 'ada@example.com',
      role: 'free',
    });
    await expect(service().signUp({ email: 'ada@example.com', password: PASSWORD })).rejects.toThrow();
    expect([await count('auth_users'), await count('users'), await count('user_activity')]).toEqual([
      0, 1, 0,
    ]);
    expect(notified).toEqual([]);
  });

  it('answers a taken address with user_already_exists when the unique index catches it in the transaction', async () => {
    await service().signUp({ email: 'ada@example.com', password: PASSWORD });
    // Two sign-ups racing for one address both pass the up-front lookup; this store never finds anyone.
    class RacingStore extends SqlAuthStore {
      override findUserByEmail() {
        return Promise.resolve(undefined);
      }
    }
    const db = getDb();
    const racing = new LocalAuthService({
      secretKey: TEST_SECRET_KEY,
      store: new RacingStore(db),
      clock: new ManualClock(),
      mailer: new OutboxMailer(),
      publicUrl: 'http://localhost:8787',
      siteUrl: 'http://localhost:8787',
      inTransaction: profileSignUpTransaction(db, () => Promise.resolve('free')),
    });
    const refused = await racing
      .signUp({ email: 'ada@example.com', password: PASSWORD })
      .catch((error: unknown) => error);
    expect((refused as AuthServiceError).code).toBe('user_already_exists');
    expect([await count('auth_users'), await count('users')]).toEqual([1, 1]);
  });
});
