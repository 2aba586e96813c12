// The one "picks changed" event (issue #31 item 2): every write to picks or games raises it once it settles,
// succeeded or not (a failed batch may have written part of its rows), so the feed and performance caches
// empty themselves. The repositories raise it from their own write methods: no list of method names kept
// elsewhere, and a new write method shows its call beside its SQL.

/** Called after a write to picks or games; the server's is FeedCache.clear (this instance, then the others). */
export type PicksChanged = () => void;

export const NO_LISTENER: PicksChanged = () => undefined;

/** Runs `write`, then raises the event whatever its outcome. */
export async function notifying<T>(changed: PicksChanged, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    changed();
  }
}
