// The dev mock's player research page and prop calculator, answered by the same domain rules as the API's
// player-research.service.ts (buildPlayerResearch, usageTrend, calculatorAnswer) and the same engine calls
// (predictProp, projectionRange) over the demo season the server seeds, before the season clock's week.
import {
  ADVANCED_STATS_UPGRADE_CODE,
  ADVANCED_STATS_UPGRADE_MESSAGE,
  buildPlayerResearch,
  calculatorAnswer,
  defaultResearchStatType,
  hasPremiumFeatures,
  hasStandardFeatures,
  playedBefore,
  PlayerResearchQuery,
  PlayerResearchResponse,
  PropCalculatorRequest,
  PropCalculatorResponse,
  RESEARCH_UPGRADE_CODE,
  RESEARCH_UPGRADE_MESSAGE,
  seasonWeekAt,
  SESSION_EXPIRED_MESSAGE,
  usageTrend,
  type EngineStatType,
  type UserProfile,
} from '@edgeboard/domain';
import {
  buildHistory,
  loadDefaultModel,
  predictProp,
  projectionRange,
  type History,
} from '@edgeboard/engine';
import { engineRows } from '@edgeboard/fixtures';
import { http, HttpResponse } from 'msw';
import { apiError, invalid, notFound } from './api-errors';
import { demoWorld, subscriptionOf, type DemoWorld } from './demo-world';

export interface ResearchMockDeps {
  viewerOf: (w: DemoWorld, request: Request) => UserProfile | null;
}

let cachedHistory: { world: DemoWorld; history: History } | null = null;

/** The engine's history of every game before the current week (built once per world). */
function historyOf(w: DemoWorld): History {
  if (cachedHistory?.world === w) return cachedHistory.history;
  const { season, week } = seasonWeekAt(w.demoNow);
  const rows = engineRows({
    players: w.season.players,
    games: w.season.games,
    gameLogs: w.season.gameLogs.filter((e) => playedBefore(e, season, week)),
  });
  cachedHistory = { world: w, history: buildHistory(rows) };
  return cachedHistory.history;
}

/** His game this week (the engine's prop input without stat and line); null on a bye. */
function contextOf(w: DemoWorld, playerId: string, fallbackTeam: string) {
  const { season, week } = seasonWeekAt(w.demoNow);
  let team = fallbackTeam;
  for (const e of w.season.gameLogs)
    if (e.player_id === playerId && playedBefore(e, season, week)) team = e.team;
  const game = w.season.games.find(
    (g) => g.season === season && g.week === week && (g.home_team === team || g.away_team === team),
  );
  if (!game) return null;
  const opponent = game.home_team === team ? game.away_team : game.home_team;
  return { playerId, season, week, opponent, date: game.kickoff.slice(0, 10) };
}

function research(w: DemoWorld, id: string, q: PlayerResearchQuery, advanced: boolean) {
  const player = w.season.players.find((p) => p.id === id);
  if (!player) return null;
  const statType: EngineStatType = q.statType ?? defaultResearchStatType(player.position);
  const { season, week } = seasonWeekAt(w.demoNow);
  const logs = w.season.gameLogs.filter((e) => e.player_id === id);
  const homeTeam = new Map(w.season.games.map((g) => [g.id, g.home_team]));
  const pick = w.picks.find(
    (p) =>
      p.pick.player_id === id &&
      p.pick.stat_type === statType &&
      p.pick.season === season &&
      p.pick.week === week,
  )?.pick;
  const base = buildPlayerResearch({
    player: { id: player.id, name: player.name, position: player.position, team: player.team_name },
    season,
    week,
    statType,
    queryLine: q.line,
    pick: pick ? { id: pick.id, direction: pick.pick, line: pick.line_value } : null,
    logs,
    seasonLogs: w.season.gameLogs.filter((e) => e.season === season && e.week < week),
    homeOf: (gameId, team) => {
      const home = homeTeam.get(gameId);
      return home === undefined ? null : home === team;
    },
  });
  if (!advanced) return { ...base, advanced: null, advancedLocked: true };
  const context = contextOf(w, id, player.team ?? player.team_name);
  const prediction =
    context &&
    predictProp({ ...context, statType, line: base.line ?? 0.5 }, historyOf(w), loadDefaultModel());
  return {
    ...base,
    advanced: {
      projection:
        context && prediction
          ? {
              opponent: context.opponent,
              mean: prediction.mean,
              ...projectionRange(statType, { mean: prediction.mean, sd: prediction.sd }),
            }
          : null,
      usage: usageTrend(logs, season, week),
    },
    advancedLocked: false,
  };
}

export function playerResearchMockHandlers(base: string, deps: ResearchMockDeps) {
  const stateOf = (w: DemoWorld, request: Request) => {
    const user = deps.viewerOf(w, request);
    return user ? subscriptionOf(w, user) : null;
  };
  return [
    http.get(`${base}/api/players/:id/research`, ({ request, params }) => {
      const w = demoWorld();
      const state = stateOf(w, request);
      if (state === null) return apiError(401, 'unauthenticated', SESSION_EXPIRED_MESSAGE);
      if (!hasStandardFeatures(state)) return apiError(403, RESEARCH_UPGRADE_CODE, RESEARCH_UPGRADE_MESSAGE);
      const q = PlayerResearchQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!q.success) return invalid(q.error);
      const id = String(params.id);
      const answer = research(w, id, q.data, hasPremiumFeatures(state));
      return answer ? HttpResponse.json(PlayerResearchResponse.parse(answer)) : notFound('Player', id);
    }),
    http.post(`${base}/api/players/:id/calculator`, async ({ request, params }) => {
      const w = demoWorld();
      const state = stateOf(w, request);
      if (state === null) return apiError(401, 'unauthenticated', SESSION_EXPIRED_MESSAGE);
      if (!hasPremiumFeatures(state))
        return apiError(403, ADVANCED_STATS_UPGRADE_CODE, ADVANCED_STATS_UPGRADE_MESSAGE);
      const body = PropCalculatorRequest.safeParse(await request.json().catch(() => null));
      if (!body.success) return invalid(body.error);
      const id = String(params.id);
      const player = w.season.players.find((p) => p.id === id);
      if (!player) return notFound('Player', id);
      const context = contextOf(w, id, player.team ?? player.team_name);
      const r = body.data;
      const prediction =
        context &&
        predictProp({ ...context, statType: r.statType, line: r.line }, historyOf(w), loadDefaultModel(), {
          books: [{ sportsbook: 'Your prices', line: r.line, overOdds: r.overOdds, underOdds: r.underOdds }],
        });
      if (!context || !prediction?.market)
        return apiError(
          409,
          'no_projection',
          'No projection for this player this week: his team has no game, or he has too few earlier games.',
        );
      return HttpResponse.json(
        PropCalculatorResponse.parse(
          calculatorAnswer(r, {
            opponent: context.opponent,
            pOver: prediction.market.pOver,
            modelPOver: prediction.market.modelOver,
          }),
        ),
      );
    }),
  ];
}
