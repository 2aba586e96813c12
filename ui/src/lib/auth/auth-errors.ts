import {
  AUTH_PASSWORD_MIN_LENGTH_MESSAGE,
  RESET_REQUEST_FAILED_MESSAGE,
  EMAIL_NOT_CONFIRMED_MESSAGE,
  GENERIC_AUTH_ERROR_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
} from '@edgeboard/domain';

/**
 * What the screens read from a supabase-js error: GoTrue's `code` and, for AuthWeakPasswordError, its
 * `reasons`. Never the message: its wording belongs to the auth service and changes with it.
 */
export interface AuthErrorLike {
  code?: string | undefined;
  reasons?: readonly string[] | undefined;
}

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Please choose a different one.';
export const BLANK_PASSWORD_MESSAGE = 'Password cannot be only spaces or contain control characters.';
export const AUTH_RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';
export const ACCOUNT_EXISTS_MESSAGE = 'An account with this email already exists. Please sign in instead.';
export const SIGNUP_DISABLED_MESSAGE = 'New sign-ups are closed at the moment.';
export const CHECK_EMAIL_AND_PASSWORD_MESSAGE = 'Please check the email address and password you entered.';
export const SAME_PASSWORD_MESSAGE = 'Your new password must be different from your current one.';
/** A reset link already went to the address within the minute (over_email_send_rate_limit). */
export const RESET_EMAIL_RATE_LIMITED_MESSAGE =
  'A password reset link was sent a moment ago. Please check your inbox, or try again in a minute.';
export const ACCOUNT_GONE_MESSAGE = 'This account no longer exists.';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/** A weak_password answer in words (the first reason that applies), or null for any other error. */
export function weakPasswordMessage(error: AuthErrorLike | null | undefined): string | null {
  if (error?.code !== 'weak_password') return null;
  const reasons = error.reasons ?? [];
  if (reasons.includes('length')) return AUTH_PASSWORD_MIN_LENGTH_MESSAGE;
  if (reasons.includes('characters')) return BLANK_PASSWORD_MESSAGE;
  if (reasons.includes('pwned')) return COMMON_PASSWORD_MESSAGE;
  return AUTH_PASSWORD_MIN_LENGTH_MESSAGE;
}

const BY_CODE: Record<string, string> = {
  invalid_credentials: INVALID_CREDENTIALS_MESSAGE,
  email_not_confirmed: EMAIL_NOT_CONFIRMED_MESSAGE,
  over_request_rate_limit: AUTH_RATE_LIMITED_MESSAGE,
  over_email_send_rate_limit: AUTH_RATE_LIMITED_MESSAGE,
  user_already_exists: ACCOUNT_EXISTS_MESSAGE,
  email_exists: ACCOUNT_EXISTS_MESSAGE,
  signup_disabled: SIGNUP_DISABLED_MESSAGE,
  validation_failed: CHECK_EMAIL_AND_PASSWORD_MESSAGE,
  same_password: SAME_PASSWORD_MESSAGE,
  user_not_found: ACCOUNT_GONE_MESSAGE,
  session_not_found: SESSION_ENDED_MESSAGE,
};

/** An auth service error as the screens word it, chosen by its code; anything unknown is the generic message. */
export function authErrorMessage(error: AuthErrorLike | null | undefined): string {
  const weak = weakPasswordMessage(error);
  if (weak !== null) return weak;
  const code = error?.code;
  return (code !== undefined && BY_CODE[code]) || GENERIC_AUTH_ERROR_MESSAGE;
}

/**
 * A refused password-reset request in words: a link already sent within the minute and the request limits have
 * their own message; anything else is the spec's reset fallback.
 */
export function resetRequestErrorMessage(error: AuthErrorLike): string {
  if (error.code === 'over_email_send_rate_limit') return RESET_EMAIL_RATE_LIMITED_MESSAGE;
  if (error.code === 'over_request_rate_limit') return AUTH_RATE_LIMITED_MESSAGE;
  return RESET_REQUEST_FAILED_MESSAGE;
}
