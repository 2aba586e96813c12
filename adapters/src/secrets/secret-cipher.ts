// Secrets stored in the database (the settings' Stripe and reCAPTCHA secret keys) are sealed with AES-256-GCM,
// so a copy of the database file or a backup dump does not hand them out. The key never lives in the database.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
/** Marks a sealed value; a stored value without it was written before sealing existed (plain text). */
export const SEALED_PREFIX = 'enc:v1:';

export interface SecretCipher {
  /** `context` is bound into the seal (GCM additional data), so a value moved to another column fails to open. */
  seal(plain: string, context: string): string;
  /** Throws when the value was sealed with another key, for another context, or altered. */
  open(sealed: string, context: string): string;
}

export const isSealed = (value: string): boolean => value.startsWith(SEALED_PREFIX);

/**
 * A 256-bit key as configured: 64 hex characters or base64 of 32 bytes. Throws a message that never
 * contains the value itself.
 */
export function parseEncryptionKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)
      ? Buffer.from(trimmed, 'base64')
      : null;
  if (key?.length !== KEY_BYTES) {
    throw new Error('must be 32 bytes written as 64 hex characters or base64 (e.g. `openssl rand -hex 32`)');
  }
  return key;
}

export const generateEncryptionKey = (): Buffer => randomBytes(KEY_BYTES);

export class AesGcmSecretCipher implements SecretCipher {
  private readonly key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== KEY_BYTES) throw new Error('The settings encryption key must be 32 bytes');
    this.key = Buffer.from(key);
  }

  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
    return `${SEALED_PREFIX}${parts.join(':')}`;
  }

  open(sealed: string, context: string): string {
    if (!isSealed(sealed)) throw new Error('Not a sealed value');
    const [iv, tag, body] = sealed
      .slice(SEALED_PREFIX.length)
      .split(':')
      .map((p) => Buffer.from(p, 'base64url'));
    if (!iv || !tag || !body) throw new Error('Malformed sealed value');
    const decipher = createDecipheriv(ALGORITHM, this.key, iv);
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  }
}
