// The job engine of one process (SQLite): the same job definitions as pg-boss, on timers in this process. Each
// job waits for its next scheduled time (croner, from the injected clock), runs, records the run and waits for
// the next; a run still going when the next time comes is not started twice.
import type { Clock, JobDefinition, JobEngine, JobRunRepository, JobRunWrite } from '@edgeboard/domain';
import { defaultInstanceId, runAndRecord } from './job-run-recorder';
import { nextScheduledTime, scheduleCron } from './job-schedule';

export interface InProcessJobEngineOptions {
  runs: JobRunRepository;
  clock: Clock;
  instanceId?: string;
  onError?: (err: unknown) => void;
  /** Told after every run (the server logs failures). */
  onRun?: (run: JobRunWrite) => void;
}

interface Slot {
  job: JobDefinition;
  next: Date | null;
  timer: NodeJS.Timeout | null;
  running: Promise<JobRunWrite> | null;
}

export class InProcessJobEngine implements JobEngine {
  private readonly slots = new Map<string, Slot>();
  private started = false;
  private readonly instanceId: string;

  constructor(private readonly options: InProcessJobEngineOptions) {
    this.instanceId = options.instanceId ?? defaultInstanceId();
  }

  define(job: JobDefinition): void {
    if (this.slots.has(job.name)) throw new Error(`The job ${job.name} is already defined`);
    scheduleCron(job.schedule); // refuses an interval no cron expression keeps, at definition time
    this.slots.set(job.name, { job, next: null, timer: null, running: null });
  }

  jobs(): readonly JobDefinition[] {
    return [...this.slots.values()].map((s) => s.job);
  }

  start(): Promise<void> {
    this.started = true;
    for (const slot of this.slots.values()) this.arm(slot);
    return Promise.resolve();
  }

  async stop(): Promise<void> {
    this.started = false;
    for (const slot of this.slots.values()) {
      if (slot.timer) clearTimeout(slot.timer);
      slot.timer = null;
      slot.next = null;
    }
    await Promise.all(
      [...this.slots.values()].map((s) => (s.running ? s.running.catch(() => undefined) : Promise.resolve())),
    );
  }

  nextRun(name: string): Date | null {
    return this.slots.get(name)?.next ?? null;
  }

  runNow(name: string): Promise<JobRunWrite> {
    const slot = this.slots.get(name);
    if (!slot) return Promise.reject(new Error(`No job named ${name}`));
    return this.run(slot);
  }

  private run(slot: Slot): Promise<JobRunWrite> {
    if (slot.running) return slot.running;
    const { runs, clock, onError, onRun } = this.options;
    const running = runAndRecord(slot.job, {
      runs,
      clock,
      instanceId: this.instanceId,
      onRecordError: onError,
    });
    slot.running = running;
    return running.then(
      (run) => {
        slot.running = null;
        onRun?.(run);
        return run;
      },
      (err: unknown) => {
        slot.running = null;
        throw err;
      },
    );
  }

  private arm(slot: Slot): void {
    if (!this.started) return;
    const now = this.options.clock.now();
    const next = nextScheduledTime(slot.job.schedule, now);
    slot.next = next;
    slot.timer = setTimeout(
      () => {
        slot.timer = null;
        // Skipped while the previous run of this job is still going (it is not queued behind it).
        const done = slot.running ? Promise.resolve() : this.run(slot).then(() => undefined);
        done
          .catch((err: unknown) => this.options.onError?.(err))
          .finally(() => {
            this.arm(slot);
          });
      },
      Math.max(0, next.getTime() - now.getTime()),
    );
    slot.timer.unref();
  }
}
