// The odds board (issue #19 item 3): the week's latest pull per book and prop beside the engine's picks, from the
// domain's buildOddsBoard. A capped caller (starting) sees the model's figures only on the picks the feed opens
// to them; the others say why.
import {
  buildOddsBoard,
  ODDS_BOARD_UPGRADE_MESSAGE,
  propFeedCap,
  seasonWeekAt,
  type AiPickRepository,
  type Clock,
  type GameRepository,
  type OddsBoardQuery,
  type OddsBoardResponse,
  type PropLineRepository,
  type SubscriptionState,
} from '@edgeboard/domain';
import { DEFAULT_LINE_FRESHNESS_MS } from '@edgeboard/engine';
import { assertResearchBoard } from '../research-access';

export interface OddsBoardDeps {
  seasonClock: Clock;
  games: Pick<GameRepository, 'forWeek'>;
  propLines: Pick<PropLineRepository, 'forWeek'>;
  picks: Pick<AiPickRepository, 'forWeek' | 'feed'>;
}

/** More than a week ever holds: the capped caller's open picks of the week, in one page. */
const WEEK_PICKS_LIMIT = 5000;

export async function oddsBoard(
  deps: OddsBoardDeps,
  state: SubscriptionState,
  query: OddsBoardQuery,
): Promise<OddsBoardResponse> {
  assertResearchBoard(state, 'odds_board', ODDS_BOARD_UPGRADE_MESSAGE);
  const now = deps.seasonClock.now();
  const current = seasonWeekAt(now);
  const season = current.season;
  const week = query.week ?? current.week;
  const cap = propFeedCap(state);
  const [lines, games, picks, opened] = await Promise.all([
    deps.propLines.forWeek(season, week),
    deps.games.forWeek(season, week),
    deps.picks.forWeek(season, week),
    Number.isFinite(cap)
      ? deps.picks.feed({
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
