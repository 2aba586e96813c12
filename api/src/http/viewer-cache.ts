// Subscribers poll the feed and scores every few seconds; without this each poll reads the caller's profile
// and subscriptions again. The entries are the stored records (profile and subscriptions), never the resolved
// state: that is worked out at each request from the clock, so a period that ends shows at once.
//
// Every write in this process that changes a role or a subscription invalidates the user (see
// `invalidatingViewers`), so a change shows on the very next request here. Another instance's writes show
// once its broadcast calls `invalidate`/`clear` on this one, or at worst after the TTL.
import type { Clock, UserWithSubscriptions } from '@edgeboard/domain';

export const VIEWER_CACHE_TTL_MS = 3_000;
const MAX_ENTRIES = 10_000;

export class ViewerCache {
  private readonly entries = new Map<string, { expiresAt: number; value: UserWithSubscriptions }>();
  /** Moves on at every invalidation, so an answer read before one is never stored after it. */
  private epoch = 0;

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = VIEWER_CACHE_TTL_MS,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  /** The mark to hand back to `set` with what is read from the database from now on. */
  mark(): number {
    return this.epoch;
  }

  get(userId: string): UserWithSubscriptions | undefined {
    const hit = this.entries.get(userId);
    if (!hit) return undefined;
    if (hit.expiresAt <= this.clock.now().getTime()) {
      this.entries.delete(userId);
      return undefined;
    }
    return hit.value;
  }

  /**
   * Keeps `value` for the TTL, unless an invalidation happened since `mark` was taken (the read may have seen
   * the data from before the write). The oldest entry goes first when full.
   */
  set(userId: string, value: UserWithSubscriptions, mark: number): void {
    if (mark !== this.epoch) return;
    this.entries.delete(userId);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(userId, { expiresAt: this.clock.now().getTime() + this.ttlMs, value });
  }

  /**
   * Forgets one user: call it after any write to their role or subscriptions. Public for the cross-instance
   * broadcast, which calls it on every instance when one of them writes.
   */
  invalidate(userId: string): void {
    this.epoch += 1;
    this.entries.delete(userId);
  }

  /** Forgets everyone: when the user a write touched is unknown, or the broadcast asks (e.g. on reconnect). */
  clear(): void {
    this.epoch += 1;
    this.entries.clear();
  }
}

/** How to find the user a write touched, from its arguments and its answer; null clears the whole cache. */
export type AffectedUser = (args: readonly unknown[], result: unknown) => string | null | undefined;

/**
 * Wraps a repository so that each named write invalidates the user it touched once it settles (the whole
 * cache if it failed, or if the user cannot be told). `undefined` from `affected` means nothing changed.
 */
export function invalidatingViewers<T extends object>(
  repo: T,
  writes: Partial<Record<keyof T, AffectedUser>>,
  cache: Pick<ViewerCache, 'invalidate' | 'clear'>,
): T {
  return new Proxy(repo, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      const affected = (writes as Partial<Record<PropertyKey, AffectedUser>>)[prop];
      if (!affected || typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        let result: unknown;
        try {
          result = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } catch (err) {
          cache.clear();
          throw err;
        }
        const userId = affected(args, result);
        if (userId === null) cache.clear();
        else if (userId !== undefined) cache.invalidate(userId);
        return result;
      };
    },
  });
}

const firstArg: AffectedUser = (args) => (typeof args[0] === 'string' ? args[0] : null);
function userIdOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('user_id' in value)) return null;
  return typeof value.user_id === 'string' ? value.user_id : null;
}
const inputUser: AffectedUser = (args) => userIdOf(args[0]);
/** A write by subscription id: the user is the answer's; no answer means no row changed. */
const resultUser: AffectedUser = (_args, result) => (result === null ? undefined : userIdOf(result));

/** The writes of UserRepository that change what a viewer holds (the profile's role and name, or the user). */
export const USER_WRITES = { updateRole: firstArg, updateName: firstArg, delete: firstArg } as const;

/** The writes of SubscriptionRepository (every one changes some user's subscriptions). */
export const SUBSCRIPTION_WRITES = {
  create: inputUser,
  upsertByProviderId: inputUser,
  update: resultUser,
  updateByProviderId: resultUser,
} as const;
