import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, SignJWT } from 'jose';
import type { CryptoKey, JWK, JWTPayload } from 'jose';
import { AesGcmSecretCipher, isSealed } from '../secrets/secret-cipher';
import type { AuthStore, SigningKeyRecord } from './auth-store';
import { derivedKey } from './opaque-tokens';

/** HKDF info of the key that seals signing keys at rest: distinct from every other key derived from the secret. */
const SEAL_INFO = 'edgeboard local auth: signing key seal';
/** GCM additional data: a sealed key opens only as the private key of its own kid. */
const sealContext = (kid: string) => `auth_signing_keys.private_jwk:${kid}`;

/** The stored signing key cannot be opened with this install's secret: the server must not start. */
export class SigningKeyUnreadableError extends Error {
  constructor(kid: string, cause: unknown) {
    super(
      `The auth signing key ${kid} in auth_signing_keys cannot be opened with this install's settings key ` +
        '(the install secrets file was replaced or the row was altered); restore the matching secrets file',
      { cause },
    );
    this.name = 'SigningKeyUnreadableError';
  }
}

export interface PublicJwk extends JWK {
  kid: string;
  alg: 'ES256';
  use: 'sig';
  key_ops: ['verify'];
}

/**
 * ES256 signing key of the stand-in: generated on first use and persisted in the store, so tokens stay
 * valid across restarts and every instance on one database signs with the same key. The private key is stored
 * sealed (AES-256-GCM under a key derived from the install secret, which never lives in the database), so a copy
 * of the database or a backup cannot mint tokens; a key stored in clear by an older version is sealed on load.
 */
export class SigningKeys {
  private active: Promise<{ kid: string; key: CryptoKey }> | undefined;
  /** Keys are never rotated while running, so the key set is read once per process. */
  private jwks: Promise<{ keys: PublicJwk[] }> | undefined;

  private readonly cipher: AesGcmSecretCipher;

  constructor(
    private readonly store: AuthStore,
    private readonly now: () => Date,
    /** The install's secret (the settings key); the sealing key is derived from it. */
    secretKey: Buffer,
  ) {
    this.cipher = new AesGcmSecretCipher(derivedKey(secretKey, SEAL_INFO));
  }

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
    await this.sealClearKeys();
    let record = (await this.store.listSigningKeys()).find((k) => k.active);
    if (!record) {
      const pair = await generateKeyPair('ES256', { extractable: true });
      const kid = randomUUID();
      await this.store.insertSigningKey({
        kid,
        algorithm: 'ES256',
        privateKey: this.cipher.seal(JSON.stringify(await exportJWK(pair.privateKey)), sealContext(kid)),
        publicJwk: await exportJWK(pair.publicKey),
        active: true,
        createdAt: this.now().toISOString(),
      });
      // Another instance may have raced us; the oldest active key wins everywhere.
      record = (await this.store.listSigningKeys()).find((k) => k.active);
      if (!record) throw new Error('Signing key was not persisted');
    }
    const key = await importJWK(this.open(record), 'ES256');
    if (key instanceof Uint8Array) throw new Error('ES256 signing key imported as raw bytes');
    return { kid: record.kid, key };
  }

  /** Seals every key an older version stored in clear (another instance doing the same at once is harmless). */
  private async sealClearKeys(): Promise<void> {
    for (const record of await this.store.listSigningKeys()) {
      if (isSealed(record.privateKey)) continue;
      const sealed = this.cipher.seal(record.privateKey, sealContext(record.kid));
      await this.store.updateSigningKeyPrivateKey(record.kid, sealed);
    }
  }

  private open(record: SigningKeyRecord): JWK {
    try {
      return JSON.parse(this.cipher.open(record.privateKey, sealContext(record.kid))) as JWK;
    } catch (error) {
      throw new SigningKeyUnreadableError(record.kid, error);
    }
  }
}

function toPublic(record: SigningKeyRecord): PublicJwk {
  const { kty, crv, x, y } = record.publicJwk as JWK;
  return { kty, crv, x, y, kid: record.kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] };
}
