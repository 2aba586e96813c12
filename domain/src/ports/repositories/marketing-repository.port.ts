export interface MarketingList {
  id: number;
  title: string;
}

export interface MarketingContact {
  id: number;
  list_id: number;
  email: string;
  status: string;
  created_at: string;
}

/**
 * Storage of the local e-mail-marketing stand-in: the launch lists and their contacts. (The fields, messages
 * and campaigns tables of older databases stay, unused, since migrations are never rewritten.)
 */
export interface MarketingRepository {
  /** Creates the list with this id when it does not exist (the landing page's default list 1). */
  ensureList(id: number, title: string): Promise<MarketingList>;
  getList(id: number): Promise<MarketingList | null>;
  /** Adds the address (lower-cased) to the list; `created` false when it was already on it. */
  addContact(listId: number, email: string): Promise<{ contact: MarketingContact; created: boolean }>;
  /** Whether the address (any case) is on any list. */
  contactExists(email: string): Promise<boolean>;
}
