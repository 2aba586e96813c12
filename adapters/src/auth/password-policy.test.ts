import { describe, expect, it } from 'vitest';
import { AuthServiceError } from './auth-error';
import { assertStrongPassword, isCommonPassword, weakPasswordReasons } from './password-policy';

function refusal(password: string): AuthServiceError {
  try {
    assertStrongPassword(password);
  } catch (error) {
    if (error instanceof AuthServiceError) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(password)} to be refused`);
}

describe('password policy', () => {
  // Issue #15: these were accepted.
  it.each([
    ['password', ['pwned']],
    ['12345678', ['pwned']],
    ['PASSWORD', ['pwned']],
    ['iloveyou', ['pwned']],
    ['        ', ['characters']],
    ['1234567', ['length', 'pwned']],
    ['Abc12!x', ['length']],
    // Issue #30 item 10: these were accepted.
    ['aaaaaaaa', ['pwned']],
    ['ZZZZZZZZZZZZ', ['pwned']],
    ['\u0000'.repeat(8), ['characters', 'pwned']],
    ['Correct-Horse\u0007-9', ['characters']],
    ['Correct-Horse-9\n', ['characters']],
  ])('refuses %j for %j', (password, reasons) => {
    expect(weakPasswordReasons(password)).toEqual(reasons);
  });

  it('accepts a long, uncommon password', () => {
    expect(weakPasswordReasons('Correct-Horse-9')).toEqual([]);
    expect(isCommonPassword('Correct-Horse-9')).toBe(false);
    expect(() => {
      assertStrongPassword('Correct-Horse-9');
    }).not.toThrow();
  });

  it("answers with Supabase Auth's weak_password shape and wording", () => {
    const short = refusal('Xq7!vb');
    expect([short.status, short.code, short.message, short.weakPasswordReasons]).toEqual([
      422,
      'weak_password',
      'Password should be at least 8 characters.',
      ['length'],
    ]);
    const common = refusal('12345678');
    expect([common.message, common.weakPasswordReasons]).toEqual([
      'Password is known to be weak and easy to guess, please choose a different one.',
      ['pwned'],
    ]);
    expect(refusal('1234567').message).toBe(
      'Password should be at least 8 characters. Password is known to be weak and easy to guess, please choose a different one.',
    );
  });

  it('refuses more than 72 bytes as validation_failed, as Supabase Auth does', () => {
    const long = refusal(`Aa1!${'x'.repeat(69)}`);
    expect([long.status, long.code, long.message]).toEqual([
      400,
      'validation_failed',
      'Password cannot be longer than 72 characters',
    ]);
  });
});
