/** Result of a marketing call: `ok`, or the provider's error text (shown to the user when present). */
export type MarketingResult = { ok: true } | { ok: false; error: string };

/**
 * The e-mail-marketing provider behind /api/selzy. Only the landing page's launch notification uses it; the
 * provider's other calls (lists, fields, campaigns, register) had no client and were removed (issue #17).
 */
export interface MarketingService {
  /** Adds an address to a list (launch notification); idempotent for an address already on it. */
  subscribe(email: string, listId: number): Promise<MarketingResult>;
}
