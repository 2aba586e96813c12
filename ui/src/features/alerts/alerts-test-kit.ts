// The alert tests' sample notices and rules, and their server: the checked mock handlers' (withMockServer) with
// every /api call answered by the test's handler first, recorded.
import { http } from 'msw';
import type { AlertNotice, AlertRules, SubscriptionState, Tier } from '@edgeboard/domain';
import { DEFAULT_ALERT_RULE } from '@edgeboard/domain';
import { subscriptionOf } from '@/test/me.fixture';
import { server, withMockServer } from '@/test/mock-server';

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

/** An active plan of `tier` with no period end (the alert tests' callers). */
export const subscription = (tier: Tier): SubscriptionState =>
  subscriptionOf(tier, { currentPeriodEnd: null });

export const defaultRules = (enabled = false): AlertRules => ({
  access: 'default',
  rules: [{ ...DEFAULT_ALERT_RULE, enabled }],
  defaultRule: DEFAULT_ALERT_RULE,
});

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

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

/** Call at the top of a test file: the server, whose overrides end with each test. */
export const withAlertsServer = () => {
  withMockServer({ buildWorld: false });
};

/** Answers every /api call with `handler`; what it leaves unanswered is a 404. Records every call. */
export function serve(handler: Handler) {
  const calls: { path: string; method: string; body: unknown }[] = [];
  server.use(
    http.all('/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const raw = await request.clone().text();
      const body: unknown = raw ? JSON.parse(raw) : undefined;
      calls.push({ path: url.pathname, method: request.method, body });
      return (
        (await handler({ url, method: request.method, body })) ??
        json(404, { error: { code: 'not_found', message: 'no' } })
      );
    }),
  );
  return calls;
}
