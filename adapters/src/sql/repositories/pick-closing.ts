// The close of a locking pick (issue #14 item 4): each book's last pull before kickoff is its close; the pick
// keeps its own book's close and the closing line value against it (domain rule `closingLineValue`).
import { closingLineValue } from '@edgeboard/domain';
import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../db';
import type { AiPicksTable } from '../tables';
import { toIso } from '../row-mapping';
import { chunk, INSERT_CHUNK } from './query-helpers';

/** What the close needs of a pick being locked, with its game's kickoff. */
export interface LockingPick {
  id: string;
  pick: string;
  line_value: number;
  odds: number | null;
  sportsbook: string | null;
  player: string;
  player_id: string | null;
  stat_type: string;
  game_id: string | null;
  kickoff: string;
}

/**
 * The same prop of the same game, as the line history matches it: by player id, or by the trimmed, lower-cased
 * name on lines stored without one.
 */
const who = (playerId: string | null, name: string) =>
  playerId ? `id:${playerId}` : `name:${name.trim().toLowerCase()}`;
const propKey = (gameId: string, statType: string, player: string, book: string) =>
  `${gameId}|${statType}|${player}|${book}`;

/** The closing columns of one pick, as the lock writes them. */
export type CloseColumns = Pick<
  Updateable<AiPicksTable>,
  | 'closing_book'
  | 'closing_line'
  | 'closing_over_odds'
  | 'closing_under_odds'
  | 'closing_pulled_at'
  | 'clv'
  | 'price_improvement'
>;

/**
 * The close of each pick's book, by pick id, for the picks that have one, read in the caller's transaction.
 * Picks without a book (proxy lines, hand-edited pricing) or without a pre-game pull have none. The lock writes
 * them in the statement that locks the pick: the database refuses a close written at any other time
 * (migration 010).
 */
export async function closesOf(
  trx: Kysely<Database>,
  picks: readonly LockingPick[],
): Promise<Map<string, CloseColumns>> {
  const closes = new Map<string, CloseColumns>();
  const priced = picks.filter((p) => p.sportsbook !== null && p.game_id !== null);
  if (priced.length === 0) return closes;
  const kickoffs = new Map(priced.map((p) => [p.game_id as string, Date.parse(toIso(p.kickoff))]));
  // The last pre-game pull per game, stat type, player and book, read in pull order.
  const last = new Map<string, { line: number; over: number | null; under: number | null; at: string }>();
  for (const games of chunk([...kickoffs.keys()], INSERT_CHUNK)) {
    const rows = await trx
      .selectFrom('prop_lines')
      .select([
        'game_id',
        'stat_type',
        'player',
        'player_id',
        'sportsbook',
        'line_value',
        'over_odds',
        'under_odds',
        'pulled_at',
      ])
      .where('game_id', 'in', games)
      .orderBy('pulled_at')
      .orderBy('id')
      .execute();
    for (const r of rows) {
      const pulled = toIso(r.pulled_at);
      if (r.game_id === null || !(Date.parse(pulled) < (kickoffs.get(r.game_id) ?? -Infinity))) continue;
      const value = { line: r.line_value, over: r.over_odds, under: r.under_odds, at: pulled };
      last.set(propKey(r.game_id, r.stat_type, who(r.player_id, r.player), r.sportsbook), value);
    }
  }
  for (const p of priced) {
    const key = (player: string) => propKey(p.game_id as string, p.stat_type, player, p.sportsbook as string);
    const byId = p.player_id ? last.get(key(who(p.player_id, p.player))) : undefined;
    const byName = last.get(key(who(null, p.player)));
    // The later of the two: pulls are ordered by time, whichever way their player was stored.
    const close = !byId
      ? byName
      : !byName
        ? byId
        : Date.parse(byName.at) > Date.parse(byId.at)
          ? byName
          : byId;
    if (!close) continue;
    const value = closingLineValue(
      { call: p.pick === 'under' ? 'under' : 'over', line: p.line_value, price: p.odds },
      { book: p.sportsbook as string, line: close.line, overOdds: close.over, underOdds: close.under },
    );
    closes.set(p.id, {
      closing_book: value.book,
      closing_line: close.line,
      closing_over_odds: close.over,
      closing_under_odds: close.under,
      closing_pulled_at: close.at,
      clv: value.clv,
      price_improvement: value.priceImprovement,
    });
  }
  return closes;
}
