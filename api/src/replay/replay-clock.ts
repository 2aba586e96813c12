// A replay's season clock, kept beside its database (issue #33 item 4): the season instant is stored as its
// offset from real time in `<database>.replay.json`, so a restarted server (or a re-run of `npm run replay`
// without --rebuild) goes on from where it was, and the back office can step it a day or a week forward
// (POST /api/admin/replay/clock), after which the replay job runs at once: pulls, publication, locks, grades.
// Bets, alerts and accounts stay: nothing is rebuilt.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { ReplayClockControl } from '@edgeboard/application/admin/replay-clock/step-replay-clock';
import type { Clock, JobEngine } from '@edgeboard/domain';
import { z } from 'zod';
import type { ShiftedClock } from '../modules/season-clock';

export const ReplayState = z.object({
  /** Season time less real time, in ms. */
  offsetMs: z.number(),
});
export type ReplayState = z.infer<typeof ReplayState>;

export const replayStateFile = (databaseFile: string): string => `${databaseFile}.replay.json`;

/** The stored state, or null when there is none (or it cannot be read: then the caller must be told the start). */
export function readReplayState(file: string): ReplayState | null {
  if (!existsSync(file)) return null;
  try {
    const parsed = ReplayState.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeReplayState(file: string, state: ReplayState): void {
  writeFileSync(file, `${JSON.stringify(state)}\n`);
}

export interface ReplayClockDeps {
  clock: Clock;
  seasonClock: ShiftedClock;
  jobEngine: Pick<JobEngine, 'runNow'>;
  /** The replay job's name (replay-jobs.ts), run once the clock has moved. */
  job: string;
  stateFile: string;
}

export class ReplayClock implements ReplayClockControl {
  constructor(private readonly deps: ReplayClockDeps) {}

  /** Sets the season instant to `at` and keeps it. */
  setNow(at: Date): void {
    const offsetMs = at.getTime() - this.deps.clock.now().getTime();
    this.deps.seasonClock.setOffset(offsetMs);
    writeReplayState(this.deps.stateFile, { offsetMs });
  }

  /** Moves the season clock forward by `ms`, keeps it, and runs the replay job on the new instant. */
  async shift(ms: number): Promise<{ now: Date; message: string }> {
    this.setNow(new Date(this.deps.seasonClock.now().getTime() + ms));
    const run = await this.deps.jobEngine.runNow(this.deps.job);
    return { now: this.deps.seasonClock.now(), message: run.message ?? '' };
  }
}
