import { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH } from '../constants';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../entities/email-pattern';

/** The rule itself, without zod (the landing page checks addresses and ships without it). */
function matchesEmailRule(address: string): boolean {
  return address.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(address);
}

/**
 * The one rule for an e-mail address, shared by the forms, the auth stand-in and the profile schema
 * (UserProfile's `email` is the same EmailAddress): checked after trimming.
 */
export function isValidEmail(email: string): boolean {
  return matchesEmailRule(email.trim());
}

/** The address as accounts keep it (trimmed, lower-cased), or null when the rule refuses it. */
export function normalizeEmail(email: string): string | null {
  const trimmed = email.trim().toLowerCase();
  return matchesEmailRule(trimmed) ? trimmed : null;
}

/** Supabase Auth's reasons for a weak password (AuthWeakPasswordError.reasons). */
export type WeakPasswordReason = 'length' | 'characters' | 'pwned';

/** C0/C1 control characters (NUL, bell, newline, …): nothing a person types into a password field. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * The password rules every password form and the auth service share: at least PASSWORD_MIN_LENGTH characters,
 * something other than blanks, and no control characters ('characters'). The server also refuses common
 * passwords and one character repeated ('pwned'); that list is kept out of the browser bundle.
 */
export function passwordRuleProblems(password: string): WeakPasswordReason[] {
  const reasons: WeakPasswordReason[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) reasons.push('length');
  if (password.trim() === '' || CONTROL_CHARACTER.test(password)) reasons.push('characters');
  return reasons;
}

/** Longer than Supabase Auth accepts (it counts bytes, as bcrypt does). */
export function isPasswordTooLong(password: string): boolean {
  return new TextEncoder().encode(password).length > PASSWORD_MAX_BYTES;
}
