import type { ApiError } from '../../../app/base-query';

/**
 * The admin messages come in threes: success, failure (the server answered with an error) and error (the
 * call itself broke: no connection, timeout, unreadable answer).
 */
export function failureKind(error: unknown): 'failed' | 'error' {
  const status = (error as Partial<ApiError> | null)?.status;
  return typeof status === 'number' ? 'failed' : 'error';
}
