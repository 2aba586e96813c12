// Refresh tokens and e-mail link tokens are handed out once; only their SHA-256 is stored, so a leaked table does
// not yield usable tokens. A refresh token is an HMAC of its row id under a key derived from the install's secret
// (never in the database): the server can hand the session's active token back to a client that lost it, as
// GoTrue does with the tokens it keeps in clear, without keeping it.
import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomToken = () => randomBytes(32).toString('base64url');

/** A 32-byte key for one purpose (`info`), derived from the install's secret (HKDF-SHA256). */
export function derivedKey(secret: Buffer, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), info, 32));
}

/** The refresh token of the row `id`: the same for the same id and key, unguessable without the key. */
export function refreshTokenFor(key: Buffer, id: string): string {
  return createHmac('sha256', key).update(`refresh-token:${id}`).digest('base64url');
}
