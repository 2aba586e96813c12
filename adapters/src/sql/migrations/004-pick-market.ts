import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

/**
 * A pick against the market: where its line came from, both prices of that book, the no-vig and model
 * probabilities, the best price across books, expected value and the play / no-play verdict. Nullable:
 * picks stored before this migration carry none and show no market line.
 */
const COLUMNS = [
  ['line_source', 'text'],
  ['sportsbook', 'text'],
  ['line_pulled_at', 'timestamp'],
  ['over_odds', 'integer'],
  ['under_odds', 'integer'],
  ['fair_p', 'float'],
  ['model_p', 'float'],
  ['win_p', 'float'],
  ['best_book', 'text'],
  ['ev', 'float'],
  ['verdict', 'text'],
  ['no_play_reason', 'text'],
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the schema, so they cannot be typed by it
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  for (const [name, type] of COLUMNS) {
    const columnType = type === 'float' ? t.float : type === 'timestamp' ? t.timestamp : type;
    await db.schema.alterTable('ai_picks').addColumn(name, columnType).execute();
  }
  // "Value (EV)" sorts a week's picks by expected value.
  await db.schema
    .createIndex('ai_picks_season_week_ev_idx')
    .on('ai_picks')
    .columns(['season', 'week', 'ev'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ai_picks_season_week_ev_idx').execute();
  for (const [name] of [...COLUMNS].reverse()) {
    await db.schema.alterTable('ai_picks').dropColumn(name).execute();
  }
}
