// The NFL calendar the server's season clock is read against: which season and week an instant falls in.
// A week is the seven days from Tuesday 12:00 UTC, so a Monday-night game (ends about 04:30 UTC Tuesday) stays
// in its week; week 1 starts the Tuesday after Labor Day (the first Monday of September). The demo season
// (fixtures/src/demo-clock.ts) uses the same boundaries, so the local season clock lands on the demo's week.
import { FIRST_WEEK, WEEKS } from '../constants';
import type { SeasonWeek } from '../entities/game';

const WEEK_MS = 7 * 86_400_000;

/** Tuesday 12:00 UTC after Labor Day of `season`: the start of its week 1. */
export function seasonWeekOneStart(season: number): number {
  const septemberFirst = new Date(Date.UTC(season, 8, 1));
  const laborDay = 1 + ((8 - septemberFirst.getUTCDay()) % 7);
  return Date.UTC(season, 8, laborDay + 1, 12, 0, 0);
}

/**
 * The season and week an instant belongs to. Before a season's week 1 (the offseason) it is still the last
 * season, held at its final week until the next one starts; the pick screens then default to that week.
 */
export function seasonWeekAt(now: Date): SeasonWeek {
  const at = now.getTime();
  let season = now.getUTCFullYear();
  if (at < seasonWeekOneStart(season)) season -= 1;
  const index = Math.floor((at - seasonWeekOneStart(season)) / WEEK_MS);
  return { season, week: Math.min(WEEKS, Math.max(FIRST_WEEK, index + 1)) };
}
