import type { Kysely } from 'kysely';

/**
 * Every column the prop feed filters, sorts or ranks the capped allowance by, in one index, so choosing a page
 * and counting its matches read the index alone and never the picks' rows, whose analysis text is most of
 * their bytes. Season-wide queries (no week, a stat type, a player search, plays only, sorted by EV) scanned
 * every row of the season: ~95 ms at 100,000 picks against 1-20 ms on this index (issue #34 item 1).
 * It begins with the columns of ai_picks_feed_idx, which it replaces.
 */
const FEED_COLUMNS = [
  'season',
  'week',
  'confidence',
  'stat_type',
  'verdict',
  'ev',
  'created_at',
  'game_id',
  'player',
  'id',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the schema, so they cannot be typed by it
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('ai_picks_feed_cover_idx').on('ai_picks').columns(FEED_COLUMNS).execute();
  await db.schema.dropIndex('ai_picks_feed_idx').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('ai_picks_feed_idx')
    .on('ai_picks')
    .columns(['season', 'week', 'confidence', 'id'])
    .execute();
  await db.schema.dropIndex('ai_picks_feed_cover_idx').execute();
}
