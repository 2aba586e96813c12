import { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH } from '@edgeboard/domain';
import type { WeakPasswordReason } from '@edgeboard/domain';

/**
 * An error the auth stand-in answers with. `code` is GoTrue's error code string, so supabase-js turns it
 * into an AuthApiError with the same `code` (or AuthWeakPasswordError / AuthSessionMissingError).
 */
export class AuthServiceError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly weakPasswordReasons?: readonly string[],
  ) {
    super(message);
    this.name = 'AuthServiceError';
  }
}

const WEAK_PASSWORD_SENTENCES: Record<WeakPasswordReason, string> = {
  length: `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`,
  // GoTrue names its required character sets here; the one set this product requires is "not only blanks".
  characters: 'Password should contain at least one character that is not a space.',
  pwned: 'Password is known to be weak and easy to guess, please choose a different one.',
};

/** The errors that always read the same: HTTP status, GoTrue's code and GoTrue's message. */
const FIXED_ERRORS = {
  invalidCredentials: [400, 'invalid_credentials', 'Invalid login credentials'],
  emailNotConfirmed: [400, 'email_not_confirmed', 'Email not confirmed'],
  userAlreadyExists: [422, 'user_already_exists', 'User already registered'],
  signupDisabled: [422, 'signup_disabled', 'Signups not allowed for this instance'],
  passwordTooLong: [
    400,
    'validation_failed',
    `Password cannot be longer than ${PASSWORD_MAX_BYTES} characters`,
  ],
  signupNeedsPassword: [400, 'validation_failed', 'Signup requires a valid password'],
  samePassword: [422, 'same_password', 'New password should be different from the old password.'],
  invalidEmail: [400, 'validation_failed', 'Unable to validate email address: invalid format'],
  refreshTokenNotFound: [400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'],
  refreshTokenAlreadyUsed: [400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'],
  noAuthorization: [401, 'no_authorization', 'This endpoint requires a valid Bearer token'],
  sessionNotFound: [403, 'session_not_found', 'Session from session_id claim in JWT does not exist'],
  userNotFound: [403, 'user_not_found', 'User from sub claim in JWT does not exist'],
  otpExpired: [403, 'otp_expired', 'Email link is invalid or has expired'],
} as const satisfies Record<string, readonly [number, string, string]>;

/** One factory per fixed error: each call answers a new error, so callers may throw it. */
const fixedErrors = Object.fromEntries(
  Object.entries(FIXED_ERRORS).map(([name, [status, code, message]]) => [
    name,
    () => new AuthServiceError(status, code, message),
  ]),
) as { [K in keyof typeof FIXED_ERRORS]: () => AuthServiceError };

export const authErrors = {
  ...fixedErrors,
  /** GoTrue's wording: one sentence per reason, joined by a space, in the order length, characters, pwned. */
  weakPassword: (reasons: readonly WeakPasswordReason[]) =>
    new AuthServiceError(
      422,
      'weak_password',
      reasons.map((reason) => WEAK_PASSWORD_SENTENCES[reason]).join(' '),
      reasons,
    ),
  validation: (message: string) => new AuthServiceError(400, 'validation_failed', message),
  badJwt: (reason: string) =>
    new AuthServiceError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`),
  /** GoTrue's answer to a request over its per-address limits (its signup limiter says the same). */
  overRequestRateLimit: (message = 'Request rate limit reached') =>
    new AuthServiceError(429, 'over_request_rate_limit', message),
  /** GoTrue's answer to a second mail of a kind to one address within its SMTP max frequency (60 s). */
  overEmailSendRateLimit: (secondsLeft: number) =>
    new AuthServiceError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${String(secondsLeft)} seconds.`,
    ),
  lockedOut: (minutes: number) =>
    new AuthServiceError(
      429,
      'over_request_rate_limit',
      `Too many failed sign-in attempts for this email address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    ),
} as const;
