import { PASSWORD_MIN_LENGTH } from '@edgeboard/domain';

export { authErrorMessage } from '@/lib/auth/auth-errors';

/** The auth screens' own copy (the spec's exact strings live in the domain's messages). */
export const RESET_SUCCESS_NOTICE = 'Your password has been reset. Please sign in with your new password.';
export const CONFIRM_EMAIL_NOTICE =
  'Account created! Please check your email to confirm your address, then sign in.';
export const RESET_DONE_NOTICE = 'Password updated. Taking you to sign in…';

export const CHECKLIST_LABELS = {
  length: `At least ${String(PASSWORD_MIN_LENGTH)} characters`,
  capital: 'One capital letter',
  number: 'One number',
  special: 'One special character',
} as const;
