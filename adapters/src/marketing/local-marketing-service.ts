// The e-mail-marketing provider, offline: the launch lists and their contacts live in the database, so the
// landing page's launch notification works without any provider account.
import {
  DEFAULT_LIST_ID,
  INVALID_EMAIL_MESSAGE,
  isValidEmail,
  type MarketingList,
  type MarketingRepository,
  type MarketingResult,
  type MarketingService,
} from '@edgeboard/domain';

/** Title of the landing page's launch-notification list, created on first use. */
export const DEFAULT_LIST_TITLE = 'Launch notifications';

export class LocalMarketingService implements MarketingService {
  constructor(private readonly repo: MarketingRepository) {}

  async subscribe(email: string, listId: number): Promise<MarketingResult> {
    const address = email.trim();
    if (!isValidEmail(address)) return { ok: false, error: INVALID_EMAIL_MESSAGE };
    const list = await this.listFor(listId);
    if (!list) return { ok: false, error: `List ${listId} does not exist` };
    await this.repo.addContact(list.id, address);
    return { ok: true };
  }

  private async listFor(listId: number): Promise<MarketingList | null> {
    const list = await this.repo.getList(listId);
    if (list) return list;
    // The landing page subscribes to list 1 before anyone has created it.
    return listId === DEFAULT_LIST_ID ? this.repo.ensureList(DEFAULT_LIST_ID, DEFAULT_LIST_TITLE) : null;
  }
}
