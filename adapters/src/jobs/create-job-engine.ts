// The job engine for a database URL: pg-boss on PostgreSQL (any number of instances), in process on SQLite
// (one process by construction).
import type { Clock, JobEngine, JobRunRepository, JobRunWrite } from '@edgeboard/domain';
import { isPostgresUrl } from '../sql/db';
import { InProcessJobEngine } from './in-process-job-engine';
import { PgBossJobEngine } from './pg-boss-job-engine';

export interface JobEngineOptions {
  runs: JobRunRepository;
  clock: Clock;
  onError?: (err: unknown) => void;
  onRun?: (run: JobRunWrite) => void;
}

export function createJobEngine(databaseUrl: string, options: JobEngineOptions): JobEngine {
  return isPostgresUrl(databaseUrl)
    ? new PgBossJobEngine({ connectionString: databaseUrl, ...options })
    : new InProcessJobEngine(options);
}
