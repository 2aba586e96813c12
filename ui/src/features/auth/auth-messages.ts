import type { AuthError } from '@supabase/supabase-js';
import {
  EMAIL_NOT_CONFIRMED_MESSAGE,
  GENERIC_AUTH_ERROR_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
} from '@edgeboard/domain';

/** The auth screens' own copy (the spec's exact strings live in the domain's messages). */
export const RESET_SUCCESS_NOTICE = 'Your password has been reset. Please sign in with your new password.';
export const CONFIRM_EMAIL_NOTICE =
  'Account created! Please check your email to confirm your address, then sign in.';
export const RESET_DONE_NOTICE = 'Password updated. Taking you to sign in…';

export const CHECKLIST_LABELS = {
  length: 'At least 7 characters',
  capital: 'One capital letter',
  number: 'One number',
  special: 'One special character',
} as const;

/** Auth service errors as the spec words them; the server's own message when it sent one. */
export function authErrorMessage(error: Pick<AuthError, 'code' | 'message'> | null | undefined): string {
  if (error?.code === 'invalid_credentials') return INVALID_CREDENTIALS_MESSAGE;
  if (error?.code === 'email_not_confirmed') return EMAIL_NOT_CONFIRMED_MESSAGE;
  const message = error?.message.trim() ?? '';
  return message === '' ? GENERIC_AUTH_ERROR_MESSAGE : message;
}
