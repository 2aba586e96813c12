// The job engine on PostgreSQL: pg-boss 10 (its own tables in the `pgboss` schema). Every instance defines the
// same jobs; `schedule` stores one cron row per job (an upsert, so instances agree), pg-boss's clock monitor
// lets one instance per interval turn due schedules into jobs (a singleton per job and minute, so a scheduled
// time makes one job however many instances saw it), and `work` fetches with SKIP LOCKED, so exactly one
// instance runs each job. Retries are off: a failed run is recorded and the next scheduled time tries again.
import type { Clock, JobDefinition, JobEngine, JobRunRepository, JobRunWrite } from '@edgeboard/domain';
import PgBoss from 'pg-boss';
import { defaultInstanceId, runAndRecord } from './job-run-recorder';
import { nextScheduledTime, scheduleCron } from './job-schedule';

export interface PgBossJobEngineOptions {
  connectionString: string;
  runs: JobRunRepository;
  clock: Clock;
  /** pg-boss's own schema (tests use one per run). */
  schema?: string;
  instanceId?: string;
  /** How often each instance asks for due jobs (pg-boss polling; default 2 s). */
  pollingIntervalSeconds?: number;
  /** How often the instances check schedules (pg-boss clock monitor, 1-45 s; default 30 s). */
  cronMonitorIntervalSeconds?: number;
  onError?: (err: unknown) => void;
  onRun?: (run: JobRunWrite) => void;
}

export class PgBossJobEngine implements JobEngine {
  private readonly defined = new Map<string, JobDefinition>();
  private boss: PgBoss | null = null;
  private readonly instanceId: string;

  constructor(private readonly options: PgBossJobEngineOptions) {
    this.instanceId = options.instanceId ?? defaultInstanceId();
  }

  define(job: JobDefinition): void {
    if (this.defined.has(job.name)) throw new Error(`The job ${job.name} is already defined`);
    scheduleCron(job.schedule);
    this.defined.set(job.name, job);
  }

  jobs(): readonly JobDefinition[] {
    return [...this.defined.values()];
  }

  async start(): Promise<void> {
    const { options } = this;
    const boss = new PgBoss({
      connectionString: options.connectionString,
      schema: options.schema ?? 'pgboss',
      max: 3,
      application_name: 'edgeboard-jobs',
      ...(options.cronMonitorIntervalSeconds
        ? {
            cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds,
            cronWorkerIntervalSeconds: options.cronMonitorIntervalSeconds,
          }
        : {}),
    });
    boss.on('error', (err) => options.onError?.(err));
    await boss.start();
    this.boss = boss;
    for (const job of this.defined.values()) {
      await createQueueOnce(boss, job.name);
      await boss.schedule(job.name, scheduleCron(job.schedule), {}, { tz: 'UTC', retryLimit: 0 });
      await boss.work(job.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async () => {
        const run = await this.record(job);
        // pg-boss marks the job failed too (no retry: retryLimit 0).
        if (run.outcome === 'failed') throw new Error(run.message ?? 'failed');
      });
    }
  }

  async stop(): Promise<void> {
    const boss = this.boss;
    this.boss = null;
    // Waits for runs in progress (up to 30 s), then closes pg-boss's pool.
    await boss?.stop({ graceful: true, wait: true, timeout: 30_000 });
  }

  nextRun(name: string): Date | null {
    const job = this.defined.get(name);
    if (!job || !this.boss) return null;
    return nextScheduledTime(job.schedule, this.options.clock.now());
  }

  runNow(name: string): Promise<JobRunWrite> {
    const job = this.defined.get(name);
    if (!job) return Promise.reject(new Error(`No job named ${name}`));
    return this.record(job);
  }

  private async record(job: JobDefinition): Promise<JobRunWrite> {
    const { runs, clock, onError, onRun } = this.options;
    const run = await runAndRecord(job, { runs, clock, instanceId: this.instanceId, onRecordError: onError });
    onRun?.(run);
    return run;
  }
}

const DEADLOCK = '40P01';

/**
 * Every instance creates the queues it works. pg-boss's create_queue skips a queue that exists, but two instances
 * creating the same queue at the same moment can deadlock on its partition table (seen with two instances
 * starting together): the loser tries again once the winner has committed, and then finds the queue.
 */
async function createQueueOnce(boss: PgBoss, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    if (await boss.getQueue(name)) return;
    try {
      await boss.createQueue(name, { name, retryLimit: 0 });
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== DEADLOCK || attempt >= 5) throw err;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 200 * attempt));
    }
  }
}
