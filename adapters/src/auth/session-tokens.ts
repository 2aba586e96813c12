// Sessions and their tokens: ES256 access tokens signed with the stored key (verifiable by anyone holding the
// JWKS, as Supabase's are) and rotating refresh tokens kept only as hashes.
import { randomUUID } from 'node:crypto';
import type { Clock } from '@edgeboard/domain';
import { createLocalJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { AuthServiceError, authErrors } from './auth-error';
import type {
  AmrEntry,
  AuthSessionRecord,
  AuthStore,
  AuthUserRecord,
  RefreshTokenRecord,
} from './auth-store';
import { publicUserMetadata, toGoTrueUser } from './gotrue-json';
import type { GoTrueSession } from './gotrue-json';
import type { AccessTokenClaims } from './local-auth-options';
import { derivedKey, refreshTokenFor, sha256 } from './opaque-tokens';
import { SigningKeys } from './signing-keys';
import type { PublicJwk } from './signing-keys';

const ACCESS_TOKEN_TTL_SECONDS = 3600;
/**
 * GoTrue's refresh-token reuse interval (its default, 10 s): any rotated token of the session presented again
 * within it gets the session's active token (two tabs refreshing at the same moment).
 */
const REFRESH_TOKEN_REUSE_INTERVAL_MS = 10_000;

export class SessionTokens {
  private readonly keys: SigningKeys;
  private verifierKeys: Promise<ReturnType<typeof createLocalJWKSet>> | undefined;

  private readonly refreshKey: Buffer;

  constructor(
    private readonly store: AuthStore,
    private readonly clock: Clock,
    /** `${publicUrl}/auth/v1`: the iss of every access token. */
    private readonly issuer: string,
    /** The install's secret (never in the database): refresh tokens are derived from it, the signing key sealed. */
    secretKey: Buffer,
  ) {
    this.refreshKey = derivedKey(secretKey, 'edgeboard local auth: refresh tokens');
    this.keys = new SigningKeys(store, () => clock.now(), secretKey);
  }

  /** A new session for the user, its sign-in time recorded, with its first pair of tokens. */
  async start(user: AuthUserRecord, method: 'password' | 'otp'): Promise<GoTrueSession> {
    const now = this.clock.now();
    const iso = now.toISOString();
    const amr: AmrEntry[] = [{ method, timestamp: Math.floor(now.getTime() / 1000) }];
    const session: AuthSessionRecord = {
      id: randomUUID(),
      userId: user.id,
      aal: 'aal1',
      amr,
      createdAt: iso,
      updatedAt: iso,
    };
    await this.store.insertSession(session);
    await this.store.updateUser(user.id, { lastSignInAt: iso });
    const signedIn = { ...user, lastSignInAt: iso };
    const first = this.newRefreshToken(session, null, now);
    await this.store.insertRefreshToken(first.record);
    return this.answer(signedIn, session, first.raw);
  }

  /**
   * GoTrue's refresh grant (tokens.Service.RefreshTokenGrant): an active token rotates into a child. A revoked
   * one whose child is the session's active token gets that child back, at any time (the client never stored
   * the answer: a lost response, a laptop waking up); any other revoked token gets the active token back
   * within the reuse interval (tabs refreshing at once). Neither mints a token, so the session keeps one live
   * refresh token. Outside those cases a revoked token is a replay and the whole session ends.
   */
  async refresh(refreshToken: string): Promise<GoTrueSession> {
    const token = await this.store.findRefreshTokenByHash(sha256(refreshToken));
    if (!token) throw authErrors.refreshTokenNotFound();
    const session = await this.store.findSession(token.sessionId);
    if (!session || session.userId !== token.userId) throw authErrors.refreshTokenNotFound();
    const user = await this.store.findUserById(token.userId);
    if (!user) throw authErrors.refreshTokenNotFound();
    const now = this.clock.now();
    if (!token.revoked) {
      const child = this.newRefreshToken(session, token.id, now);
      if (await this.store.rotateRefreshToken(token.id, now.toISOString(), child.record)) {
        await this.store.touchSession(session.id, now.toISOString());
        return this.answer(user, session, child.raw);
      }
      // A concurrent refresh rotated it a moment ago: handed its child below, like any revoked token.
    }
    const revoked = (await this.store.findRefreshTokenByHash(token.tokenHash)) ?? token;
    const active = await this.store.findActiveRefreshToken(session.id);
    const withinInterval = now.getTime() - Date.parse(revoked.updatedAt) <= REFRESH_TOKEN_REUSE_INTERVAL_MS;
    if (active && (active.parentId === token.id || withinInterval)) {
      await this.store.touchSession(session.id, now.toISOString());
      const activeRaw = this.rawTokenOf(active);
      if (activeRaw !== undefined) return this.answer(user, session, activeRaw);
      // The active token predates derived tokens (a random one, only its hash kept): a child of the presented
      // token is the one way to keep this client signed in.
      const child = this.newRefreshToken(session, token.id, now);
      await this.store.insertRefreshToken(child.record);
      return this.answer(user, session, child.raw);
    }
    // Presented again long after it was rotated: it leaked or was replayed, so the whole session ends.
    await this.store.deleteSessions([session.id]);
    throw authErrors.refreshTokenAlreadyUsed();
  }

  /** Signature, expiry, issuer and audience; the session need not exist any more. */
  async verifyAccessToken(accessToken: string | undefined): Promise<AccessTokenClaims> {
    if (!accessToken) throw authErrors.noAuthorization();
    const jwks = await this.localJwks();
    try {
      const { payload } = await jwtVerify(accessToken, jwks, {
        issuer: this.issuer,
        audience: 'authenticated',
        algorithms: ['ES256'],
        // jose checks exp only when present: a token that never expires is refused outright.
        requiredClaims: ['exp', 'iat', 'iss', 'aud', 'sub'],
        currentDate: this.clock.now(),
      });
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.session_id !== 'string' ||
        typeof payload.email !== 'string' ||
        typeof payload.role !== 'string'
      ) {
        throw authErrors.badJwt('missing claims');
      }
      return payload as AccessTokenClaims;
    } catch (error) {
      if (error instanceof AuthServiceError) throw error;
      if (error instanceof joseErrors.JWTExpired) throw authErrors.badJwt('token has expired');
      if (error instanceof joseErrors.JOSEError) throw authErrors.badJwt(error.code);
      throw error;
    }
  }

  jwks(): Promise<{ keys: PublicJwk[] }> {
    return this.keys.publicJwks();
  }

  async isSessionActive(sessionId: string, userId: string): Promise<boolean> {
    return (await this.store.findSession(sessionId))?.userId === userId;
  }

  private localJwks(): Promise<ReturnType<typeof createLocalJWKSet>> {
    this.verifierKeys ??= this.keys
      .publicJwks()
      .then((set) => createLocalJWKSet(set))
      .catch((error: unknown) => {
        this.verifierKeys = undefined;
        throw error;
      });
    return this.verifierKeys;
  }

  /** A refresh token row for the session and the token it stands for (derived from the row id). */
  private newRefreshToken(
    session: AuthSessionRecord,
    parentId: string | null,
    now: Date,
  ): { record: RefreshTokenRecord; raw: string } {
    const id = randomUUID();
    const raw = refreshTokenFor(this.refreshKey, id);
    const at = now.toISOString();
    return {
      raw,
      record: {
        id,
        tokenHash: sha256(raw),
        sessionId: session.id,
        userId: session.userId,
        parentId,
        revoked: false,
        createdAt: at,
        updatedAt: at,
      },
    };
  }

  /** The token a stored row stands for, when it was derived (rows from before derived tokens were random). */
  private rawTokenOf(record: RefreshTokenRecord): string | undefined {
    const raw = refreshTokenFor(this.refreshKey, record.id);
    return sha256(raw) === record.tokenHash ? raw : undefined;
  }

  /** GoTrue's token answer: a fresh access token beside the given refresh token. */
  private async answer(
    user: AuthUserRecord,
    session: AuthSessionRecord,
    refreshToken: string,
  ): Promise<GoTrueSession> {
    const now = this.clock.now();
    const iat = Math.floor(now.getTime() / 1000);
    const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
    const gotrueUser = toGoTrueUser(user);
    const accessToken = await this.keys.sign({
      iss: this.issuer,
      sub: user.id,
      aud: 'authenticated',
      exp,
      iat,
      email: user.email,
      phone: '',
      app_metadata: gotrueUser.app_metadata,
      user_metadata: publicUserMetadata(user),
      role: 'authenticated',
      aal: session.aal,
      amr: session.amr,
      session_id: session.id,
      is_anonymous: false,
    });
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      expires_at: exp,
      refresh_token: refreshToken,
      user: gotrueUser,
    };
  }
}
