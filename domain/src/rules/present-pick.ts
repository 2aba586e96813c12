// Turns a stored pick and its game into the shapes the UI reads (spec section 3: feed item, prop detail,
// performance row), for the API and the UI's mocks alike. Times are written in the home team's time zone,
// where the game is played.
import type { Game } from '../entities/game';
import type { PerformanceRow } from '../entities/performance';
import type { AiPick, FeedAiPick, PropDetail, PropFeedItem } from '../entities/prop';
import { pickLockedMessage, type AiPickVersion } from '../entities/pick-ledger';
import { pickEdits } from './pick-ledger';
import type { GradedPickWithGame, PickWithGame } from '../ports/repositories/ai-pick-repository.port';
import { displayDirection, pickDescription, propTypeTitle } from './labels';
import { marketSentence, toPickMarket } from './market';

const DEFAULT_TIME_ZONE = 'America/New_York';

export function matchup(
  pick: Pick<AiPick, 'team' | 'opponent'>,
  game: Pick<Game, 'away_team' | 'home_team'> | null,
): string {
  if (game) return `${game.away_team} @ ${game.home_team}`;
  return pick.team ? `${pick.team} vs ${pick.opponent}` : `vs ${pick.opponent}`;
}

// Building an Intl formatter costs far more than using one: keep one pair per time zone.
const formatters = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formatParts(iso: string, timeZone: string): { date: string; time: string } {
  let f = formatters.get(timeZone);
  if (!f) {
    f = {
      date: new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric' }),
      time: new Intl.DateTimeFormat('en-US', {
        timeZone,
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      }),
    };
    formatters.set(timeZone, f);
  }
  const d = new Date(iso);
  return { date: f.date.format(d), time: f.time.format(d) };
}

function feedPick(pick: AiPick): FeedAiPick {
  return {
    player: pick.player,
    pickDirection: displayDirection(pick.pick),
    lineValue: pick.line_value,
    statType: pick.stat_type,
    confidence: pick.confidence,
    odds: pick.odds ?? null,
    market: toPickMarket(pick),
  };
}

function status(game: Game | null): PropFeedItem['status'] {
  if (!game) return 'upcoming';
  if (game.status === 'in_progress') return 'live';
  return game.status === 'final' ? 'final' : 'upcoming';
}

export function toFeedItem({ pick, game }: PickWithGame): PropFeedItem {
  const timeZone = game?.venue_time_zone ?? DEFAULT_TIME_ZONE;
  const when = game ? formatParts(game.kickoff, timeZone) : { date: `Week ${pick.week}`, time: 'TBD' };
  return {
    id: pick.id,
    matchup: matchup(pick, game),
    type: propTypeTitle(pick.stat_type),
    description: pickDescription(pick.player, pick.pick, pick.line_value, pick.stat_type),
    confidence: pick.confidence,
    time: when.time,
    date: when.date,
    start_time: game?.kickoff ?? null,
    homeTeamTimeZone: timeZone,
    week: pick.week,
    status: status(game),
    player: pick.player,
    playerId: pick.player_id ?? null,
    reasoning: pick.reasoning,
    condensedReasoning: pick.condensed_reasoning ?? null,
    // Bet tracking is not a feature yet; no pick is tracked.
    tracked: false,
    ai_picks: [feedPick(pick)],
    stat_type: pick.stat_type,
    season: pick.season,
    created_at: pick.created_at,
    // Only once graded: an upcoming pick's item keeps the shape it always had.
    ...(pick.result ? { result: pick.result } : {}),
  };
}

/** The 409 `pick_locked` message for this pick (API and UI dev mock alike), naming its kickoff as the feed writes it. */
export function pickLockedMessageFor(found: PickWithGame): string {
  const item = toFeedItem(found);
  return pickLockedMessage(found.game ? `${item.time}, ${item.date}` : 'its scheduled time');
}

/** `versions`: the pick's stored versions (any order), shown as the edits made before kickoff. */
export function toDetail({ pick, game }: PickWithGame, versions: readonly AiPickVersion[] = []): PropDetail {
  const item = toFeedItem({ pick, game });
  return {
    id: pick.id,
    sport: 'NFL',
    time: game ? `${item.date} ${item.time}` : item.time,
    description: item.description,
    type: item.type,
    matchup: item.matchup,
    confidence: pick.confidence,
    ai_picks: item.ai_picks,
    analysis: pick.analysis,
    player: pick.player,
    playerId: pick.player_id ?? null,
    opponent: pick.opponent || null,
    position: pick.position ?? null,
    reasoning: pick.reasoning,
    condensedReasoning: pick.condensed_reasoning ?? null,
    week: pick.week,
    season: pick.season,
    result: pick.result,
    actual_value: pick.actual_value,
    marketSummary: marketSummaryOf(pick),
    kickoff: game?.kickoff ?? null,
    versions: pickEdits(versions, pick),
  };
}

function marketSummaryOf(pick: AiPick): string | null {
  const market = toPickMarket(pick);
  return market ? marketSentence(market, pick.pick) : null;
}

/** Graded picks only: the caller filters on `result`. */
export function toPerformanceRow({ pick, game }: GradedPickWithGame): PerformanceRow | null {
  if (pick.result === null) return null;
  return {
    id: pick.id,
    date: game?.kickoff ?? pick.graded_at ?? pick.created_at,
    matchup: matchup(pick, game),
    description: pickDescription(pick.player, pick.pick, pick.line_value, pick.stat_type),
    type: propTypeTitle(pick.stat_type),
    confidence: pick.confidence,
    result: pick.result,
    // Grading settles an unpriced pick at -110; no price was offered, so it has no units.
    profitLoss: pick.odds === null || pick.odds === undefined ? null : (pick.profit ?? 0),
    play: pick.verdict !== 'no_play',
    // As the record shows them: the price was taken at best_book; older picks name only the posted book.
    price: pick.odds ?? null,
    book: pick.best_book ?? pick.sportsbook ?? null,
  };
}
