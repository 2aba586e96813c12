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

/** Single-process AuthStore for tests. Records are copied in and out so callers never share state with it. */
export class MemoryAuthStore implements AuthStore {
  private readonly users = new Map<string, AuthUserRecord>();
  private readonly sessions = new Map<string, AuthSessionRecord>();
  private readonly refreshTokens = new Map<string, RefreshTokenRecord>();
  private readonly oneTimeTokens = new Map<string, OneTimeTokenRecord>();
  private readonly loginAttempts: LoginAttemptRecord[] = [];
  private readonly signingKeys: SigningKeyRecord[] = [];

  insertUser(user: AuthUserRecord): Promise<void> {
    if ([...this.users.values()].some((u) => u.email === user.email)) {
      return Promise.reject(new DuplicateEmailError(user.email));
    }
    return keepCopy(this.users, user);
  }

  findUserById(id: string): Promise<AuthUserRecord | undefined> {
    return Promise.resolve(copy(this.users.get(id)));
  }

  findUserByEmail(email: string): Promise<AuthUserRecord | undefined> {
    return findCopy(this.users, (u) => u.email === email);
  }

  updateUser(id: string, patch: AuthUserPatch): Promise<void> {
    const user = this.users.get(id);
    if (user) this.users.set(id, { ...user, ...structuredClone(patch) });
    return Promise.resolve();
  }

  async deleteUser(id: string): Promise<void> {
    await this.deleteSessions(await this.listSessionIdsOfUser(id));
    for (const [key, token] of this.oneTimeTokens) if (token.userId === id) this.oneTimeTokens.delete(key);
    this.users.delete(id);
  }

  insertSession(session: AuthSessionRecord): Promise<void> {
    return keepCopy(this.sessions, session);
  }

  findSession(id: string): Promise<AuthSessionRecord | undefined> {
    return Promise.resolve(copy(this.sessions.get(id)));
  }

  touchSession(id: string, at: string): Promise<void> {
    const session = this.sessions.get(id);
    if (session) session.updatedAt = at;
    return Promise.resolve();
  }

  deleteSessions(ids: readonly string[]): Promise<void> {
    const doomed = new Set(ids);
    for (const [key, token] of this.refreshTokens)
      if (doomed.has(token.sessionId)) this.refreshTokens.delete(key);
    for (const id of ids) this.sessions.delete(id);
    return Promise.resolve();
  }

  listSessionIdsOfUser(userId: string): Promise<string[]> {
    return Promise.resolve([...this.sessions.values()].filter((s) => s.userId === userId).map((s) => s.id));
  }

  insertRefreshToken(token: RefreshTokenRecord): Promise<void> {
    return keepCopy(this.refreshTokens, token);
  }

  findRefreshTokenByHash(tokenHash: string): Promise<RefreshTokenRecord | undefined> {
    return findCopy(this.refreshTokens, (t) => t.tokenHash === tokenHash);
  }

  rotateRefreshToken(parentId: string, at: string, child: RefreshTokenRecord): Promise<boolean> {
    const token = this.refreshTokens.get(parentId);
    if (!token || token.revoked) return Promise.resolve(false);
    token.revoked = true;
    token.updatedAt = at;
    this.refreshTokens.set(child.id, { ...child });
    return Promise.resolve(true);
  }

  findActiveRefreshToken(sessionId: string): Promise<RefreshTokenRecord | undefined> {
    const live = [...this.refreshTokens.values()]
      .filter((t) => t.sessionId === sessionId && !t.revoked)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return Promise.resolve(live[0] && { ...live[0] });
  }

  insertOneTimeToken(token: OneTimeTokenRecord): Promise<void> {
    return keepCopy(this.oneTimeTokens, token);
  }

  findOneTimeTokenByHash(tokenHash: string): Promise<OneTimeTokenRecord | undefined> {
    return findCopy(this.oneTimeTokens, (t) => t.tokenHash === tokenHash);
  }

  consumeOneTimeToken(id: string, at: string): Promise<boolean> {
    const token = this.oneTimeTokens.get(id);
    if (!token || token.usedAt !== null) return Promise.resolve(false);
    token.usedAt = at;
    return Promise.resolve(true);
  }

  deleteOneTimeTokens(userId: string, type: OneTimeTokenType): Promise<void> {
    for (const [key, token] of this.oneTimeTokens) {
      if (token.userId === userId && token.type === type) this.oneTimeTokens.delete(key);
    }
    return Promise.resolve();
  }

  insertLoginAttempt(attempt: LoginAttemptRecord): Promise<void> {
    this.loginAttempts.push({ ...attempt });
    return Promise.resolve();
  }

  listFailedLoginTimes(email: string, clientAddress: string, since: string): Promise<string[]> {
    return Promise.resolve(
      this.loginAttempts
        .filter(
          (a) =>
            a.email === email && a.clientAddress === clientAddress && !a.succeeded && a.attemptedAt >= since,
        )
        .map((a) => a.attemptedAt)
        .sort(),
    );
  }

  clearFailedLogins(email: string, clientAddress: string): Promise<void> {
    const kept = this.loginAttempts.filter(
      (a) => a.email !== email || a.clientAddress !== clientAddress || a.succeeded,
    );
    this.loginAttempts.splice(0, this.loginAttempts.length, ...kept);
    return Promise.resolve();
  }

  listSigningKeys(): Promise<SigningKeyRecord[]> {
    return Promise.resolve(this.signingKeys.map((k) => structuredClone(k)));
  }

  insertSigningKey(key: SigningKeyRecord): Promise<void> {
    this.signingKeys.push(structuredClone(key));
    return Promise.resolve();
  }

  updateSigningKeyPrivateKey(kid: string, privateKey: string): Promise<void> {
    const key = this.signingKeys.find((k) => k.kid === kid);
    if (key) key.privateKey = privateKey;
    return Promise.resolve();
  }
}

function copy<T>(value: T | undefined): T | undefined {
  return value === undefined ? undefined : structuredClone(value);
}

/** Stores a copy of `record` under its id. */
function keepCopy<T extends { id: string }>(records: Map<string, T>, record: T): Promise<void> {
  records.set(record.id, structuredClone(record));
  return Promise.resolve();
}

/** A copy of the first of `records` that `matches`, or undefined. */
function findCopy<T>(records: Map<string, T>, matches: (record: T) => boolean): Promise<T | undefined> {
  return Promise.resolve(copy([...records.values()].find(matches)));
}
