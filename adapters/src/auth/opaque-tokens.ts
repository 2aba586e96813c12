// Refresh tokens and e-mail link tokens are random strings handed out once; only their SHA-256 is stored, so a
// leaked table does not yield usable tokens.
import { createHash, randomBytes } from 'node:crypto';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomToken = () => randomBytes(32).toString('base64url');
