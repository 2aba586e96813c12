import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types';

/**
 * The bet tracker (issue #19 item 5): each subscriber's own bets. A bet goes with its owner's account (cascade
 * from users); a bet on a pick keeps the pick's player, stat type, line, side and week, so it still reads (and
 * settles from the box score) if an unlocked pick is later deleted (pick_id set null). The profit is not stored:
 * it follows from the result, the price and the stake (domain rule betProfit).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the schema, so they cannot be typed by it
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('bets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pick_id', 'text', (c) => c.references('ai_picks.id').onDelete('set null'))
    .addColumn('sportsbook', 'text', (c) => c.notNull())
    .addColumn('odds', 'integer', (c) => c.notNull().check(sql`odds <= -100 or odds >= 100`))
    .addColumn('stake', t.float, (c) => c.notNull().check(sql`stake > 0`))
    .addColumn('player', 'text', (c) => c.notNull())
    .addColumn('player_id', 'text')
    .addColumn('stat_type', 'text', (c) => c.notNull())
    .addColumn('line', t.float, (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull().check(sql`side in ('over', 'under')`))
    .addColumn('season', 'integer', (c) => c.notNull())
    .addColumn('week', 'integer', (c) => c.notNull())
    .addColumn('game_id', 'text')
    .addColumn('placed_at', t.timestamp, (c) => c.notNull())
    .addColumn('result', 'text', (c) => c.check(sql`result in ('won', 'lost', 'push')`))
    .addColumn('settled_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bets_user_idx').on('bets').columns(['user_id', 'placed_at']).execute();
  await db.schema.createIndex('bets_pick_idx').on('bets').column('pick_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bets').execute();
}
