import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

/**
 * Alerts (issue #19 item 6): each user's rules, the notices new plays made for them (one per user and pick), and
 * how far matching got. Rules and notices go with the user (cascade on account deletion). A notice keeps no
 * foreign key to its pick: regenerating a week deletes and rewrites its ungraded picks under the same ids, and
 * the notice must survive that; a notice whose pick is gone for good is simply not shown.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the schema, so they cannot be typed by it
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('alert_rules')
    .addColumn('id', t.serialType, t.serial)
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('enabled', t.bool, (c) => c.notNull())
    .addColumn('min_edge_score', 'integer')
    .addColumn('min_ev_percent', t.float)
    .addColumn('stat_types', t.json, (c) => c.notNull())
    .addColumn('players', t.json, (c) => c.notNull())
    .addColumn('email', t.bool, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('alert_rules_user_idx')
    .on('alert_rules')
    .columns(['user_id', 'position'])
    .execute();

  await db.schema
    .createTable('alert_notices')
    .addColumn('id', t.serialType, t.serial)
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pick_id', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('read_at', t.timestamp)
    .addUniqueConstraint('alert_notices_user_pick_key', ['user_id', 'pick_id'])
    .execute();
  // The bell reads a user's newest notices; the stream polls the ones above an id.
  await db.schema
    .createIndex('alert_notices_user_idx')
    .on('alert_notices')
    .columns(['user_id', 'id'])
    .execute();

  await db.schema
    .createTable('alert_watermark')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('through', t.timestamp, (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('alert_watermark').execute();
  await db.schema.dropTable('alert_notices').execute();
  await db.schema.dropTable('alert_rules').execute();
}
