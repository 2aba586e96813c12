// The e-mail-marketing provider, offline: lists, contacts, fields, messages and campaigns live in the
// database; test e-mails and campaign sends go through the Mailer (the outbox locally), so the whole flow can
// be followed on /dev/mail without any provider account.
import {
  DEFAULT_LIST_ID,
  INVALID_EMAIL_MESSAGE,
  isValidEmail,
  NotFoundError,
  ValidationError,
  type CampaignStats,
  type CampaignStatus,
  type Clock,
  type Mailer,
  type MarketingCampaignRecord,
  type MarketingField,
  type MarketingList,
  type MarketingRepository,
  type MarketingResult,
  type MarketingService,
} from '@edgeboard/domain';

/** Title of the landing page's launch-notification list, created on first use. */
export const DEFAULT_LIST_TITLE = 'Launch notifications';

const FIELD_TYPES = ['string', 'text', 'number', 'date', 'bool'] as const;

export class LocalMarketingService implements MarketingService {
  constructor(
    private readonly repo: MarketingRepository,
    private readonly mailer: Mailer,
    private readonly clock: Clock = { now: () => new Date() },
  ) {}

  async subscribe(email: string, listId: number): Promise<MarketingResult> {
    const address = email.trim();
    if (!isValidEmail(address)) return { ok: false, error: INVALID_EMAIL_MESSAGE };
    const list = await this.listFor(listId);
    if (!list) return { ok: false, error: `List ${listId} does not exist` };
    await this.repo.addContact(list.id, address);
    return { ok: true };
  }

  /**
   * The provider's account registration. Locally there is no provider account to create: the address joins
   * the default list so it is known to checkEmail; the password is never stored.
   */
  async register(email: string, password: string): Promise<MarketingResult> {
    const address = email.trim();
    if (!isValidEmail(address)) return { ok: false, error: INVALID_EMAIL_MESSAGE };
    if (password === '') return { ok: false, error: 'Password is required' };
    const list = await this.repo.ensureList(DEFAULT_LIST_ID, DEFAULT_LIST_TITLE);
    await this.repo.addContact(list.id, address);
    return { ok: true };
  }

  getLists(): Promise<MarketingList[]> {
    return this.repo.getLists();
  }

  async createList(title: string): Promise<MarketingList> {
    if (title.trim() === '')
      throw new ValidationError('A list needs a title', [{ path: 'title', message: 'Required' }]);
    return this.repo.createList(title.trim());
  }

  getFields(): Promise<MarketingField[]> {
    return this.repo.getFields();
  }

  async createField(name: string, type: string): Promise<MarketingField> {
    if (!/^[a-z][a-z0-9_]*$/i.test(name)) {
      throw new ValidationError('A field name is letters, digits and underscores', [
        { path: 'name', message: 'Invalid' },
      ]);
    }
    if (!(FIELD_TYPES as readonly string[]).includes(type)) {
      throw new ValidationError(`A field type is one of ${FIELD_TYPES.join(', ')}`, [
        { path: 'type', message: 'Invalid' },
      ]);
    }
    return this.repo.createField(name, type);
  }

  async checkEmail(email: string): Promise<{ exists: boolean }> {
    return { exists: await this.repo.contactExists(email.trim().toLowerCase()) };
  }

  validateSender(email: string): Promise<MarketingResult> {
    return Promise.resolve(isValidEmail(email) ? { ok: true } : { ok: false, error: INVALID_EMAIL_MESSAGE });
  }

  async createEmailMessage(msg: {
    listId: number;
    subject: string;
    senderName: string;
    senderEmail: string;
    body: string;
  }): Promise<{ messageId: number }> {
    if (!(await this.listFor(msg.listId))) throw new NotFoundError('List', String(msg.listId));
    const record = await this.repo.createMessage({
      list_id: msg.listId,
      subject: msg.subject,
      sender_name: msg.senderName,
      sender_email: msg.senderEmail,
      body: msg.body,
    });
    return { messageId: record.id };
  }

  async sendTestEmail(messageId: number, email: string): Promise<MarketingResult> {
    if (!isValidEmail(email)) return { ok: false, error: INVALID_EMAIL_MESSAGE };
    const message = await this.repo.getMessage(messageId);
    if (!message) return { ok: false, error: `Message ${messageId} does not exist` };
    await this.mailer.send({
      to: email.trim(),
      subject: `[Test] ${message.subject}`,
      text: stripTags(message.body),
      html: message.body,
    });
    return { ok: true };
  }

  async importContacts(listId: number, emails: readonly string[]): Promise<{ imported: number }> {
    if (!(await this.listFor(listId))) throw new NotFoundError('List', String(listId));
    let imported = 0;
    for (const raw of emails) {
      const address = raw.trim();
      if (!isValidEmail(address)) continue;
      if ((await this.repo.addContact(listId, address)).created) imported += 1;
    }
    return { imported };
  }

  async createCampaign(messageId: number, startAt?: Date): Promise<{ campaignId: number }> {
    const message = await this.repo.getMessage(messageId);
    if (!message) throw new NotFoundError('Message', String(messageId));
    const campaign = await this.repo.createCampaign(messageId, startAt ? startAt.toISOString() : null);
    await this.sendIfDue(campaign);
    return { campaignId: campaign.id };
  }

  async campaignStatus(campaignId: number): Promise<CampaignStatus> {
    const campaign = await this.dueCampaign(campaignId);
    return { id: campaign.id, status: campaign.status };
  }

  /** No opens or clicks are tracked offline: those stay 0. */
  async campaignStats(campaignId: number): Promise<CampaignStats> {
    const campaign = await this.dueCampaign(campaignId);
    const sent = campaign.sent_at === null ? 0 : campaign.recipients;
    return { id: campaign.id, sent, delivered: sent, opened: 0, clicked: 0, unsubscribed: 0 };
  }

  private async listFor(listId: number): Promise<MarketingList | null> {
    const list = await this.repo.getList(listId);
    if (list) return list;
    // The landing page subscribes to list 1 before anyone has created it.
    return listId === DEFAULT_LIST_ID ? this.repo.ensureList(DEFAULT_LIST_ID, DEFAULT_LIST_TITLE) : null;
  }

  private async dueCampaign(campaignId: number): Promise<MarketingCampaignRecord> {
    const campaign = await this.repo.getCampaign(campaignId);
    if (!campaign) throw new NotFoundError('Campaign', String(campaignId));
    return this.sendIfDue(campaign);
  }

  /** A campaign is sent when created without a start time, or the first time it is looked at after it. */
  private async sendIfDue(campaign: MarketingCampaignRecord): Promise<MarketingCampaignRecord> {
    if (campaign.sent_at !== null) return campaign;
    const now = this.clock.now();
    if (campaign.scheduled_at !== null && Date.parse(campaign.scheduled_at) > now.getTime()) {
      if (campaign.status === 'scheduled') return campaign;
      return (await this.repo.updateCampaign(campaign.id, { status: 'scheduled' })) ?? campaign;
    }
    const message = await this.repo.getMessage(campaign.message_id);
    if (!message) return (await this.repo.updateCampaign(campaign.id, { status: 'canceled' })) ?? campaign;
    const contacts = await this.repo.contacts(message.list_id);
    for (const contact of contacts) {
      await this.mailer.send({
        to: contact.email,
        subject: message.subject,
        text: stripTags(message.body),
        html: message.body,
      });
    }
    const updated = await this.repo.updateCampaign(campaign.id, {
      status: 'completed',
      sent_at: now.toISOString(),
      recipients: contacts.length,
    });
    return updated ?? campaign;
  }
}

function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
