/** Claims of a verified access token. */
export interface TokenClaims {
  userId: string;
  email: string | null;
  /** Auth-service role claim (e.g. "authenticated"); product roles come from the users table. */
  role?: string;
  expiresAt?: number;
  [claim: string]: unknown;
}

/**
 * Verifies a bearer token (signature against the JWKS, expiry, audience). Rejects with an
 * UnauthenticatedError for any token that is not valid.
 */
export interface TokenVerifier {
  verify(token: string): Promise<TokenClaims>;
}
