// Issue #30 item 10: the install's private signing key was stored in clear, so a copy of the database (or a
// backup) could mint access tokens. It is now sealed with AES-256-GCM under a key derived from the install secret.
import { createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuthStore } from './auth-store';
import { SigningKeys, SigningKeyUnreadableError } from './signing-keys';
import { authStoreFactories, TEST_SECRET_KEY } from './testing';
import type { StoreUnderTest } from './testing';

const NOW = () => new Date('2025-09-01T12:00:00.000Z');

async function verifies(keys: SigningKeys, token: string): Promise<boolean> {
  const { payload } = await jwtVerify(token, createLocalJWKSet(await keys.publicJwks()));
  return payload.sub === 'u1';
}

describe.each(authStoreFactories)('SigningKeys at rest (%s store)', (_name, create) => {
  let handle: StoreUnderTest;
  let store: AuthStore;
  beforeEach(async () => {
    handle = await create();
    store = handle.store;
  });
  afterEach(() => handle.close());

  it('stores the private key sealed, with no JWK private material, and opens it again after a restart', async () => {
    const keys = new SigningKeys(store, NOW, TEST_SECRET_KEY);
    const token = await keys.sign({ sub: 'u1' });
    const [row] = await store.listSigningKeys();
    expect(row?.privateKey).toMatch(/^enc:v1:/);
    expect(row?.privateKey).not.toMatch(/"d"|"kty"|PRIVATE KEY/);
    // A new process on the same database and secret signs with the same key.
    const restarted = new SigningKeys(store, NOW, TEST_SECRET_KEY);
    const again = await restarted.sign({ sub: 'u1' });
    expect(await verifies(restarted, token)).toBe(true);
    expect(await verifies(keys, again)).toBe(true);
    expect(await store.listSigningKeys()).toHaveLength(1);
  });

  it('seals a key an older version stored in clear, and keeps signing with it', async () => {
    const pair = await generateKeyPair('ES256', { extractable: true });
    const privateJwk = await exportJWK(pair.privateKey);
    await store.insertSigningKey({
      kid: 'old',
      algorithm: 'ES256',
      privateKey: JSON.stringify(privateJwk),
      publicJwk: await exportJWK(pair.publicKey),
      active: true,
      createdAt: NOW().toISOString(),
    });
    const token = await new SigningKeys(store, NOW, TEST_SECRET_KEY).sign({ sub: 'u1' });
    const [row] = await store.listSigningKeys();
    expect(row?.privateKey).toMatch(/^enc:v1:/);
    expect(row?.privateKey).not.toContain(String(privateJwk.d));
    const { payload, protectedHeader } = await jwtVerify(token, pair.publicKey);
    expect([payload.sub, protectedHeader.kid]).toEqual(['u1', 'old']);
  });

  it('refuses to start with a key sealed under another install secret, naming the problem', async () => {
    await new SigningKeys(store, NOW, TEST_SECRET_KEY).sign({ sub: 'u1' });
    const other = new SigningKeys(store, NOW, Buffer.alloc(32, 9));
    const error = await other.publicJwks().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SigningKeyUnreadableError);
    expect((error as Error).message).toMatch(/cannot be opened with this install's settings key/);
  });
});
