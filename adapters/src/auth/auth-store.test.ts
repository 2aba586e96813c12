import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuthStore, AuthUserRecord, SigningKeyRecord } from './auth-store';
import { DuplicateEmailError } from './auth-store';
import { authStoreFactories } from './testing';
import type { StoreUnderTest } from './testing';

const T0 = '2025-09-01T12:00:00.000Z';

function user(id: string, email: string): AuthUserRecord {
  return {
    id,
    email,
    passwordHash: 'scrypt$1$1$1$salt$hash',
    emailConfirmedAt: null,
    userMetadata: { name: 'Ada', is_over_18: true },
    appMetadata: { provider: 'email', providers: ['email'] },
    identityId: `${id}-identity`,
    createdAt: T0,
    updatedAt: T0,
    lastSignInAt: null,
    confirmationSentAt: null,
    recoverySentAt: null,
  };
}

/** u1's refresh token r1 (hash h1) of session s1. */
const REFRESH_TOKEN = {
  id: 'r1',
  tokenHash: 'h1',
  sessionId: 's1',
  userId: 'u1',
  parentId: null,
  revoked: false,
  createdAt: T0,
  updatedAt: T0,
};

/** u1's one-time token t1 (hash th) of the given type. */
const oneTimeToken = (type: 'signup' | 'recovery') => ({
  id: 't1',
  userId: 'u1',
  type,
  tokenHash: 'th',
  relatesTo: 'ada@example.com',
  redirectTo: null,
  createdAt: T0,
  expiresAt: T0,
  usedAt: null,
});

describe.each(authStoreFactories)('AuthStore contract (%s)', (_name, create) => {
  let harness: StoreUnderTest;
  let store: AuthStore;

  beforeEach(async () => {
    harness = await create();
    store = harness.store;
  });
  afterEach(async () => {
    await harness.close();
  });

  it('stores users with their metadata and rejects a second user with the same e-mail', async () => {
    await store.insertUser(user('u1', 'ada@example.com'));
    expect(await store.findUserByEmail('ada@example.com')).toEqual(user('u1', 'ada@example.com'));
    await expect(store.insertUser(user('u2', 'ada@example.com'))).rejects.toBeInstanceOf(DuplicateEmailError);
    await store.updateUser('u1', { emailConfirmedAt: T0, userMetadata: { name: 'Ada L.' } });
    const updated = await store.findUserById('u1');
    expect(updated?.emailConfirmedAt).toBe(T0);
    expect(updated?.userMetadata).toEqual({ name: 'Ada L.' });
    expect(updated?.passwordHash).toBe('scrypt$1$1$1$salt$hash');
  });

  it('revokes a refresh token only once and deletes sessions with their tokens', async () => {
    await store.insertUser(user('u1', 'ada@example.com'));
    await store.insertSession({
      id: 's1',
      userId: 'u1',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: 1 }],
      createdAt: T0,
      updatedAt: T0,
    });
    await store.insertSession({ id: 's2', userId: 'u1', aal: 'aal1', amr: [], createdAt: T0, updatedAt: T0 });
    await store.insertRefreshToken(REFRESH_TOKEN);
    expect((await store.findActiveRefreshToken('s1'))?.id).toBe('r1');
    const child = { ...REFRESH_TOKEN, id: 'r2', tokenHash: 'h2', parentId: 'r1' };
    expect(await store.rotateRefreshToken('r1', T0, child)).toBe(true);
    expect(await store.rotateRefreshToken('r1', T0, { ...child, id: 'r3', tokenHash: 'h3' })).toBe(false);
    expect((await store.findRefreshTokenByHash('h1'))?.revoked).toBe(true);
    expect(await store.findRefreshTokenByHash('h3')).toBeUndefined();
    expect(await store.findActiveRefreshToken('s1')).toEqual(child);
    expect((await store.findSession('s1'))?.amr).toEqual([{ method: 'password', timestamp: 1 }]);
    expect((await store.listSessionIdsOfUser('u1')).sort()).toEqual(['s1', 's2']);
    await store.deleteSessions(['s1']);
    expect(await store.findSession('s1')).toBeUndefined();
    expect(await store.findRefreshTokenByHash('h1')).toBeUndefined();
    expect(await store.findActiveRefreshToken('s1')).toBeUndefined();
    expect(await store.listSessionIdsOfUser('u1')).toEqual(['s2']);
  });

  it('consumes a one-time token once', async () => {
    await store.insertUser(user('u1', 'ada@example.com'));
    await store.insertOneTimeToken(oneTimeToken('recovery'));
    expect((await store.findOneTimeTokenByHash('th'))?.type).toBe('recovery');
    expect(await store.consumeOneTimeToken('t1', T0)).toBe(true);
    expect(await store.consumeOneTimeToken('t1', T0)).toBe(false);
    await store.deleteOneTimeTokens('u1', 'recovery');
    expect(await store.findOneTimeTokenByHash('th')).toBeUndefined();
  });

  it('lists failed sign-ins per e-mail and client address since a time, oldest first, and clears them', async () => {
    const at = (minute: number) => `2025-09-01T12:${String(minute).padStart(2, '0')}:00.000Z`;
    const attempt = (id: string, email: string, clientAddress: string, succeeded: boolean, minute: number) =>
      store.insertLoginAttempt({ id, email, clientAddress, succeeded, attemptedAt: at(minute) });
    const A = '203.0.113.7';
    const B = '198.51.100.2';
    await attempt('a3', 'a@x.io', A, false, 3);
    await attempt('a1', 'a@x.io', A, false, 1);
    await attempt('a2', 'a@x.io', A, true, 2);
    await attempt('a4', 'a@x.io', B, false, 4);
    await attempt('b1', 'b@x.io', A, false, 2);
    expect(await store.listFailedLoginTimes('a@x.io', A, at(0))).toEqual([at(1), at(3)]);
    expect(await store.listFailedLoginTimes('a@x.io', A, at(2))).toEqual([at(3)]);
    expect(await store.listFailedLoginTimes('a@x.io', B, at(0))).toEqual([at(4)]);
    await store.clearFailedLogins('a@x.io', A);
    expect(await store.listFailedLoginTimes('a@x.io', A, at(0))).toEqual([]);
    expect(await store.listFailedLoginTimes('a@x.io', B, at(0))).toEqual([at(4)]);
    expect(await store.listFailedLoginTimes('b@x.io', A, at(0))).toEqual([at(2)]);
  });

  it('deletes a user with everything that hangs off it', async () => {
    await store.insertUser(user('u1', 'ada@example.com'));
    await store.insertSession({ id: 's1', userId: 'u1', aal: 'aal1', amr: [], createdAt: T0, updatedAt: T0 });
    await store.insertRefreshToken(REFRESH_TOKEN);
    await store.insertOneTimeToken(oneTimeToken('signup'));
    await store.deleteUser('u1');
    expect(await store.findUserById('u1')).toBeUndefined();
    expect(await store.findSession('s1')).toBeUndefined();
    expect(await store.findRefreshTokenByHash('h1')).toBeUndefined();
    expect(await store.findOneTimeTokenByHash('th')).toBeUndefined();
  });

  it('keeps signing keys with their JWKs and replaces the private key text', async () => {
    const key: SigningKeyRecord = {
      kid: 'k1',
      algorithm: 'ES256',
      privateKey: 'enc:v1:a:b:c',
      publicJwk: { kty: 'EC' },
      active: true,
      createdAt: T0,
    };
    await store.insertSigningKey(key);
    expect(await store.listSigningKeys()).toEqual([key]);
    await store.updateSigningKeyPrivateKey('k1', 'enc:v1:d:e:f');
    expect(await store.listSigningKeys()).toEqual([{ ...key, privateKey: 'enc:v1:d:e:f' }]);
  });
});
