// The lines books post and the picks published against them, with the ledger of a pick's earlier versions.
import type { ColumnType } from 'kysely';
import type {
  JsonCol,
  NullableJsonCol,
  NullableTimestampCol,
  OptionalCol,
  TimestampCol,
} from './table-columns';

export interface PropLinesTable {
  id: string;
  player: string;
  player_id: string | null;
  stat_type: string;
  line_value: number;
  odds: number;
  over_odds: number | null;
  under_odds: number | null;
  sportsbook: string;
  game_id: string | null;
  season: number | null;
  week: number | null;
  pulled_at: TimestampCol;
  updated_at: TimestampCol;
}

export interface AiPicksTable {
  id: string;
  player: string;
  player_id: string | null;
  opponent: string;
  stat_type: string;
  pick: string;
  line_value: number;
  confidence: number;
  reasoning: string;
  condensed_reasoning: string | null;
  analysis: JsonCol;
  season: number;
  week: number;
  game_id: string | null;
  team: string | null;
  position: string | null;
  projection: NullableJsonCol;
  p_over: number | null;
  odds: number | null;
  line_source: string | null;
  sportsbook: string | null;
  line_pulled_at: NullableTimestampCol;
  over_odds: number | null;
  under_odds: number | null;
  fair_p: number | null;
  model_p: number | null;
  win_p: number | null;
  best_book: string | null;
  best_line: number | null;
  price_ladder: NullableJsonCol;
  price_curve: NullableJsonCol;
  ev: number | null;
  verdict: string | null;
  no_play_reason: string | null;
  result: string | null;
  actual_value: number | null;
  profit: number | null;
  graded_at: NullableTimestampCol;
  created_at: TimestampCol;
  /** Set when the pick's game kicks off; from then on the database refuses changes to its published fields. */
  locked_at: ColumnType<string | null, string | null | undefined, string | null>;
  // The close of the pick's book, written when the pick locks (migration 006); not published fields.
  closing_book: OptionalCol<string>;
  closing_line: OptionalCol<number>;
  closing_over_odds: OptionalCol<number>;
  closing_under_odds: OptionalCol<number>;
  closing_pulled_at: OptionalCol<string>;
  clv: OptionalCol<number>;
  price_improvement: OptionalCol<number>;
}

/** The published values a pick had before an edit (before kickoff), one row per edit. */
export interface AiPickVersionsTable {
  pick_id: string;
  version: number;
  pick: string;
  line_value: number;
  odds: number | null;
  over_odds: number | null;
  under_odds: number | null;
  sportsbook: string | null;
  confidence: number;
  published_at: TimestampCol;
  edited_at: TimestampCol;
}
