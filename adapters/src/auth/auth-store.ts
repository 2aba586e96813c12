/**
 * Port for everything the local auth stand-in persists. Two adapters implement it: an in-memory one for
 * fast tests and a Kysely one over the auth_* tables (SQLite locally, PostgreSQL hosted).
 * Timestamps are ISO-8601 UTC strings so both adapters compare them the same way.
 */

export type JsonObject = Record<string, unknown>;

export interface AuthUserRecord {
  id: string;
  /** Always lower-cased. */
  email: string;
  passwordHash: string;
  emailConfirmedAt: string | null;
  userMetadata: JsonObject;
  appMetadata: JsonObject;
  identityId: string;
  createdAt: string;
  updatedAt: string;
  lastSignInAt: string | null;
  confirmationSentAt: string | null;
  recoverySentAt: string | null;
}

export type AuthUserPatch = Partial<Omit<AuthUserRecord, 'id' | 'createdAt' | 'identityId'>>;

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export interface AuthSessionRecord {
  id: string;
  userId: string;
  aal: 'aal1';
  amr: AmrEntry[];
  createdAt: string;
  updatedAt: string;
}

export interface RefreshTokenRecord {
  id: string;
  tokenHash: string;
  sessionId: string;
  userId: string;
  parentId: string | null;
  revoked: boolean;
  createdAt: string;
  updatedAt: string;
}

export type OneTimeTokenType = 'recovery' | 'signup';

export interface OneTimeTokenRecord {
  id: string;
  userId: string;
  type: OneTimeTokenType;
  tokenHash: string;
  /** The e-mail address the token was sent to. */
  relatesTo: string;
  redirectTo: string | null;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface LoginAttemptRecord {
  id: string;
  email: string;
  /** The caller's address as the router saw it ('unknown' when it cannot see one). */
  clientAddress: string;
  succeeded: boolean;
  attemptedAt: string;
}

export interface SigningKeyRecord {
  kid: string;
  algorithm: 'ES256';
  /**
   * The private JWK's JSON text sealed with AES-256-GCM under a key derived from the install's secret
   * (`enc:v1:…`, signing-keys.ts); a key stored before sealing existed holds the clear JSON until it is loaded.
   */
  privateKey: string;
  publicJwk: JsonObject;
  active: boolean;
  createdAt: string;
}

export class DuplicateEmailError extends Error {
  constructor(email: string) {
    super(`An auth user with e-mail ${email} already exists`);
    this.name = 'DuplicateEmailError';
  }
}

export interface AuthStore {
  /** Throws DuplicateEmailError when the address is taken. */
  insertUser(user: AuthUserRecord): Promise<void>;
  findUserById(id: string): Promise<AuthUserRecord | undefined>;
  findUserByEmail(email: string): Promise<AuthUserRecord | undefined>;
  updateUser(id: string, patch: AuthUserPatch): Promise<void>;
  /** Removes the user with their sessions, refresh tokens and one-time tokens. */
  deleteUser(id: string): Promise<void>;

  insertSession(session: AuthSessionRecord): Promise<void>;
  findSession(id: string): Promise<AuthSessionRecord | undefined>;
  touchSession(id: string, at: string): Promise<void>;
  /** Deletes the sessions and their refresh tokens. */
  deleteSessions(ids: readonly string[]): Promise<void>;
  listSessionIdsOfUser(userId: string): Promise<string[]>;

  insertRefreshToken(token: RefreshTokenRecord): Promise<void>;
  findRefreshTokenByHash(tokenHash: string): Promise<RefreshTokenRecord | undefined>;
  /**
   * Compare-and-set, in one step: revokes the parent and inserts its child. True only for the caller that
   * flipped the parent from active to revoked; the others write nothing, and once they see false the winner's
   * child is already readable (so they can hand it back instead of minting their own).
   */
  rotateRefreshToken(parentId: string, at: string, child: RefreshTokenRecord): Promise<boolean>;
  /** The session's one unrevoked refresh token (the newest, should a race have left two). */
  findActiveRefreshToken(sessionId: string): Promise<RefreshTokenRecord | undefined>;

  insertOneTimeToken(token: OneTimeTokenRecord): Promise<void>;
  findOneTimeTokenByHash(tokenHash: string): Promise<OneTimeTokenRecord | undefined>;
  /** Compare-and-set: true only for the caller that marked it used. */
  consumeOneTimeToken(id: string, at: string): Promise<boolean>;
  deleteOneTimeTokens(userId: string, type: OneTimeTokenType): Promise<void>;

  insertLoginAttempt(attempt: LoginAttemptRecord): Promise<void>;
  /** Times of failed attempts for the e-mail from the client address at or after `since`, oldest first. */
  listFailedLoginTimes(email: string, clientAddress: string, since: string): Promise<string[]>;
  /** Forgets the e-mail's failures from that client address only (another address's lock stands). */
  clearFailedLogins(email: string, clientAddress: string): Promise<void>;

  listSigningKeys(): Promise<SigningKeyRecord[]>;
  insertSigningKey(key: SigningKeyRecord): Promise<void>;
  /** Replaces the stored private key text (re-sealing a key stored in clear). */
  updateSigningKeyPrivateKey(kid: string, privateKey: string): Promise<void>;
}
