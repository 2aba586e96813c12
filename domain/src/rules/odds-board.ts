// The odds board, built once for the API and the dev mock: each prop's latest pull per book, the best fresh
// price per side, the fair odds of the sharpest fresh book, and the engine pick's figures where the caller's
// plan opens them. Pure: the caller reads the week's pulls, games and picks and passes the freshness limit.
import type { Game } from '../entities/game';
import type {
  BestPrice,
  FairOdds,
  NoBoardPickReason,
  OddsBoardQuery,
  OddsBoardQuote,
  OddsBoardResponse,
  OddsBoardRow,
} from '../entities/odds-board';
import { ENGINE_STAT_TYPES, type AiPick, type PropLine } from '../entities/prop';
import { toPickMarket } from './market';
import { expectedValue, fairAmericanOdds, noVig } from './odds';
import { roundStored } from './market-figures';

/**
 * A line pulled longer ago than this is stale: books have moved since. The engine's freshness check at
 * publication (DEFAULT_LINE_FRESHNESS_MS) and the odds board's greyed prices use this one limit.
 */
export const LINE_FRESHNESS_MS = 48 * 3_600_000;

/** What a subscriber reads when a prop has no model probability or EV. */
export const NO_BOARD_PICK_TEXT: Readonly<Record<NoBoardPickReason, string>> = {
  not_modelled: 'The engine does not project this stat type.',
  not_published: 'The engine published no pick for this prop.',
  beyond_plan: 'Your plan’s picks for the week are used: All-Star opens every pick.',
  no_market: 'This pick was stored before prices were kept.',
};

/** "2 h old", "35 min old", "3 d old": a quote's age for the reader. */
export function formatQuoteAge(minutes: number): string {
  if (minutes < 60) return `${minutes} min old`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h old`;
  return `${Math.floor(minutes / 1440)} d old`;
}

const propKey = (gameId: string, statType: string, player: { id: string | null; name: string }) =>
  `${gameId}|${statType}|${player.id ?? player.name.trim().toLowerCase()}`;

export interface OddsBoardPickInput {
  pick: AiPick;
  /** Whether the caller's plan opens this pick (the feed's allowance). */
  open: boolean;
}

export interface OddsBoardInput {
  season: number;
  week: number;
  /** The week's pulls, every book, any order; pulls after `now` are ignored (no look-ahead). */
  lines: readonly PropLine[];
  games: readonly Game[];
  picks: readonly OddsBoardPickInput[];
  now: Date;
  staleAfterMs: number;
  query: OddsBoardQuery;
  /**
   * The pick's published P(over) at a line its stored ladder does not hold, null when it has no distribution to
   * read (the application reads the pick's `price_curve` through the engine). Absent: the ladder's lines only.
   */
  pOverAt?: PickPOverAt;
}

/** P(over) at any line from a pick's published distribution; null when the pick kept none. */
export type PickPOverAt = (pick: AiPick, line: number) => number | null;

/** The best fresh price for a side: the most favourable line (lowest for over, highest for under), then price. */
function best(quotes: readonly OddsBoardQuote[], side: 'over' | 'under'): BestPrice | null {
  let top: BestPrice | null = null;
  for (const q of quotes) {
    const odds = side === 'over' ? q.overOdds : q.underOdds;
    if (q.stale || odds === null) continue;
    const lineBetter = top === null || (side === 'over' ? q.line < top.line : q.line > top.line);
    if (lineBetter || (top !== null && q.line === top.line && odds > top.odds))
      top = { book: q.book, line: q.line, odds };
  }
  return top;
}

/** The no-vig odds of the fresh two-way quote with the lowest margin (ties: the first book alphabetically). */
function fairOf(quotes: readonly OddsBoardQuote[]): FairOdds | null {
  let sharpest: { q: OddsBoardQuote; over: number; margin: number } | null = null;
  for (const q of quotes) {
    const nv = q.stale ? null : noVig(q.overOdds, q.underOdds);
    if (nv && (sharpest === null || nv.margin < sharpest.margin))
      sharpest = { q, over: nv.over, margin: nv.margin };
  }
  if (!sharpest) return null;
  return {
    book: sharpest.q.book,
    line: sharpest.q.line,
    overProbability: sharpest.over,
    overOdds: Math.round(fairAmericanOdds(sharpest.over)),
    underOdds: Math.round(fairAmericanOdds(1 - sharpest.over)),
  };
}

function pickPart(
  statType: string,
  found: OddsBoardPickInput | undefined,
): Pick<OddsBoardRow, 'pick' | 'noPick'> {
  if (!found)
    return {
      pick: null,
      noPick: (ENGINE_STAT_TYPES as readonly string[]).includes(statType) ? 'not_published' : 'not_modelled',
    };
  if (!found.open) return { pick: null, noPick: 'beyond_plan' };
  const market = toPickMarket(found.pick);
  if (!market) return { pick: null, noPick: 'no_market' };
  return {
    pick: {
      id: found.pick.id,
      call: found.pick.pick,
      line: found.pick.line_value,
      // The engine's published probability that the call wins (issue #29 item 3): the projection model's own
      // P(call) sat beside the call at 34.7% ("Under 224.5 34.7%") when the market made the call.
      modelProbability: market.probability,
      evPercent: market.evPercent,
      verdict: market.verdict,
    },
    noPick: null,
  };
}

/**
 * Each side's EV of a quote at its own line, from the pick's published distribution: its price_ladder holds
 * P(over) at the ladder's lines and every line a book quoted at publication, and `pOverAt` reads the same
 * distribution at any other line (a book that moved since, issue #29 item 3). The ladder wins where it has the
 * line, so the board and the analysis page's ladder show one figure. Only for a fresh quote of a game still to
 * come whose pick the caller's plan opens: what is marked can be bet, and a pick the plan does not open is not
 * priced for it.
 */
export function quoteEvs(
  quote: Pick<OddsBoardQuote, 'line' | 'overOdds' | 'underOdds' | 'stale'>,
  found: OddsBoardPickInput | undefined,
  started: boolean,
  pOverAt?: PickPOverAt,
): { overEv: number | null; underEv: number | null } {
  const none = { overEv: null, underEv: null };
  if (!found?.open || started || quote.stale) return none;
  const p =
    found.pick.price_ladder?.find((pt) => pt.line === quote.line)?.p_over ??
    pOverAt?.(found.pick, quote.line) ??
    null;
  if (p === null) return none;
  const ev = (odds: number | null, win: number) =>
    odds === null ? null : roundStored(expectedValue(win, odds));
  return { overEv: ev(quote.overOdds, p), underEv: ev(quote.underOdds, 1 - p) };
}

/** Kicked off, under way or over at `at`: a pre-game prop of this game can no longer be bet. */
export function gameStarted(game: Pick<Game, 'kickoff' | 'status'>, at: number): boolean {
  return game.status !== 'scheduled' || Date.parse(game.kickoff) <= at;
}

/**
 * The board: games yet to start first (issue #28 item 4: it opened on a game already played), then started
 * ones, each in kickoff order, then player and stat type; books as columns, alphabetical. A started game's
 * rows keep their quotes and the pick's figures for reference but have no best price, and a minimum EV
 * leaves them out: nothing on them can be bet any more.
 */
export function buildOddsBoard(input: OddsBoardInput): OddsBoardResponse {
  const at = input.now.getTime();
  const gameById = new Map(input.games.map((g) => [g.id, g]));
  const started = new Set(input.games.filter((g) => gameStarted(g, at)).map((g) => g.id));
  const latest = new Map<string, Map<string, PropLine>>();
  const names = new Map<string, PropLine>();
  for (const line of input.lines) {
    if (!line.game_id || !gameById.has(line.game_id) || Date.parse(line.pulled_at) > at) continue;
    const key = propKey(line.game_id, line.stat_type, { id: line.player_id ?? null, name: line.player });
    const books = latest.get(key) ?? new Map<string, PropLine>();
    latest.set(key, books);
    names.set(key, line);
    const known = books.get(line.sportsbook);
    if (
      !known ||
      known.pulled_at < line.pulled_at ||
      (known.pulled_at === line.pulled_at && known.id < line.id)
    )
      books.set(line.sportsbook, line);
  }
  const pickByKey = new Map<string, OddsBoardPickInput>();
  for (const p of input.picks) {
    if (!p.pick.game_id) continue;
    pickByKey.set(
      propKey(p.pick.game_id, p.pick.stat_type, { id: p.pick.player_id ?? null, name: p.pick.player }),
      p,
    );
  }
  const allBooks = new Set<string>();
  const gamesWithProps = new Set<string>();
  let rows: OddsBoardRow[] = [];
  for (const [key, books] of latest) {
    const sample = names.get(key);
    if (!sample?.game_id) continue;
    gamesWithProps.add(sample.game_id);
    const quotes = [...books.values()]
      .map((l): OddsBoardQuote => {
        const ageMs = Math.max(0, at - Date.parse(l.pulled_at));
        allBooks.add(l.sportsbook);
        return {
          book: l.sportsbook,
          line: l.line_value,
          overOdds: l.over_odds ?? null,
          underOdds: l.under_odds ?? null,
          pulledAt: l.pulled_at,
          ageMinutes: Math.floor(ageMs / 60_000),
          stale: ageMs > input.staleAfterMs,
        };
      })
      .sort((a, b) => a.book.localeCompare(b.book));
    const isStarted = started.has(sample.game_id);
    const found = pickByKey.get(key);
    for (const q of quotes) Object.assign(q, quoteEvs(q, found, isStarted, input.pOverAt));
    rows.push({
      key,
      gameId: sample.game_id,
      player: sample.player,
      playerId: sample.player_id ?? null,
      statType: sample.stat_type,
      started: isStarted,
      quotes,
      bestOver: isStarted ? null : best(quotes, 'over'),
      bestUnder: isStarted ? null : best(quotes, 'under'),
      fair: fairOf(quotes),
      ...pickPart(sample.stat_type, found),
    });
  }
  // Upcoming before started, then kickoff: "0|2025-…" sorts before "1|2025-…".
  const order = (id: string) => `${started.has(id) ? '1' : '0'}|${gameById.get(id)?.kickoff ?? ''}`;
  const q = input.query;
  rows = rows
    .filter((r) => q.gameId === undefined || r.gameId === q.gameId)
    .filter((r) => q.statType === undefined || r.statType === q.statType)
    .filter(
      (r) =>
        q.minEv === undefined || (!r.started && r.pick?.evPercent != null && r.pick.evPercent >= q.minEv),
    )
    .sort(
      (a, b) =>
        order(a.gameId).localeCompare(order(b.gameId)) ||
        a.gameId.localeCompare(b.gameId) ||
        a.player.localeCompare(b.player) ||
        a.statType.localeCompare(b.statType),
    );
  const games = input.games
    .filter((g) => gamesWithProps.has(g.id))
    .map((g) => ({
      id: g.id,
      home: g.home_team,
      away: g.away_team,
      kickoff: g.kickoff,
      started: started.has(g.id),
    }))
    .sort((a, b) => order(a.id).localeCompare(order(b.id)) || a.id.localeCompare(b.id));
  return {
    season: input.season,
    week: input.week,
    asOf: input.now.toISOString(),
    staleAfterMinutes: Math.max(1, Math.round(input.staleAfterMs / 60_000)),
    games,
    books: [...allBooks].sort((a, b) => a.localeCompare(b)),
    rows,
  };
}
