// Hosted odds: The Odds API v4 (https://the-odds-api.com/liveapi/guides/v4/). Events, then each event's
// player-prop markets for a list of books. The key comes from the environment and is redacted from every log
// line and error; the usage headers (x-requests-remaining / -used / -last) are read on every answer, and a call
// that would leave fewer credits than the floor is not made.
import {
  ODDS_MARKETS,
  ProviderError,
  type EventProps,
  type OddsEvent,
  type OddsMarket,
  type OddsProvider,
  type QuotaState,
} from '@edgeboard/domain';
import {
  getWithRetry,
  realSleep,
  redactUrl,
  type FetchLike,
  type LogLine,
  type RetryOptions,
  type Sleep,
} from './provider-http';
import { parseEventOdds, parseEvents } from './odds-api-v4-parse';

const PROVIDER = 'The Odds API';
export const ODDS_API_BASE_URL = 'https://api.the-odds-api.com/v4/';
const SPORT = 'americanfootball_nfl';

/** US books with NFL player props on The Odds API (keys from its bookmaker list; Caesars is williamhill_us). */
export const DEFAULT_ODDS_BOOKMAKERS = [
  'draftkings',
  'fanduel',
  'betmgm',
  'williamhill_us',
  'espnbet',
] as const;

export interface OddsApiV4Options {
  apiKey: string;
  bookmakers?: readonly string[];
  markets?: readonly OddsMarket[];
  /** Calls stop when one would leave fewer credits than this. */
  quotaFloor?: number;
  fetch?: FetchLike;
  sleep?: Sleep;
  log?: LogLine;
  retries?: number;
  baseDelayMs?: number;
  timeoutMs?: number;
  baseUrl?: string;
}

export class OddsApiV4 implements OddsProvider {
  private readonly http: RetryOptions;
  private readonly bookmakers: readonly string[];
  private readonly markets: readonly OddsMarket[];
  private readonly state: QuotaState;

  constructor(private readonly options: OddsApiV4Options) {
    if (!options.apiKey) throw new ProviderError(PROVIDER, 'unauthorized', 'ODDS_API_KEY is not set.');
    this.bookmakers = options.bookmakers?.length ? options.bookmakers : DEFAULT_ODDS_BOOKMAKERS;
    this.markets = options.markets?.length ? options.markets : ODDS_MARKETS;
    this.state = { remaining: null, used: null, last: null, floor: options.quotaFloor ?? 0 };
    this.http = {
      provider: PROVIDER,
      fetch: options.fetch ?? fetch,
      sleep: options.sleep ?? realSleep,
      log:
        options.log ??
        ((line) => {
          console.warn(line);
        }),
      retries: options.retries ?? 3,
      baseDelayMs: options.baseDelayMs ?? 2000,
      timeoutMs: options.timeoutMs ?? 20_000,
    };
  }

  quota(): QuotaState {
    return { ...this.state };
  }

  /** The events list costs no credits (the provider's usage notes); it is still refused once below the floor. */
  async events(): Promise<OddsEvent[]> {
    const body = await this.call(`sports/${SPORT}/events`, { dateFormat: 'iso' }, 0);
    const { events, issues } = parseEvents(body);
    for (const i of issues)
      this.http.log(`${PROVIDER} events: skipped item ${i.row} (${i.key}): ${i.reason}`);
    return events;
  }

  async playerProps(eventId: string): Promise<EventProps> {
    // Cost: markets x regions, every 10 bookmakers counting as one region (the provider's usage notes).
    const cost = this.markets.length * Math.max(1, Math.ceil(this.bookmakers.length / 10));
    const body = await this.call(
      `sports/${SPORT}/events/${encodeURIComponent(eventId)}/odds`,
      {
        regions: 'us',
        markets: this.markets.join(','),
        oddsFormat: 'american',
        bookmakers: this.bookmakers.join(','),
        dateFormat: 'iso',
      },
      cost,
    );
    const answer = parseEventOdds(body, this.markets);
    for (const i of answer.issues)
      this.http.log(`${PROVIDER} event ${eventId}: skipped outcome ${i.row} (${i.key}): ${i.reason}`);
    return answer;
  }

  private async call(path: string, params: Record<string, string>, cost: number): Promise<unknown> {
    const { remaining, floor } = this.state;
    if (remaining !== null && remaining - cost < floor) {
      const message = `Stopped calling ${PROVIDER}: ${remaining} credits remain and this call costs up to ${cost}, below the floor of ${floor} (ODDS_API_QUOTA_FLOOR).`;
      this.http.log(message);
      throw new ProviderError(PROVIDER, 'quota', message);
    }
    const url = new URL(path, this.options.baseUrl ?? ODDS_API_BASE_URL);
    url.searchParams.set('apiKey', this.options.apiKey);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    const res = await getWithRetry(url, { accept: 'application/json' }, this.http);
    this.readQuota(res.headers);
    const text = await res.text();
    if (!res.ok) throw this.refusal(res.status, text, url);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      this.http.log(`${PROVIDER}: answer from ${redactUrl(url)} is not JSON`);
      throw new ProviderError(PROVIDER, 'malformed', `${PROVIDER} answered something that is not JSON.`);
    }
  }

  private readQuota(headers: Headers): void {
    const num = (name: string) => {
      const v = headers.get(name);
      const n = v === null ? NaN : Number(v);
      return Number.isFinite(n) ? n : null;
    };
    this.state.remaining = num('x-requests-remaining') ?? this.state.remaining;
    this.state.used = num('x-requests-used') ?? this.state.used;
    this.state.last = num('x-requests-last') ?? this.state.last;
  }

  /** Error answers carry {message, error_code, details_url} (the provider's API error codes page). */
  private refusal(status: number, text: string, url: URL): ProviderError {
    let errorCode = '';
    try {
      const body = JSON.parse(text) as { error_code?: unknown };
      if (typeof body.error_code === 'string') errorCode = body.error_code;
    } catch {
      // Not JSON: the status alone decides.
    }
    const label = `HTTP ${status}${errorCode ? ` ${errorCode}` : ''}`;
    this.http.log(`${PROVIDER}: ${label} from ${redactUrl(url)}`);
    if (status === 429 || errorCode === 'OUT_OF_USAGE_CREDITS')
      return new ProviderError(
        PROVIDER,
        'quota',
        `${PROVIDER} refused the call for its usage limits (${label}).`,
      );
    if (status === 401 || status === 403)
      return new ProviderError(
        PROVIDER,
        'unauthorized',
        `${PROVIDER} refused the API key (${label}); check ODDS_API_KEY.`,
      );
    return new ProviderError(PROVIDER, 'unavailable', `${PROVIDER} could not answer (${label}).`);
  }
}
