/**
 * Fixed- or sliding-window counter shared by all API instances (in-process by default, a shared store
 * when scaled out). `hit` counts one request against `key`.
 */
export interface RateLimiter {
  /** `allowed` false means the limit of `limit` hits per `windowMs` is exceeded; retry after `retryAfterMs`. */
  hit(key: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterMs: number }>;
}
