import { describe, expect, it } from 'vitest';
import {
  changePasswordErrors,
  forgotPasswordError,
  isDeleteConfirmed,
  launchEmailError,
  passwordChecklist,
  resetPasswordErrors,
  signInErrors,
  signUpErrors,
} from './validation';

const validSignUp = {
  name: 'Jo Fan',
  email: 'jo@example.com',
  password: 'Abcdef1!',
  confirmPassword: 'Abcdef1!',
  isOver18: true,
};

describe('passwordChecklist', () => {
  // One minimum with the server (issue #18): a 7-character password is never ticked and then refused.
  it('needs 8 characters: 7 fails, 8 passes', () => {
    expect(passwordChecklist('Abc12!x').length).toBe(false);
    expect(passwordChecklist('Abc12!xy').length).toBe(true);
  });

  it('checks capital, digit and special separately', () => {
    expect(passwordChecklist('abcdefgh')).toEqual({
      length: true,
      capital: false,
      number: false,
      special: false,
    });
    expect(passwordChecklist('Abcdefg')).toMatchObject({ capital: true, number: false });
    expect(passwordChecklist('abcdef1')).toMatchObject({ capital: false, number: true });
  });

  it('accepts every character of the fixed punctuation list and nothing else as special', () => {
    for (const ch of '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?`~') {
      expect(passwordChecklist(`a${ch}`).special).toBe(true);
    }
    expect(passwordChecklist('abc def').special).toBe(false);
    expect(passwordChecklist('abc€déf').special).toBe(false);
  });
});

describe('signUpErrors', () => {
  it('accepts a valid form', () => {
    expect(signUpErrors(validSignUp)).toEqual([]);
  });

  it('lists every message once, in the spec order', () => {
    expect(
      signUpErrors({ name: '   ', email: '', password: 'abc', confirmPassword: 'abd', isOver18: false }),
    ).toEqual([
      'Name is required',
      'Passwords do not match',
      'Password does not meet the requirements',
      'You must confirm that you are over 18 years old',
    ]);
  });

  it('password length boundary 7/8', () => {
    const withPw = (pw: string) => signUpErrors({ ...validSignUp, password: pw, confirmPassword: pw });
    expect(withPw('Abcde1!')).toEqual(['Password does not meet the requirements']);
    expect(withPw('Abcdef1!')).toEqual([]);
  });

  it.each(['abcdef1!', 'Abcdefg!', 'Abcdefg1'])('rejects %s (one rule missing)', (pw) => {
    expect(signUpErrors({ ...validSignUp, password: pw, confirmPassword: pw })).toEqual([
      'Password does not meet the requirements',
    ]);
  });
});

describe('signInErrors', () => {
  it('requires both email and password', () => {
    expect(signInErrors({ email: 'a@b.co', password: 'x' })).toEqual([]);
    expect(signInErrors({ email: '', password: 'x' })).toEqual(['Email and password are required']);
    expect(signInErrors({ email: '  ', password: 'x' })).toEqual(['Email and password are required']);
    expect(signInErrors({ email: 'a@b.co', password: '' })).toEqual(['Email and password are required']);
    expect(signInErrors({ email: '', password: '' })).toEqual(['Email and password are required']);
  });
});

describe('resetPasswordErrors', () => {
  it('needs 8 characters: 7 fails, 8 passes', () => {
    expect(resetPasswordErrors('Abcde1!', 'Abcde1!')).toEqual([
      'Password must be at least 8 characters long',
    ]);
    expect(resetPasswordErrors('Abcdef1!', 'Abcdef1!')).toEqual([]);
  });

  it('lists messages in the spec order', () => {
    expect(resetPasswordErrors('abc', 'abd')).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one capital letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
      'Passwords do not match',
    ]);
  });
});

describe('changePasswordErrors', () => {
  const ok = { current: 'old', next: 'newpass1', confirm: 'newpass1', email: 'a@b.co' };

  it('accepts a valid change (8 characters)', () => {
    expect(changePasswordErrors(ok)).toEqual([]);
  });

  it('7 characters is too short', () => {
    expect(changePasswordErrors({ ...ok, next: 'newpass', confirm: 'newpass' })).toEqual([
      'New password must be at least 8 characters.',
    ]);
  });

  it('lists messages in the spec order', () => {
    expect(changePasswordErrors({ current: '', next: 'short', confirm: 'other', email: null })).toEqual([
      'Please enter your current password.',
      'New password must be at least 8 characters.',
      'New password and confirmation do not match.',
      'Missing user email.',
    ]);
    expect(changePasswordErrors({ ...ok, email: undefined })).toEqual(['Missing user email.']);
  });
});

describe('launchEmailError', () => {
  it.each(['fan@example.com', '  fan@example.com  ', 'a.b+c@sub.example.co.uk'])('accepts %s', (email) => {
    expect(launchEmailError(email)).toBeNull();
  });

  it.each(['', '   ', 'fan', 'fan@', 'fan@example', '@example.com', 'fa n@example.com'])(
    'rejects "%s"',
    (email) => {
      expect(launchEmailError(email)).toBe('Please enter a valid email address');
    },
  );
});

describe('forgotPasswordError and isDeleteConfirmed', () => {
  it('requires an e-mail for a reset link', () => {
    expect(forgotPasswordError(' ')).toBe('Please enter your email to receive a password reset link.');
    expect(forgotPasswordError('a@b.co')).toBeNull();
  });

  it('needs exactly DELETE', () => {
    expect(isDeleteConfirmed('DELETE')).toBe(true);
    expect(isDeleteConfirmed('delete')).toBe(false);
    expect(isDeleteConfirmed(' DELETE')).toBe(false);
  });
});
