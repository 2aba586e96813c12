/**
 * Read-through cache for upstream answers (scores, news).
 *
 * Contract: a fresh value for `key` (younger than `ttlMs`) is returned without calling `load`; on a
 * miss, concurrent callers of the same key share ONE `load` call (request coalescing) and all get its
 * result; a rejected `load` is not cached, so the next call retries.
 */
export interface Cache {
  getOrLoad<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
}
