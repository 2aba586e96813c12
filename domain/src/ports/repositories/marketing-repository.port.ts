import type { MarketingField, MarketingList } from '../marketing.port';

export interface MarketingContact {
  id: number;
  list_id: number;
  email: string;
  status: string;
  created_at: string;
}

export interface MarketingMessageRecord {
  id: number;
  list_id: number;
  sender_name: string;
  sender_email: string;
  subject: string;
  body: string;
  created_at: string;
}

export interface MarketingCampaignRecord {
  id: number;
  message_id: number;
  status: string;
  scheduled_at: string | null;
  sent_at: string | null;
  recipients: number;
  created_at: string;
  updated_at: string;
}

/** Storage of the local e-mail-marketing stand-in (lists, contacts, fields, messages, campaigns). */
export interface MarketingRepository {
  createList(title: string): Promise<MarketingList>;
  /** Creates the list with this id when it does not exist (the landing page's default list 1). */
  ensureList(id: number, title: string): Promise<MarketingList>;
  getList(id: number): Promise<MarketingList | null>;
  getLists(): Promise<MarketingList[]>;
  /** Adds the address (lower-cased) to the list; `created` false when it was already on it. */
  addContact(listId: number, email: string): Promise<{ contact: MarketingContact; created: boolean }>;
  contactExists(email: string): Promise<boolean>;
  contacts(listId: number): Promise<MarketingContact[]>;
  createField(name: string, type: string): Promise<MarketingField>;
  getFields(): Promise<MarketingField[]>;
  createMessage(msg: Omit<MarketingMessageRecord, 'id' | 'created_at'>): Promise<MarketingMessageRecord>;
  getMessage(id: number): Promise<MarketingMessageRecord | null>;
  createCampaign(messageId: number, scheduledAt: string | null): Promise<MarketingCampaignRecord>;
  getCampaign(id: number): Promise<MarketingCampaignRecord | null>;
  updateCampaign(
    id: number,
    patch: Partial<Pick<MarketingCampaignRecord, 'status' | 'sent_at' | 'recipients'>>,
  ): Promise<MarketingCampaignRecord | null>;
}
