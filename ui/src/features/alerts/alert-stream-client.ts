// Reads GET /api/alerts/stream with fetch rather than EventSource, which cannot send the Authorization header
// (docs/decisions.md, Alerts): the stream authenticates like every other call, and no ticket or token ever goes
// into a URL. A dropped stream reconnects after 1, 2, 4… up to 30 s, sending Last-Event-ID so nothing is missed;
// a 401 or 403 ends it (signing in again or upgrading starts a new one). The server closes a stream when its
// lifetime ends (docs/security.md): the reconnect asks getToken again, so it authenticates with the current
// session's token. A 429 (too many streams) waits at least the Retry-After it names.

export interface AlertStreamOptions {
  url: string;
  getToken: () => Promise<string | null>;
  /** Called with each `notice` event's data (the AlertNotice JSON). */
  onNotice: (data: string) => void;
  /** Called when the stream opens again after a drop: what happened while it was closed is fetched then. */
  onOpen?: () => void;
  signal: AbortSignal;
  fetchFn?: typeof fetch;
  /** Waits before a reconnect; tests pass one that resolves at once. */
  delay?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export const MAX_RECONNECT_MS = 30_000;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Splits SSE text into complete events; answers them and the unfinished rest. */
export function parseEvents(text: string): {
  events: { event: string; id: string | null; data: string }[];
  rest: string;
} {
  const events: { event: string; id: string | null; data: string }[] = [];
  const blocks = text.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    let id: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'id') id = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0 || event !== 'message') events.push({ event, id, data: data.join('\n') });
  }
  return { events, rest };
}

/** Runs until `signal` aborts or the server refuses the caller. */
export async function runAlertStream(o: AlertStreamOptions): Promise<void> {
  const fetchFn = o.fetchFn ?? fetch;
  const delay = o.delay ?? sleep;
  let lastId: string | null = null;
  let failures = 0;
  let opened = 0;
  let retryAfterMs = 0;
  // A function, not the property: the loop's own check would otherwise make TypeScript think it never changes.
  const aborted = () => o.signal.aborted;
  while (!o.signal.aborted) {
    try {
      const token = await o.getToken();
      if (!token) return;
      const headers: Record<string, string> = {
        authorization: `Bearer ${token}`,
        accept: 'text/event-stream',
      };
      if (lastId !== null) headers['last-event-id'] = lastId;
      const res = await fetchFn(o.url, { headers, signal: o.signal });
      if (res.status === 401 || res.status === 403) return;
      if (res.status === 429) retryAfterMs = 1_000 * (Number(res.headers.get('retry-after')) || 0);
      if (!res.ok || !res.body) throw new Error(`alert stream answered ${res.status}`);
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        failures = 0;
        buffer += decoder.decode(chunk.value, { stream: true });
        const { events, rest } = parseEvents(buffer);
        buffer = rest;
        for (const e of events) {
          if (e.id !== null) lastId = e.id;
          if (e.event === 'ready') {
            // The server's newest notice when the stream opened: a reconnect resumes after it.
            lastId ??= e.data;
            opened += 1;
            if (opened > 1) o.onOpen?.();
          }
          if (e.event === 'notice') o.onNotice(e.data);
        }
      }
    } catch {
      if (aborted()) return;
    }
    failures += 1;
    const backoff = Math.min(MAX_RECONNECT_MS, 1_000 * 2 ** (failures - 1));
    await delay(Math.max(backoff, Math.min(retryAfterMs, 5 * MAX_RECONNECT_MS)), o.signal);
    retryAfterMs = 0;
  }
}
