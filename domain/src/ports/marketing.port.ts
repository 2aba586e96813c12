/** Result of a marketing call: `ok`, or the provider's error text (shown to the user when present). */
export type MarketingResult = { ok: true } | { ok: false; error: string };

export interface MarketingList {
  id: number;
  title: string;
}

export interface MarketingField {
  id: number;
  name: string;
  type: string;
}

export interface CampaignStatus {
  id: number;
  status: string;
}

export interface CampaignStats {
  id: number;
  sent: number;
  delivered: number;
  opened: number;
  clicked: number;
  unsubscribed: number;
}

/** The e-mail-marketing provider behind /api/selzy. */
export interface MarketingService {
  /** Adds an address to a list (launch notification); idempotent for an address already on it. */
  subscribe(email: string, listId: number): Promise<MarketingResult>;
  register(email: string, password: string): Promise<MarketingResult>;
  getLists(): Promise<MarketingList[]>;
  createList(title: string): Promise<MarketingList>;
  getFields(): Promise<MarketingField[]>;
  createField(name: string, type: string): Promise<MarketingField>;
  /** Whether an address is already known to the provider. */
  checkEmail(email: string): Promise<{ exists: boolean }>;
  validateSender(email: string): Promise<MarketingResult>;
  createEmailMessage(msg: {
    listId: number;
    subject: string;
    senderName: string;
    senderEmail: string;
    body: string;
  }): Promise<{ messageId: number }>;
  sendTestEmail(messageId: number, email: string): Promise<MarketingResult>;
  importContacts(listId: number, emails: readonly string[]): Promise<{ imported: number }>;
  createCampaign(messageId: number, startAt?: Date): Promise<{ campaignId: number }>;
  campaignStatus(campaignId: number): Promise<CampaignStatus>;
  campaignStats(campaignId: number): Promise<CampaignStats>;
}
