import { AUTH_PASSWORD_MIN_LENGTH_MESSAGE, GENERIC_AUTH_ERROR_MESSAGE } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import {
  AUTH_RATE_LIMITED_MESSAGE,
  authErrorMessage,
  BLANK_PASSWORD_MESSAGE,
  COMMON_PASSWORD_MESSAGE,
  weakPasswordMessage,
} from './auth-errors';

describe('auth error wording', () => {
  it('goes by the code whatever the message says', () => {
    for (const code of ['over_request_rate_limit', 'over_email_send_rate_limit'])
      expect(authErrorMessage({ code })).toBe(AUTH_RATE_LIMITED_MESSAGE);
    expect(authErrorMessage({ code: 'no_such_code' })).toBe(GENERIC_AUTH_ERROR_MESSAGE);
    expect(authErrorMessage(null)).toBe(GENERIC_AUTH_ERROR_MESSAGE);
  });

  it('words a weak password by its first reason: length, then blanks, then a common password', () => {
    expect(weakPasswordMessage({ code: 'weak_password', reasons: ['length', 'pwned'] })).toBe(
      AUTH_PASSWORD_MIN_LENGTH_MESSAGE,
    );
    expect(weakPasswordMessage({ code: 'weak_password', reasons: ['characters'] })).toBe(
      BLANK_PASSWORD_MESSAGE,
    );
    expect(weakPasswordMessage({ code: 'weak_password', reasons: ['pwned'] })).toBe(COMMON_PASSWORD_MESSAGE);
    expect(weakPasswordMessage({ code: 'invalid_credentials' })).toBeNull();
  });
});
