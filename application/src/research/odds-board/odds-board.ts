// The odds board (issue #19 item 3): the week's latest pull per book and prop beside the engine's picks, from the
// domain's buildOddsBoard. A capped caller (starting) sees the model's figures only on the picks the feed opens
// to them; the others say why. Every quote is judged at its own line (issue #29 item 3): a line the pick's stored
// ladder holds is read there, any other off the pick's published distribution (its price_curve) by the engine.
// The API's route and the dev mock both call this, so both price a moved line the same way.
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
  type PickPOverAt,
  type SubscriptionState,
} from '@edgeboard/domain';
import { curvePOver, DEFAULT_LINE_FRESHNESS_MS } from '@edgeboard/engine';
import { assertResearchBoard } from '../research-access';

export interface OddsBoardDeps {
  seasonClock: Clock;
  games: Pick<GameRepository, 'forWeek'>;
  propLines: Pick<PropLineRepository, 'forWeek'>;
  picks: Pick<AiPickRepository, 'forWeek' | 'feed'>;
}

/** A pick's published P(over) at any line, off its stored curve; null on picks stored before curves were kept. */
const publishedPOver: PickPOverAt = (pick, line) =>
  pick.price_curve ? curvePOver(pick.price_curve, line) : null;

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
    pOverAt: publishedPOver,
  });
}
