import { sql, type Kysely } from 'kysely';
import { columnTypes } from './column-types';

/**
 * Every run of a scheduled job (issue #14 item 2): the back office's Jobs tab shows each job's last run and its
 * history from here, whichever instance ran it. pg-boss keeps its own queue tables in the `pgboss` schema; this
 * table is ours and exists on SQLite too, where the in-process engine writes it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the schema, so they cannot be typed by it
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('job_runs')
    .addColumn('id', t.serialType, t.serial)
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('started_at', t.timestamp, (c) => c.notNull())
    .addColumn('finished_at', t.timestamp, (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('ok', 'failed')`))
    .addColumn('rows_written', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message', 'text')
    .addColumn('instance_id', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('job_runs_job_started_idx')
    .on('job_runs')
    .columns(['job', 'started_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_runs').execute();
}
