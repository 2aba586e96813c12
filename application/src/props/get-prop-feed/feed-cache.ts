// Feed answers depend only on the query and the tier's cap (never on who asks), so many subscribers polling
// the same feed share one answer. Any write to picks or games in this process empties the cache at once; the
// short time-to-live bounds how stale another instance's writes can look.
import type { PropFeedResponse } from '@edgeboard/domain';

export const FEED_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 500;

interface Entry<T> {
  expiresAt: number;
  value: T;
}

export class FeedCache {
  private readonly entries = new Map<string, Entry<PropFeedResponse>>();
  /**
   * The answers as sent, keyed by the caller's cap, the season minute and the raw query string: a poll that
   * repeats a request gets the bytes without parsing the query or serialising again (issue #16's feed/static
   * ratio). Only answers to valid queries are stored; the same writes empty it.
   */
  private readonly sent = new Map<string, Entry<string>>();
  /** Other caches over the same data (the performance summary) that a write must empty too. */
  private readonly listeners: (() => void)[] = [];
  private readonly localClearListeners: (() => void)[] = [];

  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs = FEED_CACHE_TTL_MS,
  ) {}

  get(key: string): PropFeedResponse | undefined {
    return this.read(this.entries, key);
  }

  set(key: string, value: PropFeedResponse): void {
    this.write(this.entries, key, value);
  }

  /** The serialised answer to exactly this request, if one was sent within the time-to-live. */
  getSent(key: string): string | undefined {
    return this.read(this.sent, key);
  }

  setSent(key: string, body: string): void {
    this.write(this.sent, key, body);
  }

  private read<T>(map: Map<string, Entry<T>>, key: string): T | undefined {
    const hit = map.get(key);
    if (!hit) return undefined;
    if (hit.expiresAt <= this.now()) {
      map.delete(key);
      return undefined;
    }
    return hit.value;
  }

  private write<T>(map: Map<string, Entry<T>>, key: string, value: T): void {
    if (map.size >= MAX_ENTRIES) {
      const oldest = map.keys().next();
      if (!oldest.done) map.delete(oldest.value);
    }
    map.set(key, { expiresAt: this.now() + this.ttlMs, value });
  }

  /** After a write in this process: empties this instance's caches, then tells the other instances. */
  clear(): void {
    this.clearLocal();
    for (const notify of this.localClearListeners) notify();
  }

  /**
   * Empties this instance's entries and the caches listening to it, and tells nobody: what another instance's
   * broadcast write asks for (publishing it again would echo it between instances forever).
   */
  clearLocal(): void {
    this.entries.clear();
    this.sent.clear();
    for (const listener of this.listeners) listener();
  }

  /** Calls `notify` after each clear caused by this process's own writes (the broadcast to other instances). */
  onLocalClear(notify: () => void): void {
    this.localClearListeners.push(notify);
  }

  /** Calls `listener` on every clear: after every write to picks or games, here or in another instance. */
  onClear(listener: () => void): void {
    this.listeners.push(listener);
  }
}
