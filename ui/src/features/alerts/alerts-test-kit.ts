import { vi } from 'vitest';
import type { AlertNotice, AlertRules, SubscriptionState, Tier } from '@edgeboard/domain';
import { DEFAULT_ALERT_RULE } from '@edgeboard/domain';

export const notice = (id: number, over: Partial<AlertNotice> = {}): AlertNotice => ({
  id,
  pickId: `pick-${id}`,
  createdAt: '2026-11-21T12:00:00.000Z',
  readAt: null,
  player: 'Travis Kelce',
  statType: 'receiving_yards',
  direction: 'Over',
  line: 64.5,
  edgeScore: 74,
  evPercent: 6,
  opponent: 'LV',
  season: 2025,
  week: 6,
  ...over,
});

export const subscription = (tier: Tier): SubscriptionState => ({
  tier,
  status: 'active',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  isAdmin: false,
});

export const defaultRules = (enabled = false): AlertRules => ({
  access: 'default',
  rules: [{ ...DEFAULT_ALERT_RULE, enabled }],
  defaultRule: DEFAULT_ALERT_RULE,
});

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const urlOf = (input: Parameters<typeof fetch>[0]) =>
  new URL(input instanceof Request ? input.url : String(input));

/** A server-sent event stream the test writes to. */
export function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: () => new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send: (text: string) => {
      controller.enqueue(encoder.encode(text));
    },
  };
}

type Handler = (req: { url: URL; method: string; body: unknown }) => Response | Promise<Response> | undefined;

/** Stubs fetch with a handler per request; unknown requests answer 404. Records every call. */
export function serve(handler: Handler) {
  const calls: { path: string; method: string; body: unknown }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = urlOf(input);
    const method = (input instanceof Request ? input.method : init?.method) ?? 'GET';
    const raw = input instanceof Request ? await input.clone().text() : (init?.body as string | undefined);
    const body: unknown = raw ? JSON.parse(raw) : undefined;
    calls.push({ path: url.pathname, method, body });
    return (
      (await handler({ url, method, body })) ?? json(404, { error: { code: 'not_found', message: 'no' } })
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}
