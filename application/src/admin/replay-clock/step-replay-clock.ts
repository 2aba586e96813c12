// Use case: step a replayed season's clock a day or a week forward from the back office (issue #33 item 4). The
// clock itself (kept beside the replay's database, and the replay job run on the new instant) is the server's;
// outside a replay there is none and nothing changes (409 not_replay).
import { ConflictError, seasonWeekAt, type ReplayClockAnswer, type ReplayClockStep } from '@edgeboard/domain';

export const REPLAY_STEP_MS = { day: 86_400_000, week: 7 * 86_400_000 } as const;
export const NOT_REPLAY_CODE = 'not_replay';

/** Moves the season clock on by `ms`, keeps it, runs the replay job; answers the new instant and the job's report. */
export interface ReplayClockControl {
  shift(ms: number): Promise<{ now: Date; message: string }>;
}

export async function stepReplayClock(
  control: ReplayClockControl | null,
  input: ReplayClockStep,
): Promise<ReplayClockAnswer> {
  if (!control)
    throw new ConflictError(
      'The season clock can be stepped only in a replay (npm run replay).',
      NOT_REPLAY_CODE,
    );
  const { now, message } = await control.shift(REPLAY_STEP_MS[input.step]);
  return { now: now.toISOString(), ...seasonWeekAt(now), message };
}
