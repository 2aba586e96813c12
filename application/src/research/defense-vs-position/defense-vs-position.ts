// Defence vs position (issue #19 item 2): per team, what each position group facing it produced per game, from
// the domain's defenseVsPosition over the season's logs of games that kicked off before the season clock's instant.
import {
  DEFENSE_UPGRADE_MESSAGE,
  defenseVsPosition,
  seasonWeekAt,
  type Clock,
  type DefenseQuery,
  type DefenseResponse,
  type GameLogRepository,
  type GameRepository,
  type PlayerRepository,
  type SubscriptionState,
} from '@edgeboard/domain';
import { assertResearchBoard } from '../research-access';

export interface DefenseDeps {
  seasonClock: Clock;
  gameLogs: Pick<GameLogRepository, 'forSeasons'>;
  games: Pick<GameRepository, 'getMany'>;
  players: Pick<PlayerRepository, 'all'>;
}

/** Three reads: the season's logs, their games, the players' positions. */
export async function defenseVsPositionBoard(
  deps: DefenseDeps,
  state: SubscriptionState,
  query: DefenseQuery,
): Promise<DefenseResponse> {
  assertResearchBoard(state, 'defense', DEFENSE_UPGRADE_MESSAGE);
  const now = deps.seasonClock.now();
  const season = query.season ?? seasonWeekAt(now).season;
  const logs = await deps.gameLogs.forSeasons([season]);
  const [games, players] = await Promise.all([
    deps.games.getMany([...new Set(logs.map((l) => l.game_id))]),
    deps.players.all(),
  ]);
  const kickoffs = new Map(games.map((g) => [g.id, g.kickoff]));
  const positions = new Map<string, string>(players.map((p) => [p.id, p.position]));
  const { rows, league } = defenseVsPosition({
    season,
    logs,
    positionOf: (id) => positions.get(id),
    kickoffOf: (id) => kickoffs.get(id),
    now,
    window: query.window,
  });
  return { season, window: query.window, asOf: now.toISOString(), rows, league };
}
