import { AiPick, PICK_MARKET_FIELDS } from '@edgeboard/domain';
import type { AI_PICK_SORT_FIELDS, ClosingLine, Game, PickWithGame } from '@edgeboard/domain';
import type { Insertable, Selectable } from 'kysely';
import { parseJson, parseRow, toIso, toIsoOrNull, toJson } from '../row-mapping';
import type { AiPicksTable, GamesTable } from '../tables';
import { toGame } from './game-repository';
import type { SortColumns } from '../paged-list';

/** The back office's pick list orders (the week is the season's, then the week's). */
export const ADMIN_PICK_ORDER: SortColumns<(typeof AI_PICK_SORT_FIELDS)[number]> = {
  created_at: [{ column: 'created_at' }],
  player: [{ column: 'player', text: true }],
  opponent: [{ column: 'opponent', text: true }],
  stat_type: [{ column: 'stat_type' }],
  confidence: [{ column: 'confidence' }],
  week: [{ column: 'season' }, { column: 'week' }],
};

/** The games columns a pick query selects, prefixed so they cannot collide with the pick's own. */
export const JOINED_GAME_COLUMNS = [
  'games.id as g_id',
  'games.season as g_season',
  'games.week as g_week',
  'games.kickoff as g_kickoff',
  'games.home_team as g_home_team',
  'games.away_team as g_away_team',
  'games.home_score as g_home_score',
  'games.away_score as g_away_score',
  'games.status as g_status',
  'games.venue_time_zone as g_venue_time_zone',
] as const;

type Nullable<T> = { [K in keyof T]: T[K] | null };
export type JoinedGame = {
  [K in keyof Selectable<GamesTable> as `g_${K}`]: Nullable<Selectable<GamesTable>>[K];
};

/** The stored close of a pick as the entity carries it; null when the pick has none. */
function closingOf(row: Selectable<AiPicksTable>): ClosingLine | null {
  if (row.closing_book === null || row.closing_line === null) return null;
  return {
    book: row.closing_book,
    line: row.closing_line,
    price: (row.pick === 'under' ? row.closing_under_odds : row.closing_over_odds) ?? null,
    clv: row.clv,
    priceImprovement: row.price_improvement,
  };
}

export function toAiPick(full: Selectable<AiPicksTable>): AiPick {
  const {
    closing_book: _book,
    closing_line: _line,
    closing_over_odds: _over,
    closing_under_odds: _under,
    closing_pulled_at: _pulled,
    clv: _clv,
    price_improvement: _improvement,
    ...row
  } = full;
  const closing = closingOf(full);
  // Empty market columns are absent, not null, in the entity (picks stored before prices were kept).
  const empty = new Set<string>(PICK_MARKET_FIELDS.filter((column) => row[column] === null));
  // An unlocked pick carries no `locked_at` either: the shape of a pick before kickoff is unchanged.
  if (row.locked_at === null) empty.add('locked_at');
  // Nor does a pick without a close (every pick before kickoff, and picks without line history).
  const value = Object.fromEntries(
    Object.entries({
      ...row,
      ...(closing && { closing }),
      analysis: parseJson(row.analysis),
      projection: row.projection === null ? null : parseJson(row.projection),
      price_ladder: row.price_ladder === null ? null : parseJson(row.price_ladder),
      price_curve: row.price_curve === null ? null : parseJson(row.price_curve),
      graded_at: toIsoOrNull(row.graded_at),
      line_pulled_at: toIsoOrNull(row.line_pulled_at),
      created_at: toIso(row.created_at),
      locked_at: toIsoOrNull(row.locked_at),
    }).filter(([key]) => !empty.has(key)),
  );
  return parseRow(AiPick, 'ai_picks', value);
}

function joinedGame(row: JoinedGame): Game | null {
  if (row.g_id === null) return null;
  return toGame({
    id: row.g_id,
    season: row.g_season ?? 0,
    week: row.g_week ?? 0,
    kickoff: row.g_kickoff ?? '',
    home_team: row.g_home_team ?? '',
    away_team: row.g_away_team ?? '',
    home_score: row.g_home_score,
    away_score: row.g_away_score,
    status: row.g_status ?? '',
    venue_time_zone: row.g_venue_time_zone ?? '',
  });
}

export function toPickWithGame(row: Selectable<AiPicksTable> & JoinedGame): PickWithGame {
  // The joined game's columns are the `g_` ones (JOINED_GAME_COLUMNS); every other column is the pick's.
  const pick: Record<string, unknown> = {};
  const game: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) (column.startsWith('g_') ? game : pick)[column] = value;
  return { pick: toAiPick(pick as Selectable<AiPicksTable>), game: joinedGame(game as JoinedGame) };
}

export function pickValues(p: AiPick): Insertable<AiPicksTable> {
  return {
    id: p.id,
    player: p.player,
    player_id: p.player_id ?? null,
    opponent: p.opponent,
    stat_type: p.stat_type,
    pick: p.pick,
    line_value: p.line_value,
    confidence: p.confidence,
    reasoning: p.reasoning,
    condensed_reasoning: p.condensed_reasoning ?? null,
    analysis: toJson(p.analysis),
    season: p.season,
    week: p.week,
    game_id: p.game_id ?? null,
    team: p.team ?? null,
    position: p.position ?? null,
    projection: p.projection ? toJson(p.projection) : null,
    p_over: p.p_over ?? null,
    odds: p.odds ?? null,
    line_source: p.line_source ?? null,
    sportsbook: p.sportsbook ?? null,
    line_pulled_at: toIsoOrNull(p.line_pulled_at ?? null),
    over_odds: p.over_odds ?? null,
    under_odds: p.under_odds ?? null,
    fair_p: p.fair_p ?? null,
    model_p: p.model_p ?? null,
    win_p: p.win_p ?? null,
    best_book: p.best_book ?? null,
    best_line: p.best_line ?? null,
    price_ladder: p.price_ladder ? toJson(p.price_ladder) : null,
    price_curve: p.price_curve ? toJson(p.price_curve) : null,
    ev: p.ev ?? null,
    verdict: p.verdict ?? null,
    no_play_reason: p.no_play_reason ?? null,
    result: p.result,
    actual_value: p.actual_value,
    profit: p.profit,
    graded_at: toIsoOrNull(p.graded_at),
    created_at: toIso(p.created_at),
  };
}
