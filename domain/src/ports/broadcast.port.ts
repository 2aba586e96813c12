/**
 * Messages to the other API instances on the same data (cache invalidations). A message published here reaches
 * every OTHER instance's subscribers of that topic, at most once and best-effort; the publishing instance has
 * already acted on it locally, so it is never delivered back (a receiver acting on a message must not publish
 * it again, or N instances would echo it forever).
 */
export interface Broadcast {
  /** Resolves once handed to the transport; never rejects (a lost invalidation only lasts one cache TTL). */
  publish(topic: string, message: string): Promise<void>;
  /**
   * Calls `handler` for each message another instance publishes on `topic`, and also with `'*'` after the
   * transport reconnects, since messages sent while it was down are lost. Returns an unsubscribe function.
   */
  subscribe(topic: string, handler: (message: string) => void): () => void;
}
