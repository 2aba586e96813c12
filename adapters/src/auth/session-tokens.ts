// Sessions and their tokens: ES256 access tokens signed with the stored key (verifiable by anyone holding the
// JWKS, as Supabase's are) and rotating refresh tokens kept only as hashes.
import { randomUUID } from 'node:crypto';
import type { Clock } from '@edgeboard/domain';
import { createLocalJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { AuthServiceError, authErrors } from './auth-error';
import type { AmrEntry, AuthSessionRecord, AuthStore, AuthUserRecord } from './auth-store';
import { publicUserMetadata, toGoTrueUser } from './gotrue-json';
import type { GoTrueSession } from './gotrue-json';
import type { AccessTokenClaims } from './local-auth-options';
import { randomToken, sha256 } from './opaque-tokens';
import { SigningKeys } from './signing-keys';
import type { PublicJwk } from './signing-keys';

const ACCESS_TOKEN_TTL_SECONDS = 3600;
/**
 * GoTrue's refresh-token reuse interval (its default, 10 s): a rotated token presented again within it still
 * refreshes the session (two tabs refreshing at the same moment); later it ends the session.
 */
const REFRESH_TOKEN_REUSE_INTERVAL_MS = 10_000;

export class SessionTokens {
  private readonly keys: SigningKeys;
  private verifierKeys: Promise<ReturnType<typeof createLocalJWKSet>> | undefined;

  constructor(
    private readonly store: AuthStore,
    private readonly clock: Clock,
    /** `${publicUrl}/auth/v1`: the iss of every access token. */
    private readonly issuer: string,
  ) {
    this.keys = new SigningKeys(store, () => clock.now());
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
    return this.issue(signedIn, session, null);
  }

  async refresh(refreshToken: string): Promise<GoTrueSession> {
    const token = await this.store.findRefreshTokenByHash(sha256(refreshToken));
    if (!token) throw authErrors.refreshTokenNotFound();
    const session = await this.store.findSession(token.sessionId);
    if (!session || session.userId !== token.userId) throw authErrors.refreshTokenNotFound();
    const now = this.clock.now().toISOString();
    const rotatedNow = !token.revoked && (await this.store.revokeRefreshToken(token.id, now));
    if (!rotatedNow && !(await this.rotatedWithinReuseInterval(token.tokenHash))) {
      // Presented again long after it was rotated: it leaked or was replayed, so the whole session ends.
      await this.store.deleteSessions([session.id]);
      throw authErrors.refreshTokenAlreadyUsed();
    }
    // Within the interval (another tab refreshed with the same token a moment ago) the session goes on: this
    // caller gets its own child of the token. GoTrue hands back the active child itself, which it can because it
    // keeps tokens in clear; only hashes are kept here.
    const user = await this.store.findUserById(token.userId);
    if (!user) throw authErrors.refreshTokenNotFound();
    await this.store.touchSession(session.id, now);
    return this.issue(user, session, token.id);
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

  private async issue(
    user: AuthUserRecord,
    session: AuthSessionRecord,
    parentTokenId: string | null,
  ): Promise<GoTrueSession> {
    const now = this.clock.now();
    const iat = Math.floor(now.getTime() / 1000);
    const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
    const refreshToken = randomToken();
    await this.store.insertRefreshToken({
      id: randomUUID(),
      tokenHash: sha256(refreshToken),
      sessionId: session.id,
      userId: user.id,
      parentId: parentTokenId,
      revoked: false,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
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

  /** Read again: a concurrent refresh may have rotated the token after it was first looked up. */
  private async rotatedWithinReuseInterval(tokenHash: string): Promise<boolean> {
    const token = await this.store.findRefreshTokenByHash(tokenHash);
    if (!token?.revoked) return false;
    return this.clock.now().getTime() - Date.parse(token.updatedAt) <= REFRESH_TOKEN_REUSE_INTERVAL_MS;
  }
}
