/**
 * Scheduled background work (issue #14 item 2). A job is a named handler on a schedule; the engine runs each
 * scheduled time once (across every API instance on PostgreSQL: pg-boss; in process on SQLite) and records
 * every run (table `job_runs`), which the back office's Jobs tab reads.
 */

/** What a run did: the rows it wrote (the Jobs tab's count) and an optional one-line summary. */
export interface JobResult {
  rowsWritten: number;
  message?: string;
}

/**
 * When a job runs: a five-field cron expression (UTC), or every N minutes (N dividing an hour, or whole hours
 * dividing a day), which both engines turn into the equivalent cron expression so every instance agrees on
 * the scheduled times.
 */
export type JobSchedule = { cron: string } | { everyMinutes: number };

export interface JobDefinition {
  /** Queue name, e.g. `picks.lock`: letters, digits, dots, dashes and underscores. */
  name: string;
  schedule: JobSchedule;
  /** What the Jobs tab says the job does. */
  description: string;
  handler: () => Promise<JobResult>;
}

export interface JobEngine {
  /** Registers a job; call before `start`. */
  define(job: JobDefinition): void;
  /** Starts running the defined jobs on their schedules. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /**
   * Runs a defined job now in this instance and records the run (the caller makes sure no other instance
   * does the same: local mode's start-up catch-up runs under the seeding lock).
   */
  runNow(name: string): Promise<JobRunWrite>;
  /** The jobs this engine runs, in definition order. */
  jobs(): readonly JobDefinition[];
  /** The next scheduled time of a job, or null when it is not defined or the engine is stopped. */
  nextRun(name: string): Date | null;
}

export type JobOutcome = 'ok' | 'failed';

/** One recorded run. `message` is the handler's summary, or the error's message when it failed. */
export interface JobRunRecord {
  id: number;
  job: string;
  started_at: string;
  finished_at: string;
  outcome: JobOutcome;
  rows_written: number;
  message: string | null;
  instance_id: string;
}

export type JobRunWrite = Omit<JobRunRecord, 'id'>;

export interface JobRunRepository {
  record(run: JobRunWrite): Promise<void>;
  /** The latest runs of one job, newest first. */
  latest(job: string, limit: number): Promise<JobRunRecord[]>;
}
