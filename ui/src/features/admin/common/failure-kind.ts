import type { ApiError } from '@/lib/base-query';

/**
 * The admin messages come in threes: success, failure and error. "Failed to …" is the server refusing
 * (a 4xx answer); "An error occurred while …" is everything else: no connection, a timeout, an unreadable
 * answer, or a server fault (5xx, after the base query's retries).
 */
export function failureKind(error: unknown): 'failed' | 'error' {
  const status = (error as Partial<ApiError> | null | undefined)?.status;
  return typeof status === 'number' && status < 500 ? 'failed' : 'error';
}
