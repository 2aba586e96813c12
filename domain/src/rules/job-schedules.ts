// When hosted mode's scheduled work is due, as pure functions of the time and the schedule of games, so the
// job engine can run the jobs on a fixed grid (every instance agrees on the times) while the work itself
// happens only when there is something to do.

/** A game is taken as over this long after kickoff (regulation plus overtime and the final whistle's margin). */
export const GAME_DONE_MS = 4 * 3_600_000;
/** The daily stats run, after nflverse's overnight release: the last game of any day ends before then. */
export const DAILY_STATS_HOUR_UTC = 9;

export type StatsIngestReason = 'daily' | 'games-finished';

/**
 * Whether the hourly `stats.ingest` run at `now` downloads: once a day at 09:00 UTC, and in the hour after
 * any game is over (kickoff + 4 h), so the schedule's final scores and the box scores arrive after each game
 * day instead of the next morning. Null when nothing is due.
 */
export function statsIngestDue(
  now: Date,
  kickoffs: readonly string[],
  everyMs = 3_600_000,
): StatsIngestReason | null {
  const at = now.getTime();
  const sinceHour =
    at - Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DAILY_STATS_HOUR_UTC);
  if (sinceHour >= 0 && sinceHour < everyMs) return 'daily';
  const over = kickoffs.some((k) => {
    const done = Date.parse(k) + GAME_DONE_MS;
    return done > at - everyMs && done <= at;
  });
  return over ? 'games-finished' : null;
}

/**
 * The games whose picks are published by the `picks.publish` run at `now`: games not yet kicked off whose
 * kickoff is at most `leadMs` away. A game stays in the window until kickoff, so a run that failed is made up
 * by the next one; a pick already published is never published again.
 */
export function gamesDueForPublishing<G extends { kickoff: string; status: string }>(
  games: readonly G[],
  now: Date,
  leadMs: number,
): G[] {
  const at = now.getTime();
  return games.filter((g) => {
    const kickoff = Date.parse(g.kickoff);
    return g.status === 'scheduled' && kickoff > at && kickoff - at <= leadMs;
  });
}

/**
 * A run at least this long is marked slow on the Jobs tab. A job's work is meant to take seconds and stay off
 * the request path (issue 28 item 2: demo-season.advance ran 6.7-25.5 s and the server answered nothing
 * meanwhile); 5 s is past what a healthy run takes here, even on a busy two-core machine.
 */
export const SLOW_JOB_RUN_MS = 5_000;

export function isSlowRun(run: { started_at: string; finished_at: string }): boolean {
  return Date.parse(run.finished_at) - Date.parse(run.started_at) >= SLOW_JOB_RUN_MS;
}
