// What the provider adapters share: a GET that retries outages with a bounded back-off (the sleep is injected so
// tests are instant), and URL redaction so an API key never reaches a log line or an error message.
import { ProviderError } from '@edgeboard/domain';

export type FetchLike = (input: string | URL, init?: RequestInit) => Promise<Response>;
export type Sleep = (ms: number) => Promise<void>;
export type LogLine = (line: string) => void;

export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RetryOptions {
  provider: string;
  fetch: FetchLike;
  sleep: Sleep;
  log: LogLine;
  /** Further attempts after the first on a 5xx or a network failure. */
  retries: number;
  /** First back-off; doubled on each retry. */
  baseDelayMs: number;
  timeoutMs: number;
}

/** The URL with the values of key-like query parameters replaced, safe to log. */
export function redactUrl(url: string | URL): string {
  const u = new URL(url.toString());
  for (const name of [...u.searchParams.keys()]) {
    if (/key|token|secret/i.test(name)) u.searchParams.set(name, 'REDACTED');
  }
  return u.toString();
}

/**
 * GETs `url`, retrying 5xx answers and network failures `retries` times with exponential back-off. Any other
 * status is returned to the caller, who knows what it means for its provider. Exhausted retries reject with
 * ProviderError `unavailable`.
 */
export async function getWithRetry(
  url: URL,
  headers: Record<string, string>,
  o: RetryOptions,
): Promise<Response> {
  const shown = redactUrl(url);
  let lastProblem = '';
  for (let attempt = 0; attempt <= o.retries; attempt++) {
    if (attempt > 0) {
      const delay = o.baseDelayMs * 2 ** (attempt - 1);
      o.log(`${o.provider}: ${lastProblem} from ${shown}; retry ${attempt}/${o.retries} in ${delay} ms`);
      await o.sleep(delay);
    }
    let res: Response;
    try {
      res = await o.fetch(url, { headers, signal: AbortSignal.timeout(o.timeoutMs) });
    } catch (err) {
      // The network error's own text may quote the URL; only its name is kept.
      lastProblem = `network failure (${err instanceof Error ? err.name : 'error'})`;
      continue;
    }
    if (res.status < 500) return res;
    lastProblem = `HTTP ${res.status}`;
    await res.body?.cancel().catch(() => undefined);
  }
  o.log(`${o.provider}: giving up on ${shown} after ${o.retries + 1} attempts (${lastProblem})`);
  throw new ProviderError(
    o.provider,
    'unavailable',
    `${o.provider} is unavailable (${lastProblem} after ${o.retries + 1} attempts). Try again later.`,
  );
}
