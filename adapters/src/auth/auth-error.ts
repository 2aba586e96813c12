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

export const authErrors = {
  invalidCredentials: () => new AuthServiceError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthServiceError(400, 'email_not_confirmed', 'Email not confirmed'),
  userAlreadyExists: () => new AuthServiceError(422, 'user_already_exists', 'User already registered'),
  signupDisabled: () => new AuthServiceError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  weakPassword: (min: number) =>
    new AuthServiceError(422, 'weak_password', `Password must be at least ${min} characters long.`, [
      'length',
    ]),
  samePassword: () =>
    new AuthServiceError(422, 'same_password', 'New password should be different from the old password.'),
  invalidEmail: () =>
    new AuthServiceError(400, 'validation_failed', 'Unable to validate email address: invalid format'),
  validation: (message: string) => new AuthServiceError(400, 'validation_failed', message),
  refreshTokenNotFound: () =>
    new AuthServiceError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    new AuthServiceError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  noAuthorization: () =>
    new AuthServiceError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (reason: string) =>
    new AuthServiceError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`),
  sessionNotFound: () =>
    new AuthServiceError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFound: () =>
    new AuthServiceError(404, 'user_not_found', 'User from sub claim in JWT does not exist'),
  otpExpired: () => new AuthServiceError(403, 'otp_expired', 'Email link is invalid or has expired'),
  lockedOut: (minutes: number) =>
    new AuthServiceError(
      429,
      'over_request_rate_limit',
      `Too many failed sign-in attempts for this email address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    ),
} as const;
