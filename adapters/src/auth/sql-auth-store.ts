import type { Kysely } from 'kysely';
import type { AuthTables, AuthUsersTable } from '../sql/auth-tables';
import type {
  AuthSessionRecord,
  AuthStore,
  AuthUserPatch,
  AuthUserRecord,
  LoginAttemptRecord,
  OneTimeTokenRecord,
  OneTimeTokenType,
  RefreshTokenRecord,
  SigningKeyRecord,
} from './auth-store';
import { DuplicateEmailError } from './auth-store';
import {
  isUniqueViolation,
  toOneTimeToken,
  toRefreshToken,
  toSession,
  toSigningKey,
  toUser,
} from './sql-auth-rows';

/** AuthStore over the auth_* tables; the same queries run on SQLite and PostgreSQL. */
export class SqlAuthStore implements AuthStore {
  constructor(private readonly db: Kysely<AuthTables>) {}

  async insertUser(user: AuthUserRecord): Promise<void> {
    try {
      await this.db
        .insertInto('auth_users')
        .values({
          id: user.id,
          email: user.email,
          encrypted_password: user.passwordHash,
          email_confirmed_at: user.emailConfirmedAt,
          user_metadata: JSON.stringify(user.userMetadata),
          app_metadata: JSON.stringify(user.appMetadata),
          identity_id: user.identityId,
          created_at: user.createdAt,
          updated_at: user.updatedAt,
          last_sign_in_at: user.lastSignInAt,
          confirmation_sent_at: user.confirmationSentAt,
          recovery_sent_at: user.recoverySentAt,
        })
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateEmailError(user.email);
      throw error;
    }
  }

  async findUserById(id: string): Promise<AuthUserRecord | undefined> {
    const row = await this.db.selectFrom('auth_users').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toUser(row);
  }

  async findUserByEmail(email: string): Promise<AuthUserRecord | undefined> {
    const row = await this.db
      .selectFrom('auth_users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
    return row && toUser(row);
  }

  async updateUser(id: string, patch: AuthUserPatch): Promise<void> {
    const values: Partial<AuthUsersTable> = {};
    if (patch.email !== undefined) values.email = patch.email;
    if (patch.passwordHash !== undefined) values.encrypted_password = patch.passwordHash;
    if (patch.emailConfirmedAt !== undefined) values.email_confirmed_at = patch.emailConfirmedAt;
    if (patch.userMetadata !== undefined) values.user_metadata = JSON.stringify(patch.userMetadata);
    if (patch.appMetadata !== undefined) values.app_metadata = JSON.stringify(patch.appMetadata);
    if (patch.updatedAt !== undefined) values.updated_at = patch.updatedAt;
    if (patch.lastSignInAt !== undefined) values.last_sign_in_at = patch.lastSignInAt;
    if (patch.confirmationSentAt !== undefined) values.confirmation_sent_at = patch.confirmationSentAt;
    if (patch.recoverySentAt !== undefined) values.recovery_sent_at = patch.recoverySentAt;
    if (Object.keys(values).length === 0) return;
    await this.db.updateTable('auth_users').set(values).where('id', '=', id).execute();
  }

  async deleteUser(id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('auth_refresh_tokens').where('user_id', '=', id).execute();
      await trx.deleteFrom('auth_sessions').where('user_id', '=', id).execute();
      await trx.deleteFrom('auth_one_time_tokens').where('user_id', '=', id).execute();
      await trx.deleteFrom('auth_users').where('id', '=', id).execute();
    });
  }

  async insertSession(session: AuthSessionRecord): Promise<void> {
    await this.db
      .insertInto('auth_sessions')
      .values({
        id: session.id,
        user_id: session.userId,
        aal: session.aal,
        amr: JSON.stringify(session.amr),
        created_at: session.createdAt,
        updated_at: session.updatedAt,
      })
      .execute();
  }

  async findSession(id: string): Promise<AuthSessionRecord | undefined> {
    const row = await this.db.selectFrom('auth_sessions').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toSession(row);
  }

  async touchSession(id: string, at: string): Promise<void> {
    await this.db.updateTable('auth_sessions').set({ updated_at: at }).where('id', '=', id).execute();
  }

  async deleteSessions(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('auth_refresh_tokens').where('session_id', 'in', ids).execute();
      await trx.deleteFrom('auth_sessions').where('id', 'in', ids).execute();
    });
  }

  async listSessionIdsOfUser(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('auth_sessions')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    return rows.map((r) => r.id);
  }

  async insertRefreshToken(token: RefreshTokenRecord): Promise<void> {
    await this.db.insertInto('auth_refresh_tokens').values(refreshTokenRow(token)).execute();
  }

  async findRefreshTokenByHash(tokenHash: string): Promise<RefreshTokenRecord | undefined> {
    const row = await this.db
      .selectFrom('auth_refresh_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row && toRefreshToken(row);
  }

  async rotateRefreshToken(parentId: string, at: string, child: RefreshTokenRecord): Promise<boolean> {
    // The UPDATE takes the parent's row lock: a concurrent rotation waits for this commit, then finds the
    // parent revoked (0 rows) and the child already committed.
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('auth_refresh_tokens')
        .set({ revoked: 1, updated_at: at })
        .where('id', '=', parentId)
        .where('revoked', '=', 0)
        .executeTakeFirst();
      if (result.numUpdatedRows !== 1n) return false;
      await trx.insertInto('auth_refresh_tokens').values(refreshTokenRow(child)).execute();
      return true;
    });
  }

  async findActiveRefreshToken(sessionId: string): Promise<RefreshTokenRecord | undefined> {
    const row = await this.db
      .selectFrom('auth_refresh_tokens')
      .selectAll()
      .where('session_id', '=', sessionId)
      .where('revoked', '=', 0)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row && toRefreshToken(row);
  }

  async insertOneTimeToken(token: OneTimeTokenRecord): Promise<void> {
    await this.db
      .insertInto('auth_one_time_tokens')
      .values({
        id: token.id,
        user_id: token.userId,
        token_type: token.type,
        token_hash: token.tokenHash,
        relates_to: token.relatesTo,
        redirect_to: token.redirectTo,
        created_at: token.createdAt,
        expires_at: token.expiresAt,
        used_at: token.usedAt,
      })
      .execute();
  }

  async findOneTimeTokenByHash(tokenHash: string): Promise<OneTimeTokenRecord | undefined> {
    const row = await this.db
      .selectFrom('auth_one_time_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row && toOneTimeToken(row);
  }

  async consumeOneTimeToken(id: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('auth_one_time_tokens')
      .set({ used_at: at })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  async deleteOneTimeTokens(userId: string, type: OneTimeTokenType): Promise<void> {
    await this.db
      .deleteFrom('auth_one_time_tokens')
      .where('user_id', '=', userId)
      .where('token_type', '=', type)
      .execute();
  }

  async insertLoginAttempt(attempt: LoginAttemptRecord): Promise<void> {
    await this.db
      .insertInto('auth_login_attempts')
      .values({
        id: attempt.id,
        email: attempt.email,
        client_address: attempt.clientAddress,
        succeeded: attempt.succeeded ? 1 : 0,
        attempted_at: attempt.attemptedAt,
      })
      .execute();
  }

  async listFailedLoginTimes(email: string, clientAddress: string, since: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('auth_login_attempts')
      .select('attempted_at')
      .where('email', '=', email)
      .where('client_address', '=', clientAddress)
      .where('succeeded', '=', 0)
      .where('attempted_at', '>=', since)
      .orderBy('attempted_at')
      .execute();
    return rows.map((r) => r.attempted_at);
  }

  async clearFailedLogins(email: string, clientAddress: string): Promise<void> {
    await this.db
      .deleteFrom('auth_login_attempts')
      .where('email', '=', email)
      .where('client_address', '=', clientAddress)
      .where('succeeded', '=', 0)
      .execute();
  }

  async listSigningKeys(): Promise<SigningKeyRecord[]> {
    const rows = await this.db
      .selectFrom('auth_signing_keys')
      .selectAll()
      .orderBy('created_at')
      .orderBy('kid')
      .execute();
    return rows.map(toSigningKey);
  }

  async insertSigningKey(key: SigningKeyRecord): Promise<void> {
    await this.db
      .insertInto('auth_signing_keys')
      .values({
        kid: key.kid,
        algorithm: key.algorithm,
        private_jwk: key.privateKey,
        public_jwk: JSON.stringify(key.publicJwk),
        active: key.active ? 1 : 0,
        created_at: key.createdAt,
      })
      .execute();
  }

  async updateSigningKeyPrivateKey(kid: string, privateKey: string): Promise<void> {
    await this.db
      .updateTable('auth_signing_keys')
      .set({ private_jwk: privateKey })
      .where('kid', '=', kid)
      .execute();
  }
}

function refreshTokenRow(token: RefreshTokenRecord) {
  return {
    id: token.id,
    token_hash: token.tokenHash,
    session_id: token.sessionId,
    user_id: token.userId,
    parent_id: token.parentId,
    revoked: token.revoked ? 1 : 0,
    created_at: token.createdAt,
    updated_at: token.updatedAt,
  };
}
