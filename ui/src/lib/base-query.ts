import {
  fetchBaseQuery,
  retry,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import {
  API_BASE_PATH,
  API_MAX_RETRIES,
  API_RETRY_BASE_MS,
  API_TIMEOUT_MS,
  PERMISSION_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from '@edgeboard/domain';
import { getAccessToken, inFlightCall, maySend, sessionEpoch } from './auth/access-token';
import { reportSessionRefused } from './auth/session-refused';

/** Every failed API call, with the message a screen can show as is. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'CUSTOM_ERROR';
  message: string;
  /** The server's error code ({ error: { code } }), when it sent one. */
  code?: string;
}

/** Whether a thrown or returned value is an ApiError (what a mutation's unwrap() rejects with). */
export function isApiError(e: unknown): e is ApiError {
  return typeof e === 'object' && e !== null && 'status' in e && 'message' in e;
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach EdgeBoard. Check your connection and try again.';
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';
export const UNKNOWN_ERROR_MESSAGE = 'Something went wrong. Please try again.';

function serverError(data: unknown): { code?: string; message?: string } {
  if (typeof data !== 'object' || data === null || !('error' in data)) return {};
  const e = data.error;
  if (typeof e !== 'object' || e === null) return {};
  const code = 'code' in e && typeof e.code === 'string' ? e.code : undefined;
  const message = 'message' in e && typeof e.message === 'string' ? e.message : undefined;
  return { ...(code === undefined ? {} : { code }), ...(message === undefined ? {} : { message }) };
}

export function toApiError(error: FetchBaseQueryError): ApiError {
  if (error.status === 'FETCH_ERROR') return { status: error.status, message: NETWORK_ERROR_MESSAGE };
  if (error.status === 'TIMEOUT_ERROR') return { status: error.status, message: TIMEOUT_MESSAGE };
  if (error.status === 'PARSING_ERROR' || error.status === 'CUSTOM_ERROR') {
    return { status: error.status, message: UNKNOWN_ERROR_MESSAGE };
  }
  const { code, message } = serverError(error.data);
  const withCode = code === undefined ? {} : { code };
  // The spec's wording for these two wins over whatever the server said.
  if (error.status === 401) return { status: 401, message: SESSION_EXPIRED_MESSAGE, ...withCode };
  if (error.status === 403) return { status: 403, message: PERMISSION_MESSAGE, ...withCode };
  return { status: error.status, message: message ?? UNKNOWN_ERROR_MESSAGE, ...withCode };
}

/**
 * Network errors, timeouts and 5xx may succeed on a later try; a 4xx will not, nor a 503 for maintenance
 * (it lasts until an admin switches it off: the maintenance page shows at once instead of after the retries).
 */
export function isRetryable(error: ApiError): boolean {
  if (error.code === 'maintenance') return false;
  return (
    error.status === 'FETCH_ERROR' ||
    error.status === 'TIMEOUT_ERROR' ||
    (typeof error.status === 'number' && error.status >= 500)
  );
}

/** Waits 1 s, 2 s, 4 s before retries 1, 2, 3. */
export function retryDelayMs(attempt: number): number {
  return API_RETRY_BASE_MS * 2 ** (attempt - 1);
}

export interface BaseQueryOptions {
  /** Absolute base URL of the API (a Request needs one outside the browser). */
  baseUrl?: string;
  fetchFn?: typeof fetch;
  timeoutMs?: number;
}

/** A call whose session ended while it waited for its token: never sent. */
export const SIGNED_OUT_ERROR: ApiError = {
  status: 401,
  message: SESSION_EXPIRED_MESSAGE,
  code: 'signed_out',
};

export type ApiBaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta>;

export function createBaseQuery(options: BaseQueryOptions = {}): ApiBaseQuery {
  const raw = fetchBaseQuery({
    baseUrl: options.baseUrl ?? new URL(API_BASE_PATH, window.location.origin).href,
    timeout: options.timeoutMs ?? API_TIMEOUT_MS,
    ...(options.fetchFn === undefined ? {} : { fetchFn: options.fetchFn }),
  });
  const mapped: ApiBaseQuery = async (args, api, extra) => {
    if (!maySend()) return { error: SIGNED_OUT_ERROR };
    const asked = sessionEpoch();
    const token = await getAccessToken();
    if (sessionEpoch() !== asked || !maySend()) return { error: SIGNED_OUT_ERROR };
    const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
    if (token !== null) {
      const headers = new Headers(request.headers as HeadersInit | undefined);
      headers.set('Authorization', `Bearer ${token}`);
      request.headers = headers;
    }
    const result = await inFlightCall(async () => await raw(request, api, extra));
    if (result.error === undefined)
      return result.meta === undefined ? { data: result.data } : { data: result.data, meta: result.meta };
    const error = toApiError(result.error);
    // The server refused the session itself: every dashboard page offers Log In Again (session-refused.ts).
    if (error.status === 401 && token !== null) reportSessionRefused();
    return result.meta === undefined ? { error } : { error, meta: result.meta };
  };
  return retry(mapped, {
    // The retry helper types the error loosely; this base query only ever fails with an ApiError.
    retryCondition: (error, _args, { attempt }) =>
      attempt <= API_MAX_RETRIES && isRetryable(error as ApiError),
    backoff: (attempt) => new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt))),
  });
}
