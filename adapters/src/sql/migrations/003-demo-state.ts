import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

/** Local mode's demo season: the seed and the fixed shift from real time to season time. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the schema, so they cannot be typed by it
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('demo_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('seed', 'integer', (c) => c.notNull())
    .addColumn('season_offset_ms', t.float, (c) => c.notNull())
    .addColumn('seeded_at', t.timestamp, (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('demo_state').execute();
}
