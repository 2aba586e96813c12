import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

/**
 * Line history and the close (issue #14 items 3-4). Every pull stays in `prop_lines`; this index serves a prop's
 * history (one game, stat type and player, in pull order) and the lock's search for each book's last pre-game
 * pull. The close of the pick's book and its closing line value are stored on the pick when it locks: they are
 * not published fields, so migration 005's triggers let them be written on a locked pick.
 */
export const CLOSING_COLUMNS = [
  ['closing_book', 'text'],
  ['closing_line', 'float'],
  ['closing_over_odds', 'integer'],
  ['closing_under_odds', 'integer'],
  ['closing_pulled_at', 'timestamp'],
  ['clv', 'float'],
  ['price_improvement', 'float'],
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the schema, so they cannot be typed by it
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  for (const [name, type] of CLOSING_COLUMNS) {
    const columnType = type === 'float' ? t.float : type === 'timestamp' ? t.timestamp : type;
    await db.schema.alterTable('ai_picks').addColumn(name, columnType).execute();
  }
  await db.schema
    .createIndex('prop_lines_prop_history_idx')
    .on('prop_lines')
    .columns(['game_id', 'stat_type', 'player_id', 'pulled_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('prop_lines_prop_history_idx').execute();
  for (const [name] of [...CLOSING_COLUMNS].reverse()) {
    await db.schema.alterTable('ai_picks').dropColumn(name).execute();
  }
}
