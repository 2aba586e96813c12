// Use case: publish the engine's picks for the props of games about to kick off (hosted mode's picks.publish
// job). The lines have moved all week; a pick published shortly before kickoff is priced at the market as it
// stands then. Each prop's pick is published once: one already stored (an earlier run, an admin's generation or
// hand edit) is left as it is, and lock at kickoff freezes it.
import { gamesDueForPublishing, seasonWeekAt, type AiPickRepository } from '@edgeboard/domain';
import { computePicks, type GenerateDeps, type SkippedProp } from '../../admin/generate-picks/compute-picks';

export interface PublishResult {
  games: number;
  lines: number;
  published: number;
  skipped: SkippedProp[];
}

export type PublishDeps = GenerateDeps & {
  picks: GenerateDeps['picks'] & Pick<AiPickRepository, 'insertMany'>;
};

export async function publishDuePicks(deps: PublishDeps, leadMinutes: number): Promise<PublishResult> {
  const now = (deps.seasonClock ?? deps.clock).now();
  const { season, week } = seasonWeekAt(now);
  const due = gamesDueForPublishing(await deps.games.forWeek(season, week), now, leadMinutes * 60_000);
  const ids = new Set(due.map((g) => g.id));
  const lines = (await deps.propLines.forWeek(season, week)).filter(
    (l) => l.game_id !== null && ids.has(l.game_id),
  );
  if (lines.length === 0) return { games: due.length, lines: 0, published: 0, skipped: [] };
  const stored = new Set((await deps.picks.forWeek(season, week)).map((p) => p.id));
  const { picks, skipped } = await computePicks(deps, season, week, lines);
  const fresh = picks.filter((p) => !stored.has(p.id));
  await deps.picks.insertMany(fresh);
  return { games: due.length, lines: lines.length, published: fresh.length, skipped };
}
