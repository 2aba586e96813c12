// The player research page (issue #19 item 1): for starting and up, the game log, hit rates, splits and missed
// games before the season clock's week, from the domain's buildPlayerResearch; for all-star also the engine's
// projection range and the usage trend ("advanced stats"), else marked locked.
import {
  buildPlayerResearch,
  defaultResearchStatType,
  ForbiddenError,
  canUseTool,
  playedBefore,
  RESEARCH_UPGRADE_CODE,
  RESEARCH_UPGRADE_MESSAGE,
  usageTrend,
  type AiPick,
  type AiPickRepository,
  type Clock,
  type EngineStatType,
  type GameLogRepository,
  type GameRepository,
  type PlayerResearchQuery,
  type PlayerResearchResponse,
  type ResearchProjection,
  type SubscriptionState,
} from '@edgeboard/domain';
import { predictProp, projectionRange, type History } from '@edgeboard/engine';
import { cappedAccess } from '../../props/pick-access';
import type { PropContext, ResearchWeek } from '../research-week/research-week';

export interface PlayerResearchDeps {
  week: ResearchWeek;
  gameLogs: Pick<GameLogRepository, 'forPlayer'>;
  games: Pick<GameRepository, 'getMany'>;
  picks: Pick<AiPickRepository, 'forWeek' | 'getWithGame'>;
  /** The season's time: which picks a capped tier may open (the feed's allowance, props/pick-access.ts). */
  seasonClock: Clock;
}

/**
 * The week's pick on the player's stat, when the caller may open it: a capped tier (starting) sees its call and
 * line only inside its allowance or on the public record, as the feed, the analysis and the odds board do. Any
 * other pick is answered as none, so research reveals nothing the analysis would refuse with a 403.
 */
async function openPick(
  deps: PlayerResearchDeps,
  state: SubscriptionState,
  pick: AiPick | null,
): Promise<AiPick | null> {
  if (!pick) return null;
  const access = cappedAccess(state, deps.seasonClock.now().toISOString());
  if (!access) return pick;
  const found = await deps.picks.getWithGame(pick.id, access);
  return found?.open ? pick : null;
}

function projection(
  week: ResearchWeek,
  context: PropContext,
  statType: EngineStatType,
  line: number,
  history: History,
): ResearchProjection | null {
  const prediction = predictProp({ ...context, statType, line }, history, week.model);
  if (!prediction) return null;
  return {
    opponent: context.opponent,
    mean: prediction.mean,
    ...projectionRange(statType, { mean: prediction.mean, sd: prediction.sd }),
  };
}

export async function playerResearch(
  deps: PlayerResearchDeps,
  state: SubscriptionState,
  playerId: string,
  query: PlayerResearchQuery,
): Promise<PlayerResearchResponse> {
  if (!canUseTool(state, 'player_research'))
    throw new ForbiddenError(RESEARCH_UPGRADE_MESSAGE, RESEARCH_UPGRADE_CODE);
  const player = await deps.week.player(playerId);
  const statType = query.statType ?? defaultResearchStatType(player.position);
  const { season, week } = deps.week.now();
  const [logs, data, weekPicks] = await Promise.all([
    deps.gameLogs.forPlayer(playerId),
    deps.week.data(season, week),
    deps.picks.forWeek(season, week),
  ]);
  const shown = logs.filter((e) => playedBefore(e, season, week) && e.season >= season - 1);
  const games = await deps.games.getMany([...new Set(shown.map((e) => e.game_id))]);
  const homeTeam = new Map(games.map((g) => [g.id, g.home_team]));
  const pick = await openPick(
    deps,
    state,
    weekPicks.find((p) => p.player_id === playerId && p.stat_type === statType) ?? null,
  );
  const base = buildPlayerResearch({
    player: { id: player.id, name: player.name, position: player.position, team: player.team_name },
    season,
    week,
    statType,
    queryLine: query.line,
    pick: pick && { id: pick.id, direction: pick.pick, line: pick.line_value },
    logs,
    seasonLogs: data.logs.filter((e) => e.season === season),
    homeOf: (gameId, team) => {
      const home = homeTeam.get(gameId);
      return home === undefined ? null : home === team;
    },
  });
  if (!canUseTool(state, 'prop_calculator')) return { ...base, advanced: null, advancedLocked: true };
  const context = await deps.week.context(player, data, season, week);
  return {
    ...base,
    advanced: {
      projection: context && projection(deps.week, context, statType, base.line ?? 0.5, data.history),
      usage: usageTrend(logs, season, week),
    },
    advancedLocked: false,
  };
}
