import { dictionary } from '@zxcvbn-ts/language-common';
import { isPasswordTooLong, passwordRuleProblems } from '@edgeboard/domain';
import type { WeakPasswordReason } from '@edgeboard/domain';
import { authErrors } from './auth-error';

/**
 * zxcvbn-ts' list of about 49,000 common passwords (from leaked-password frequency lists). Server-only: the
 * domain's rules reach the browser, this list (~400 KB) never does. Built on first use, compared lower-cased
 * so "PASSWORD" counts as "password".
 */
let commonPasswords: ReadonlySet<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}

/** One character over and over ("aaaaaaaa", eight NULs): the first thing a guesser tries after the list. */
function isOneCharacterRepeated(password: string): boolean {
  return new Set(password).size === 1 && password.trim() !== '';
}

/** The domain's rules plus the common-password list and repeated characters, in Supabase Auth's reason order. */
export function weakPasswordReasons(password: string): WeakPasswordReason[] {
  const reasons = passwordRuleProblems(password);
  if (isCommonPassword(password) || isOneCharacterRepeated(password)) reasons.push('pwned');
  return reasons;
}

/**
 * Supabase Auth's checkPasswordStrength: 400 validation_failed past 72 bytes, else 422 weak_password with
 * every reason that applies (a common password is what its Have I Been Pwned check reports as 'pwned').
 */
export function assertStrongPassword(password: string): void {
  if (isPasswordTooLong(password)) throw authErrors.passwordTooLong();
  const reasons = weakPasswordReasons(password);
  if (reasons.length > 0) throw authErrors.weakPassword(reasons);
}
