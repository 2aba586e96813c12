// The marketing provider's launch lists over a map, as the local stand-in keeps them: list 1 (the landing
// page's) exists from the first sign-up, any other list only when created; addresses are kept lower-cased.
import {
  DEFAULT_LIST_ID,
  INVALID_EMAIL_MESSAGE,
  isValidEmail,
  type MarketingResult,
  type MarketingService,
} from '@edgeboard/domain';

export class InMemoryMarketingService implements Pick<MarketingService, 'subscribe'> {
  /** List id to its addresses. */
  readonly lists = new Map<number, Set<string>>([[DEFAULT_LIST_ID, new Set()]]);

  subscribe(email: string, listId: number): Promise<MarketingResult> {
    const address = email.trim();
    if (!isValidEmail(address)) return Promise.resolve({ ok: false, error: INVALID_EMAIL_MESSAGE });
    const list = this.lists.get(listId);
    if (!list) return Promise.resolve({ ok: false, error: `List ${listId} does not exist` });
    list.add(address.toLowerCase());
    return Promise.resolve({ ok: true });
  }
}
