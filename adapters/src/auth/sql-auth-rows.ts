// The auth_* tables' rows as AuthStore's records: the mapping SqlAuthStore reads through, with the JSON columns
// parsed and the unique-violation check both SQLite and PostgreSQL drivers need.
import type { Selectable } from 'kysely';
import type {
  AuthOneTimeTokensTable,
  AuthRefreshTokensTable,
  AuthSessionsTable,
  AuthSigningKeysTable,
  AuthUsersTable,
} from '../sql/auth-tables';
import type {
  AmrEntry,
  AuthSessionRecord,
  AuthUserRecord,
  JsonObject,
  OneTimeTokenRecord,
  RefreshTokenRecord,
  SigningKeyRecord,
} from './auth-store';

export function toUser(row: Selectable<AuthUsersTable>): AuthUserRecord {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.encrypted_password,
    emailConfirmedAt: row.email_confirmed_at,
    userMetadata: parseObject(row.user_metadata),
    appMetadata: parseObject(row.app_metadata),
    identityId: row.identity_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lastSignInAt: row.last_sign_in_at,
    confirmationSentAt: row.confirmation_sent_at,
    recoverySentAt: row.recovery_sent_at,
  };
}

export function toSession(row: Selectable<AuthSessionsTable>): AuthSessionRecord {
  return {
    id: row.id,
    userId: row.user_id,
    aal: 'aal1',
    amr: JSON.parse(row.amr) as AmrEntry[],
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toRefreshToken(row: Selectable<AuthRefreshTokensTable>): RefreshTokenRecord {
  return {
    id: row.id,
    tokenHash: row.token_hash,
    sessionId: row.session_id,
    userId: row.user_id,
    parentId: row.parent_id,
    revoked: row.revoked === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toOneTimeToken(row: Selectable<AuthOneTimeTokensTable>): OneTimeTokenRecord {
  return {
    id: row.id,
    userId: row.user_id,
    type: row.token_type === 'recovery' ? 'recovery' : 'signup',
    tokenHash: row.token_hash,
    relatesTo: row.relates_to,
    redirectTo: row.redirect_to,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
  };
}

export function toSigningKey(row: Selectable<AuthSigningKeysTable>): SigningKeyRecord {
  return {
    kid: row.kid,
    algorithm: 'ES256',
    privateKey: row.private_jwk,
    publicJwk: parseObject(row.public_jwk),
    active: row.active === 1,
    createdAt: row.created_at,
  };
}

export function parseObject(text: string): JsonObject {
  const value: unknown = JSON.parse(text);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : {};
}

/** SQLite reports SQLITE_CONSTRAINT_UNIQUE, PostgreSQL SQLSTATE 23505. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = error.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
