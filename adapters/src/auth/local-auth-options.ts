// What LocalAuthService is built from and hands out: its options and hooks, and the claims of its access
// tokens. Kept apart from the service so its collaborators (session tokens, e-mail links) share the types.
import type { Clock, Mailer } from '@edgeboard/domain';
import type { JWTPayload } from 'jose';
import type { AuthStore } from './auth-store';

export type { Clock, Mailer } from '@edgeboard/domain';

export interface AuthUserCreated {
  id: string;
  email: string;
  name: string;
}

export interface AuthHooks {
  /** Creates the product's profile row; a failure undoes the sign-up (see also inTransaction). */
  onUserCreated?: (user: AuthUserCreated) => Promise<void>;
  /** Runs once the account is committed (notifications); a failure is reported, never undoes the sign-up. */
  afterUserCreated?: (user: AuthUserCreated) => Promise<void>;
  onUserDeleted?: (user: { id: string; email: string }) => Promise<void>;
  /** Activity logging; a failure is reported, never blocks the sign-in. */
  onSignIn?: (event: { userId: string; email: string; method: 'password' | 'otp' }) => Promise<void>;
}

/** What a new account's writes go through when they share one transaction. */
export interface SignUpScope {
  /** The auth store bound to the transaction. */
  store: AuthStore;
  /** Writes the product's side of the account (profile row, activity) through the same transaction. */
  onUserCreated?: (user: AuthUserCreated) => Promise<void>;
}

export interface LocalAuthServiceOptions {
  store: AuthStore;
  clock: Clock;
  /**
   * The install's 32-byte secret, kept outside the database (the install secrets file's settings key): refresh
   * tokens are derived from it and the JWT signing key is sealed with it, so a copy of the database alone signs
   * nothing and refreshes nothing.
   */
  secretKey: Buffer;
  mailer: Mailer;
  /** Origin the server is reached at, e.g. http://localhost:8787; tokens are issued by `${publicUrl}/auth/v1`. */
  publicUrl: string;
  /** Origin of the UI; e-mail links lead there unless an allowed redirect_to is given. */
  siteUrl: string;
  requireEmailConfirmation?: boolean;
  /** Read on every sign-up so the admin setting applies without a restart. */
  allowSignup?: () => boolean | Promise<boolean>;
  /** Further origins a redirect_to may point at (the Vite dev server, for instance). */
  allowedRedirectOrigins?: readonly string[];
  hooks?: AuthHooks;
  /** Where hook failures that must not fail the request are reported. */
  reportError?: (context: string, error: unknown) => void;
  /**
   * Runs a new account's writes (the auth user, then the profile) as one transaction, so a failure leaves
   * neither. When given, it replaces hooks.onUserCreated for sign-ups. Without it (the in-memory store) the
   * hook runs after the insert and a failure deletes the user again.
   */
  inTransaction?: <T>(work: (scope: SignUpScope) => Promise<T>) => Promise<T>;
  productName?: string;
}

export type SignOutScope = 'global' | 'local' | 'others';

export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  email: string;
  session_id: string;
  role: string;
}
