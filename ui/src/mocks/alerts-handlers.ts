// The dev mock's alerts (api/src/routes/alerts): the API's use cases (application/src/alerts) over rules and
// notices kept for this page load. The demo world does not move while the mock runs, so when rules are saved its
// current plays (published, not kicked off at the world's instant) are matched as if just published: the same
// matching as the server's, within a capped plan's allowance. The stream says ready and stays open, since nothing
// new is published here.
import { alertNotices, markAlertsRead } from '@edgeboard/application/alerts/alert-notices/alert-notices';
import { alertRules, saveAlertRules } from '@edgeboard/application/alerts/alert-rules/alert-rules';
import { requireAlertAccess } from '@edgeboard/application/alerts/alerts-access';
import { matchPublished } from '@edgeboard/application/alerts/match-alerts/match-alerts';
import { AlertReadRequest, AlertRulesUpdate } from '@edgeboard/domain';
import { http, HttpResponse } from 'msw';
import type { DemoWorld } from './demo-world';
import { asResearchCaller, type ResearchCaller, type ViewerOf } from './research-caller';

export interface AlertsMockDeps {
  viewerOf: ViewerOf;
  /** Unused since matching asks the picks repository what a capped plan opens. */
  allowance?: (w: DemoWorld, season: number, cap: number) => Set<string>;
}

/** The world's current plays, matched (idempotently: one notice per user and pick). */
async function matchCurrentPlays({ world: w, repos }: ResearchCaller): Promise<void> {
  const now = w.demoNow.getTime();
  const current = w.picks.filter(
    ({ pick, game }) => Date.parse(pick.created_at) <= now && !(game && Date.parse(game.kickoff) <= now),
  );
  await matchPublished(
    repos.matching,
    current.map((p) => p.pick.id),
  );
}

export function alertsMockHandlers(base: string, deps: AlertsMockDeps) {
  const body = (schema: typeof AlertRulesUpdate | typeof AlertReadRequest) => ({
    schema,
    from: 'body' as const,
  });
  return [
    http.get(`${base}/api/alerts/rules`, ({ request }) =>
      asResearchCaller(deps.viewerOf, request, null, (c) => alertRules(c.repos, c)),
    ),
    http.put(`${base}/api/alerts/rules`, ({ request }) =>
      asResearchCaller(deps.viewerOf, request, body(AlertRulesUpdate), async (c, input) => {
        const saved = await saveAlertRules(c.repos, c, AlertRulesUpdate.parse(input).rules);
        await matchCurrentPlays(c);
        return saved;
      }),
    ),
    http.get(`${base}/api/alerts`, ({ request }) =>
      asResearchCaller(deps.viewerOf, request, null, (c) => alertNotices(c.repos, c)),
    ),
    http.post(`${base}/api/alerts/read`, ({ request }) =>
      asResearchCaller(deps.viewerOf, request, body(AlertReadRequest), (c, input) =>
        markAlertsRead(c.repos, c, AlertReadRequest.parse(input)),
      ),
    ),
    http.get(`${base}/api/alerts/stream`, async ({ request }) => {
      let last = 0;
      const refused = await asResearchCaller(deps.viewerOf, request, null, async (c) => {
        requireAlertAccess(c.subscription);
        last = await c.repos.alerts.lastNoticeId(c.userId);
        return null;
      });
      // The caller's checks answered (200 with no body) or refused them (401/403): only a refusal is returned.
      if (!refused.ok) return refused;
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(`event: ready\ndata: ${String(last)}\n\n`));
        },
      });
      return new HttpResponse(stream, { headers: { 'Content-Type': 'text/event-stream' } });
    }),
  ];
}
