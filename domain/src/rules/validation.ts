import { DELETE_CONFIRMATION_WORD, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from '../constants';
import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  EMAIL_AND_PASSWORD_REQUIRED_MESSAGE,
  FORGOT_PASSWORD_EMAIL_REQUIRED_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  MISSING_USER_EMAIL_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  NEW_PASSWORD_MIN_LENGTH_MESSAGE,
  NEW_PASSWORD_MISMATCH_MESSAGE,
  OVER_18_REQUIRED_MESSAGE,
  PASSWORD_CAPITAL_MESSAGE,
  PASSWORD_MIN_8_MESSAGE,
  PASSWORD_NUMBER_MESSAGE,
  PASSWORD_REQUIREMENTS_MESSAGE,
  PASSWORD_SPECIAL_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
} from '../messages';
import { isValidEmail } from './credentials';

/** Form rules of subscriber spec section 5. Each returns the exact messages, in the spec's order. */

const hasCapital = (pw: string): boolean => /[A-Z]/.test(pw);
const hasDigit = (pw: string): boolean => /[0-9]/.test(pw);
const hasSpecial = (pw: string): boolean => {
  for (const ch of pw) if (PASSWORD_SPECIAL_CHARACTERS.includes(ch)) return true;
  return false;
};

/** The sign-up form's live checklist. */
export interface PasswordChecklist {
  /** At least PASSWORD_MIN_LENGTH (8) characters: the server's minimum, so a ticked list is never refused. */
  length: boolean;
  capital: boolean;
  number: boolean;
  special: boolean;
}

export function passwordChecklist(pw: string): PasswordChecklist {
  return {
    length: pw.length >= PASSWORD_MIN_LENGTH,
    capital: hasCapital(pw),
    number: hasDigit(pw),
    special: hasSpecial(pw),
  };
}

export function signUpErrors(input: {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  isOver18: boolean;
}): string[] {
  const errors: string[] = [];
  if (input.name.trim() === '') errors.push(NAME_REQUIRED_MESSAGE);
  if (input.password !== input.confirmPassword) errors.push(PASSWORDS_DO_NOT_MATCH_MESSAGE);
  const c = passwordChecklist(input.password);
  if (!(c.length && c.capital && c.number && c.special)) errors.push(PASSWORD_REQUIREMENTS_MESSAGE);
  if (!input.isOver18) errors.push(OVER_18_REQUIRED_MESSAGE);
  return errors;
}

export function signInErrors(input: { email: string; password: string }): string[] {
  return input.email.trim() === '' || input.password === '' ? [EMAIL_AND_PASSWORD_REQUIRED_MESSAGE] : [];
}

export function resetPasswordErrors(pw: string, confirm: string): string[] {
  const errors: string[] = [];
  if (pw.length < PASSWORD_MIN_LENGTH) errors.push(PASSWORD_MIN_8_MESSAGE);
  if (!hasCapital(pw)) errors.push(PASSWORD_CAPITAL_MESSAGE);
  if (!hasDigit(pw)) errors.push(PASSWORD_NUMBER_MESSAGE);
  if (!hasSpecial(pw)) errors.push(PASSWORD_SPECIAL_MESSAGE);
  if (pw !== confirm) errors.push(PASSWORDS_DO_NOT_MATCH_MESSAGE);
  return errors;
}

export function changePasswordErrors(input: {
  current: string;
  next: string;
  confirm: string;
  email: string | null | undefined;
}): string[] {
  const errors: string[] = [];
  if (input.current === '') errors.push(CURRENT_PASSWORD_REQUIRED_MESSAGE);
  if (input.next.length < PASSWORD_MIN_LENGTH) errors.push(NEW_PASSWORD_MIN_LENGTH_MESSAGE);
  if (input.next !== input.confirm) errors.push(NEW_PASSWORD_MISMATCH_MESSAGE);
  if (input.email === null || input.email === undefined || input.email.trim() === '') {
    errors.push(MISSING_USER_EMAIL_MESSAGE);
  }
  return errors;
}

/** Launch-notification e-mail: trimmed, then checked; null when valid. */
export function launchEmailError(email: string): string | null {
  return isValidEmail(email) ? null : INVALID_EMAIL_MESSAGE;
}

/** Forgot-password request: the e-mail is required. */
export function forgotPasswordError(email: string): string | null {
  return email.trim() === '' ? FORGOT_PASSWORD_EMAIL_REQUIRED_MESSAGE : null;
}

/** Delete account goes ahead only when the typed confirmation is exactly DELETE. */
export function isDeleteConfirmed(typed: string): boolean {
  return typed === DELETE_CONFIRMATION_WORD;
}
