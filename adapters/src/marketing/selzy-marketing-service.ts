// Hosted e-mail marketing: the Selzy HTTP API (https://api.selzy.com/en/api/METHOD?format=json). Every call
// is a form POST carrying api_key (kept out of URLs, so it never lands in proxy logs); answers are
// `{ result }` or `{ error, code }`.
import {
  DomainError,
  UnavailableError,
  type CampaignStats,
  type CampaignStatus,
  type MarketingField,
  type MarketingList,
  type MarketingResult,
  type MarketingService,
} from '@edgeboard/domain';

export interface SelzyOptions {
  apiKey: string;
  /** Defaults to https://api.selzy.com/en/api/ */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

type Params = Record<string, string | number | undefined>;

/** A refusal by Selzy (bad input, unknown list...), as opposed to Selzy being unreachable. */
export class SelzyError extends DomainError {
  constructor(
    message: string,
    readonly selzyCode: string | null,
  ) {
    super('validation', 'marketing_refused', message);
  }
}

const num = (v: unknown): number => (typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN);
const text = (v: unknown, fallback: string): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback;
const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};

/** "YYYY-MM-DD hh:mm" in UTC, with timezone=UTC sent alongside. */
const selzyTime = (d: Date): string => d.toISOString().slice(0, 16).replace('T', ' ');

export class SelzyMarketingService implements MarketingService {
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: SelzyOptions) {
    if (options.apiKey === '') throw new Error('SELZY_API_KEY is empty');
    this.baseUrl = (options.baseUrl ?? 'https://api.selzy.com/en/api/').replace(/\/?$/, '/');
    this.fetchImpl = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 15_000;
  }

  async subscribe(email: string, listId: number): Promise<MarketingResult> {
    // double_optin 3: the contact is added as confirmed (the visitor asked on our own page) without a
    // confirmation e-mail, and an existing contact is updated rather than refused.
    return this.result(() =>
      this.call('subscribe', { list_ids: listId, 'fields[email]': email.trim(), double_optin: 3 }),
    );
  }

  register(email: string, password: string): Promise<MarketingResult> {
    return this.result(() => this.call('register', { email: email.trim(), login: email.trim(), password }));
  }

  async getLists(): Promise<MarketingList[]> {
    const result = await this.call('getLists', {});
    return (Array.isArray(result) ? result : []).map((l) => {
      const r = record(l);
      return { id: num(r.id), title: typeof r.title === 'string' ? r.title : '' };
    });
  }

  async createList(title: string): Promise<MarketingList> {
    const r = record(await this.call('createList', { title }));
    return { id: num(r.id), title };
  }

  async getFields(): Promise<MarketingField[]> {
    const result = await this.call('getFields', {});
    return (Array.isArray(result) ? result : []).map((f) => {
      const r = record(f);
      return { id: num(r.id), name: text(r.name, ''), type: text(r.type, '') };
    });
  }

  async createField(name: string, type: string): Promise<MarketingField> {
    const r = record(await this.call('createField', { name, type }));
    return { id: num(r.id), name, type };
  }

  async checkEmail(email: string): Promise<{ exists: boolean }> {
    try {
      const r = record(await this.call('getContact', { email: email.trim() }));
      return { exists: Object.keys(r).length > 0 };
    } catch (err) {
      // Selzy answers an unknown address with an error, not an empty result.
      if (err instanceof SelzyError) return { exists: false };
      throw err;
    }
  }

  validateSender(email: string): Promise<MarketingResult> {
    return this.result(() => this.call('validateSender', { email }));
  }

  async createEmailMessage(msg: {
    listId: number;
    subject: string;
    senderName: string;
    senderEmail: string;
    body: string;
  }): Promise<{ messageId: number }> {
    const r = record(
      await this.call('createEmailMessage', {
        sender_name: msg.senderName,
        sender_email: msg.senderEmail,
        subject: msg.subject,
        body: msg.body,
        list_id: msg.listId,
      }),
    );
    return { messageId: num(r.message_id) };
  }

  sendTestEmail(messageId: number, email: string): Promise<MarketingResult> {
    return this.result(() => this.call('sendTestEmail', { id: messageId, email }));
  }

  async importContacts(listId: number, emails: readonly string[]): Promise<{ imported: number }> {
    const params: Params = { 'field_names[0]': 'email', 'field_names[1]': 'email_list_ids' };
    emails.forEach((e, i) => {
      params[`data[${i}][0]`] = e.trim();
      params[`data[${i}][1]`] = listId;
    });
    const r = record(await this.call('importContacts', params));
    return { imported: num(r.inserted ?? 0) + num(r.updated ?? 0) };
  }

  async createCampaign(messageId: number, startAt?: Date): Promise<{ campaignId: number }> {
    const r = record(
      await this.call('createCampaign', {
        message_id: messageId,
        ...(startAt ? { start_time: selzyTime(startAt), timezone: 'UTC' } : {}),
      }),
    );
    return { campaignId: num(r.campaign_id) };
  }

  async campaignStatus(campaignId: number): Promise<CampaignStatus> {
    const r = record(await this.call('getCampaignStatus', { campaign_id: campaignId }));
    return { id: campaignId, status: text(r.status, 'unknown') };
  }

  async campaignStats(campaignId: number): Promise<CampaignStats> {
    const r = record(await this.call('getCampaignCommonStats', { campaign_id: campaignId }));
    const n = (k: string) => (Number.isFinite(num(r[k])) ? num(r[k]) : 0);
    return {
      id: campaignId,
      sent: n('sent'),
      delivered: n('delivered'),
      opened: n('read_unique'),
      clicked: n('clicked_unique'),
      unsubscribed: n('unsubscribed'),
    };
  }

  private async result(run: () => Promise<unknown>): Promise<MarketingResult> {
    try {
      await run();
      return { ok: true };
    } catch (err) {
      if (err instanceof SelzyError) return { ok: false, error: err.message };
      throw err;
    }
  }

  private async call(method: string, params: Params): Promise<unknown> {
    const body = new URLSearchParams({ format: 'json', api_key: this.options.apiKey });
    for (const [k, v] of Object.entries(params)) if (v !== undefined) body.set(k, String(v));
    let res: Response;
    try {
      res = await this.fetchImpl(`${this.baseUrl}${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new UnavailableError('The e-mail marketing service is unavailable', 'marketing_unavailable', {
        cause: err,
      });
    }
    if (res.status >= 500) {
      throw new UnavailableError('The e-mail marketing service is unavailable', 'marketing_unavailable');
    }
    let json: Record<string, unknown>;
    try {
      json = record(await res.json());
    } catch (err) {
      throw new UnavailableError(
        'The e-mail marketing service sent an unreadable answer',
        'marketing_unavailable',
        {
          cause: err,
        },
      );
    }
    if (typeof json.error === 'string' && json.error !== '') {
      throw new SelzyError(json.error, typeof json.code === 'string' ? json.code : null);
    }
    return json.result;
  }
}
