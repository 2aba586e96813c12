// The dev mock's research boards (GET /api/defense, GET /api/odds-board), answered by the same domain rules as
// the API's research-board service (defenseVsPosition, buildOddsBoard) over the demo season the server seeds.
import {
  buildOddsBoard,
  DEFENSE_UPGRADE_MESSAGE,
  DefenseQuery,
  DefenseResponse,
  defenseVsPosition,
  hasStandardFeatures,
  LINE_FRESHNESS_MS,
  ODDS_BOARD_UPGRADE_MESSAGE,
  OddsBoardQuery,
  OddsBoardResponse,
  propFeedCap,
  RESEARCH_UPGRADE_CODE,
  seasonWeekAt,
  SESSION_EXPIRED_MESSAGE,
  type SubscriptionState,
  type UserProfile,
} from '@edgeboard/domain';
import { http, HttpResponse } from 'msw';
import { apiError, invalid } from './api-errors';
import { demoWorld, subscriptionOf, type DemoWorld } from './demo-world';

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

export interface BoardMockDeps {
  /** The signed-in caller (the mock's viewer), or null. */
  viewerOf: (w: DemoWorld, request: Request) => UserProfile | null;
  /** The ids of the picks a capped plan opens (the feed's allowance). */
  allowance: (w: DemoWorld, season: number, cap: number) => Set<string>;
}

function refusal(state: SubscriptionState | null, message: string): Response | null {
  if (state === null) return apiError(401, 'unauthenticated', SESSION_EXPIRED_MESSAGE);
  return hasStandardFeatures(state) ? null : apiError(403, RESEARCH_UPGRADE_CODE, message);
}

export function boardMockHandlers(base: string, deps: BoardMockDeps) {
  const stateOf = (w: DemoWorld, request: Request): SubscriptionState | null => {
    const user = deps.viewerOf(w, request);
    return user ? subscriptionOf(w, user) : null;
  };
  return [
    http.get(`${base}/api/defense`, ({ request }) => {
      const w = demoWorld();
      const refused = refusal(stateOf(w, request), DEFENSE_UPGRADE_MESSAGE);
      if (refused) return refused;
      const q = DefenseQuery.safeParse(queryOf(request));
      if (!q.success) return invalid(q.error);
      const season = q.data.season ?? seasonWeekAt(w.demoNow).season;
      const kickoffs = new Map(w.season.games.map((g) => [g.id, g.kickoff]));
      const positions = new Map<string, string>(w.season.players.map((p) => [p.id, p.position]));
      const { rows, league } = defenseVsPosition({
        season,
        logs: w.season.gameLogs,
        positionOf: (id) => positions.get(id),
        kickoffOf: (id) => kickoffs.get(id),
        now: w.demoNow,
        window: q.data.window,
      });
      return HttpResponse.json(
        DefenseResponse.parse({ season, window: q.data.window, asOf: w.demoNow.toISOString(), rows, league }),
      );
    }),
    http.get(`${base}/api/odds-board`, ({ request }) => {
      const w = demoWorld();
      const state = stateOf(w, request);
      const refused = refusal(state, ODDS_BOARD_UPGRADE_MESSAGE);
      if (refused) return refused;
      if (state === null) return apiError(401, 'unauthenticated', SESSION_EXPIRED_MESSAGE);
      const q = OddsBoardQuery.safeParse(queryOf(request));
      if (!q.success) return invalid(q.error);
      const { season, week: current } = seasonWeekAt(w.demoNow);
      const week = q.data.week ?? current;
      const cap = propFeedCap(state);
      const open = Number.isFinite(cap) ? deps.allowance(w, season, cap) : null;
      const started = (kickoff: string | undefined) =>
        kickoff !== undefined && Date.parse(kickoff) <= w.demoNow.getTime();
      const picks = w.picks
        .filter(({ pick }) => pick.season === season && pick.week === week)
        .map(({ pick, game }) => ({
          pick,
          open: open === null || open.has(pick.id) || started(game?.kickoff),
        }));
      return HttpResponse.json(
        OddsBoardResponse.parse(
          buildOddsBoard({
            season,
            week,
            lines: w.season.propLines.filter((l) => l.season === season && l.week === week),
            games: w.season.games.filter((g) => g.season === season && g.week === week),
            picks,
            now: w.demoNow,
            staleAfterMs: LINE_FRESHNESS_MS,
            query: q.data,
          }),
        ),
      );
    }),
  ];
}
