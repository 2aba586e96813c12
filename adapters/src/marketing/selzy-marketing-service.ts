// Hosted e-mail marketing: the Selzy HTTP API (https://api.selzy.com/en/api/METHOD?format=json), of which the
// launch notification needs only `subscribe`. Every call is a form POST carrying api_key (kept out of URLs,
// so it never lands in proxy logs); answers are `{ result }` or `{ error, code }`.
import {
  DomainError,
  UnavailableError,
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

const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};

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
