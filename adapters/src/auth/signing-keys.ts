import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, SignJWT } from 'jose';
import type { CryptoKey, JWK, JWTPayload } from 'jose';
import type { AuthStore, SigningKeyRecord } from './auth-store';

export interface PublicJwk extends JWK {
  kid: string;
  alg: 'ES256';
  use: 'sig';
  key_ops: ['verify'];
}

/**
 * ES256 signing key of the stand-in: generated on first use and persisted in the store, so tokens stay
 * valid across restarts and every instance on one database signs with the same key.
 */
export class SigningKeys {
  private active: Promise<{ kid: string; key: CryptoKey }> | undefined;
  /** Keys are never rotated while running, so the key set is read once per process. */
  private jwks: Promise<{ keys: PublicJwk[] }> | undefined;

  constructor(
    private readonly store: AuthStore,
    private readonly now: () => Date,
  ) {}

  async sign(payload: JWTPayload): Promise<string> {
    const { kid, key } = await this.activeKey();
    return new SignJWT(payload).setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' }).sign(key);
  }

  publicJwks(): Promise<{ keys: PublicJwk[] }> {
    this.jwks ??= this.loadJwks().catch((error: unknown) => {
      this.jwks = undefined;
      throw error;
    });
    return this.jwks;
  }

  private async loadJwks(): Promise<{ keys: PublicJwk[] }> {
    await this.activeKey();
    const keys = await this.store.listSigningKeys();
    return { keys: keys.map((k) => toPublic(k)) };
  }

  private activeKey(): Promise<{ kid: string; key: CryptoKey }> {
    this.active ??= this.loadOrCreate().catch((error: unknown) => {
      this.active = undefined;
      throw error;
    });
    return this.active;
  }

  private async loadOrCreate(): Promise<{ kid: string; key: CryptoKey }> {
    let record = (await this.store.listSigningKeys()).find((k) => k.active);
    if (!record) {
      const pair = await generateKeyPair('ES256', { extractable: true });
      const kid = randomUUID();
      await this.store.insertSigningKey({
        kid,
        algorithm: 'ES256',
        privateJwk: await exportJWK(pair.privateKey),
        publicJwk: await exportJWK(pair.publicKey),
        active: true,
        createdAt: this.now().toISOString(),
      });
      // Another instance may have raced us; the oldest active key wins everywhere.
      record = (await this.store.listSigningKeys()).find((k) => k.active);
      if (!record) throw new Error('Signing key was not persisted');
    }
    const key = await importJWK(record.privateJwk as JWK, 'ES256');
    if (key instanceof Uint8Array) throw new Error('ES256 signing key imported as raw bytes');
    return { kid: record.kid, key };
  }
}

function toPublic(record: SigningKeyRecord): PublicJwk {
  const { kty, crv, x, y } = record.publicJwk as JWK;
  return { kty, crv, x, y, kid: record.kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] };
}
