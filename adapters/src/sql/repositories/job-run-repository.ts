// Runs of scheduled jobs (table job_runs, migration 007), written by either job engine and read by the Jobs tab.
import type { JobOutcome, JobRunRecord, JobRunRepository, JobRunWrite } from '@edgeboard/domain';
import type { Generated, Kysely } from 'kysely';
import type { Database } from '../db';
import { toIso } from '../row-mapping';
import { newestFirst } from './query-helpers';

type JobRunTables = {
  job_runs: {
    id: Generated<number>;
    job: string;
    started_at: string | Date;
    finished_at: string | Date;
    outcome: string;
    rows_written: number;
    message: string | null;
    instance_id: string;
  };
};

export class SqlJobRunRepository implements JobRunRepository {
  private readonly db: Kysely<JobRunTables>;

  constructor(db: Kysely<Database>) {
    this.db = db.withTables<JobRunTables>();
  }

  async record(run: JobRunWrite): Promise<void> {
    await this.db.insertInto('job_runs').values(run).execute();
  }

  latest(job: string, limit: number): Promise<JobRunRecord[]> {
    const query = this.db.selectFrom('job_runs').selectAll().where('job', '=', job);
    return newestFirst(query, 'started_at', limit, (r) => ({
      id: r.id,
      job: r.job,
      started_at: toIso(r.started_at),
      finished_at: toIso(r.finished_at),
      outcome: r.outcome as JobOutcome,
      rows_written: r.rows_written,
      message: r.message,
      instance_id: r.instance_id,
    }));
  }
}
