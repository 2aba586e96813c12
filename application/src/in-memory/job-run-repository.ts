// The job_runs table over an array: runs get increasing ids; `latest` is newest first (by start, then id).
import type { JobRunRecord, JobRunRepository, JobRunWrite } from '@edgeboard/domain';

export class InMemoryJobRunRepository implements JobRunRepository {
  readonly rows: JobRunRecord[] = [];

  record(run: JobRunWrite): Promise<void> {
    this.rows.push({ ...run, id: this.rows.length + 1 });
    return Promise.resolve();
  }

  latest(job: string, limit: number): Promise<JobRunRecord[]> {
    const runs = this.rows
      .filter((r) => r.job === job)
      .sort((a, b) => b.started_at.localeCompare(a.started_at) || b.id - a.id);
    return Promise.resolve(runs.slice(0, limit));
  }
}
