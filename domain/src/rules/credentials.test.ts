import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_PATTERN } from '../entities/email-pattern';
import { EmailAddress } from '../entities/common';
import { user } from '../entities/entity-samples';
import { UserProfile } from '../entities/user';
import { isPasswordTooLong, isValidEmail, normalizeEmail, passwordRuleProblems } from './credentials';

const profile = (email: string) => ({ ...user, email });

describe('isValidEmail', () => {
  it.each(['fan@example.com', '  fan@example.com  ', 'a.b+c@sub.example.co.uk', "o'neil@example.ie"])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  // Issue #15: the auth stand-in accepted these, the profile schema did not, and the sign-up answered 500.
  it.each([
    '<b>x</b>@example.com',
    'аda@example.com', // the first letter is Cyrillic
    'ada@example.com.',
    'ada@@example.com',
    'fa n@example.com',
    'ada@example',
    '',
    `${'a'.repeat(245)}@example.com`,
  ])('refuses "%s"', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('is exactly the rule the profile schema applies', () => {
    for (const email of ['<b>x</b>@example.com', 'аda@example.com', 'ada@example.com.', 'ada@example.com']) {
      expect(UserProfile.safeParse(profile(email)).success).toBe(isValidEmail(email));
    }
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases a valid address and refuses an invalid one', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(normalizeEmail('ada@example.com.')).toBeNull();
  });
});

describe('passwordRuleProblems', () => {
  it('asks for 8 characters', () => {
    expect(passwordRuleProblems('Abc12!x')).toEqual(['length']);
    expect(passwordRuleProblems('Abc12!xy')).toEqual([]);
  });

  it('refuses blanks however long', () => {
    expect(passwordRuleProblems('        ')).toEqual(['characters']);
    expect(passwordRuleProblems(' \t ')).toEqual(['length', 'characters']);
    expect(passwordRuleProblems('')).toEqual(['length', 'characters']);
    // Control characters (NUL, bell, newline) are refused: nobody can type them on a sign-in form.
    expect(passwordRuleProblems('\u0000'.repeat(8))).toEqual(['characters']);
    expect(passwordRuleProblems('Correct-Horse\u0007-9')).toEqual(['characters']);
  });

  it('counts bytes for the 72-byte ceiling', () => {
    expect(isPasswordTooLong('a'.repeat(72))).toBe(false);
    expect(isPasswordTooLong('a'.repeat(73))).toBe(true);
    expect(isPasswordTooLong('é'.repeat(37))).toBe(true);
  });
});

describe('the e-mail pattern', () => {
  it("is zod's own, so the zod-free check and the EmailAddress schema agree on every address", () => {
    expect(EMAIL_PATTERN.source.replaceAll('\\-', '-')).toBe(z.regexes.email.source.replaceAll('\\-', '-'));
    for (const address of [
      'ada@example.com',
      '<b>x</b>@example.com',
      'аda@example.com',
      'ada@example.com.',
      `${'a'.repeat(250)}@x.io`,
    ]) {
      expect(isValidEmail(address)).toBe(EmailAddress.safeParse(address).success);
    }
  });
});
