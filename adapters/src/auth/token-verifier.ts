import { UnauthenticatedError } from '@edgeboard/domain';
import type { TokenClaims, TokenVerifier } from '@edgeboard/domain';
import type { LocalAuthService } from './local-auth-service';
import { createLocalJWKSet, createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { JWTPayload, JWTVerifyGetKey } from 'jose';

export type { TokenVerifier } from '@edgeboard/domain';

/** Implements the domain's TokenVerifier port, with the richer VerifiedToken as its answer. */
export interface JwksTokenVerifier extends TokenVerifier {
  verify(accessToken: string): Promise<VerifiedToken>;
}

/** The domain's TokenClaims plus the Supabase session id and the raw claims. */
export interface VerifiedToken extends TokenClaims {
  userId: string;
  email: string | null;
  role: string;
  expiresAt: number;
  sessionId: string | null;
  claims: JWTPayload;
}

/**
 * The domain's UnauthenticatedError (so the API answers 401 with the spec's session-expired message),
 * with the reason kept for logs.
 */
export class TokenVerificationError extends UnauthenticatedError {
  constructor(
    readonly reason: 'expired' | 'invalid' | 'revoked',
    detail: string,
  ) {
    super(undefined, `token_${reason}`, { cause: detail });
    this.name = 'TokenVerificationError';
  }
}

export interface JwksTokenVerifierOptions {
  keys: JWTVerifyGetKey;
  /** `${authUrl}/auth/v1`, the `iss` claim Supabase Auth and the local stand-in both write. */
  issuer: string;
  audience?: string;
  now?: () => Date;
  /**
   * JWTs are stateless: without this a signed-out session's access token stays valid until it expires
   * (at most an hour). Give it to make sign-out take effect at once, at one store read per request. It must
   * also say no when the session belongs to someone other than `userId` (the token's subject).
   */
  isSessionActive?: (sessionId: string, userId: string) => Promise<boolean>;
}

/** Verified tokens kept (until they expire) so a client polling every few seconds pays for one signature check. */
const VERIFIED_CACHE_SIZE = 10_000;

/** The one code path: a JWKS-verified ES256/RS256 access token with Supabase's claims. */
export function createJwksTokenVerifier(options: JwksTokenVerifierOptions): JwksTokenVerifier {
  const verifiedCache = new Map<string, VerifiedToken>();
  const nowSeconds = () => (options.now ? options.now() : new Date()).getTime() / 1000;
  const sessionCheck = async (verified: VerifiedToken) => {
    // The session check is never cached: sign-out must take effect on the very next request.
    if (
      options.isSessionActive &&
      (verified.sessionId === null || !(await options.isSessionActive(verified.sessionId, verified.userId)))
    ) {
      throw new TokenVerificationError('revoked', 'Session has ended');
    }
    return verified;
  };
  return {
    async verify(accessToken) {
      const cached = verifiedCache.get(accessToken);
      if (cached) {
        if (cached.expiresAt > nowSeconds()) return sessionCheck(cached);
        verifiedCache.delete(accessToken);
      }
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(accessToken, options.keys, {
          issuer: options.issuer,
          audience: options.audience ?? 'authenticated',
          algorithms: ['ES256', 'RS256'],
          // jose checks exp, iss and aud only when present; Supabase always writes them, so require them.
          requiredClaims: ['exp', 'iss', 'aud', 'sub'],
          ...(options.now ? { currentDate: options.now() } : {}),
        }));
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired)
          throw new TokenVerificationError('expired', 'Token has expired');
        if (error instanceof joseErrors.JOSEError)
          throw new TokenVerificationError('invalid', `Invalid token: ${error.code}`);
        throw error;
      }
      if (typeof payload.sub !== 'string' || payload.sub === '') {
        throw new TokenVerificationError('invalid', 'Invalid token: no subject');
      }
      const sessionId = typeof payload.session_id === 'string' ? payload.session_id : null;
      const verified: VerifiedToken = {
        userId: payload.sub,
        email: typeof payload.email === 'string' && payload.email !== '' ? payload.email : null,
        sessionId,
        role: typeof payload.role === 'string' ? payload.role : 'authenticated',
        expiresAt: payload.exp ?? 0,
        claims: payload,
      };
      await sessionCheck(verified);
      if (verifiedCache.size >= VERIFIED_CACHE_SIZE) {
        const oldest = verifiedCache.keys().next();
        if (!oldest.done) verifiedCache.delete(oldest.value);
      }
      verifiedCache.set(accessToken, verified);
      return verified;
    },
  };
}

/** Local mode: the stand-in's own key set, read in process (no HTTP round trip to ourselves). */
export function createLocalTokenVerifier(
  service: LocalAuthService,
  options: { now?: () => Date; checkSession?: boolean } = {},
): JwksTokenVerifier {
  let keySet: Promise<JWTVerifyGetKey> | undefined;
  const keys: JWTVerifyGetKey = async (header, token) => {
    keySet ??= service.jwks().then((jwks) => createLocalJWKSet(jwks));
    return (await keySet)(header, token);
  };
  return createJwksTokenVerifier({
    keys,
    issuer: service.issuer,
    ...(options.now ? { now: options.now } : {}),
    ...(options.checkSession
      ? { isSessionActive: (id: string, userId: string) => service.isSessionActive(id, userId) }
      : {}),
  });
}

/** Hosted mode: the Supabase project's published key set, fetched and cached by jose. */
export function createRemoteTokenVerifier(options: {
  supabaseUrl: string;
  now?: () => Date;
}): JwksTokenVerifier {
  const authUrl = `${options.supabaseUrl.replace(/\/+$/, '')}/auth/v1`;
  return createJwksTokenVerifier({
    keys: createRemoteJWKSet(new URL(`${authUrl}/.well-known/jwks.json`)),
    issuer: authUrl,
    ...(options.now ? { now: options.now } : {}),
  });
}
