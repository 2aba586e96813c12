// What GET /api/site says of a replay's schedule: `npm run replay` hands the server the build's counts of games
// with a real schedule and games derived from the box scores (EDGEBOARD_REPLAY_SCHEDULE, JSON), so the web app
// can say on screen when kickoffs and home sides are not real.
import type { SiteInfo } from '@edgeboard/domain';
import { z } from 'zod';

const Counts = z.object({ games: z.number().int().min(0), derivedGames: z.number().int().min(0) });

/** The counts, or null when the server was started without them (a replay built before they were kept). */
export function replaySchedule(json: string | undefined): SiteInfo['replay'] {
  if (json === undefined) return null;
  try {
    const parsed = Counts.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
