import { DomainError } from '../errors';

/**
 * Why a data provider (stats, schedule, odds) could not answer: a refused key, a spent quota or a frequency
 * limit, an outage that outlasted the retries, or an answer that is not in the provider's format.
 */
export const PROVIDER_ERROR_CODES = ['unauthorized', 'quota', 'unavailable', 'malformed'] as const;
export type ProviderErrorCode = (typeof PROVIDER_ERROR_CODES)[number];

/**
 * A provider's failure the caller can show an admin as it is: `code` is stable, `message` names the provider and
 * what to do, and never carries an API key. Its kind is `unavailable`: the product's users did nothing wrong.
 */
export class ProviderError extends DomainError {
  readonly provider: string;
  readonly providerCode: ProviderErrorCode;

  constructor(provider: string, code: ProviderErrorCode, message: string, options?: { cause?: unknown }) {
    super('unavailable', `provider_${code}`, message, options);
    this.provider = provider;
    this.providerCode = code;
  }
}

/** One input row a provider adapter left out, named so a log line or an admin can find it. */
export interface ProviderIssue {
  /** 1-based line or item number in the provider's answer; null when the count covers several rows. */
  row: number | null;
  /** What identifies the row (a player id, a game id, "book/market/player"). */
  key: string;
  reason: string;
}
