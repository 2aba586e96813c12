import type { Kysely } from 'kysely';

/**
 * The games not started yet (status scheduled, kick-off ahead): the capped tiers' allowance reads them on every
 * feed page, the odds board and research through it. Without an index that read scanned every game of every
 * season, so the feed's cost grew with the seasons kept (issue #34 item 2).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the schema, so they cannot be typed by it
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('games_upcoming_idx').on('games').columns(['status', 'kickoff']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('games_upcoming_idx').execute();
}
