// The research boards (issue #19 items 2 and 3): defence vs position and the odds board. The numbers come from
// the domain's rules (defenseVsPosition, buildOddsBoard), which the dev mock calls too; this file only reads.
import {
  buildOddsBoard,
  defenseVsPosition,
  propFeedCap,
  seasonWeekAt,
  type AiPickRepository,
  type Clock,
  type DefenseQuery,
  type DefenseResponse,
  type GameLogRepository,
  type GameRepository,
  type OddsBoardQuery,
  type OddsBoardResponse,
  type PlayerRepository,
  type PropLineRepository,
  type SubscriptionState,
} from '@edgeboard/domain';
import { DEFAULT_LINE_FRESHNESS_MS } from '@edgeboard/engine';

export interface ResearchBoardDeps {
  seasonClock: Clock;
  gameLogs: Pick<GameLogRepository, 'forSeasons'>;
  games: Pick<GameRepository, 'getMany' | 'forWeek'>;
  players: Pick<PlayerRepository, 'all'>;
  propLines: Pick<PropLineRepository, 'forWeek'>;
  picks: Pick<AiPickRepository, 'forWeek' | 'feed'>;
}

/** More than a week ever holds: the capped caller's open picks of the week, in one page. */
const WEEK_PICKS_LIMIT = 5000;

export class ResearchBoardService {
  constructor(private readonly deps: ResearchBoardDeps) {}

  /** Four statements: the season's logs, their games, the players' positions. */
  async defense(query: DefenseQuery): Promise<DefenseResponse> {
    const now = this.deps.seasonClock.now();
    const season = query.season ?? seasonWeekAt(now).season;
    const logs = await this.deps.gameLogs.forSeasons([season]);
    const [games, players] = await Promise.all([
      this.deps.games.getMany([...new Set(logs.map((l) => l.game_id))]),
      this.deps.players.all(),
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

  /**
   * The week's latest pull per book and prop, with the engine's picks. A capped caller (starting) sees the
   * model's figures only on the picks the feed opens to them; the others say why.
   */
  async oddsBoard(state: SubscriptionState, query: OddsBoardQuery): Promise<OddsBoardResponse> {
    const now = this.deps.seasonClock.now();
    const current = seasonWeekAt(now);
    const season = current.season;
    const week = query.week ?? current.week;
    const cap = propFeedCap(state);
    const [lines, games, picks, opened] = await Promise.all([
      this.deps.propLines.forWeek(season, week),
      this.deps.games.forWeek(season, week),
      this.deps.picks.forWeek(season, week),
      Number.isFinite(cap)
        ? this.deps.picks.feed({
            season,
            week,
            openTo: { now: now.toISOString(), cap, season },
            sortBy: 'created_at',
            sortOrder: 'asc',
            limit: WEEK_PICKS_LIMIT,
            offset: 0,
          })
        : null,
    ]);
    const openIds = opened ? new Set(opened.data.map((p) => p.pick.id)) : null;
    return buildOddsBoard({
      season,
      week,
      lines,
      games,
      picks: picks.map((pick) => ({ pick, open: openIds === null || openIds.has(pick.id) })),
      now,
      staleAfterMs: DEFAULT_LINE_FRESHNESS_MS,
      query,
    });
  }
}
