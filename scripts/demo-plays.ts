// `npm run demo:plays [-- --seeds 1,2,3,4]`: generates the demo season with every week graded for each
// seed and prints what its plays claimed against what they returned (issue #27 item 4): n, W-L-P, mean
// claimed EV, realised ROI with its 95% interval (clustered by game), units, mean CLV (probability points) and the share
// that beat the close; then all seeds pooled, and a JSON line. A measurement, not a test: exits 0.
import { DEFAULT_SEED, generateDemoSeason, weekEnd, REGULAR_SEASON_WEEKS } from '@edgeboard/fixtures';
import type { PlayOutcome } from './demo-plays-stats';
import { closesByBook, formatSummary, playOutcomes, summarizePlays } from './demo-plays-stats';

const seedsArg = process.argv.indexOf('--seeds');
const seeds =
  seedsArg > 0
    ? (process.argv[seedsArg + 1] ?? '').split(',').map(Number)
    : [DEFAULT_SEED, DEFAULT_SEED + 1, DEFAULT_SEED + 2, DEFAULT_SEED + 3];
if (seeds.length === 0 || seeds.some((s) => !Number.isInteger(s))) {
  console.error('usage: npm run demo:plays [-- --seeds <int>,<int>,...]');
  process.exit(2);
}

// The season's end: every game final, every week graded. `now` only dates the demo accounts.
const demoNow = weekEnd(REGULAR_SEASON_WEEKS);
const now = new Date('2026-02-10T12:00:00Z');

const all: PlayOutcome[] = [];
const perSeed: Record<string, ReturnType<typeof summarizePlays>> = {};
for (const seed of seeds) {
  const world = generateDemoSeason({ seed, now, demoNow });
  const kickoffs = new Map(world.games.map((g) => [g.id, Date.parse(g.kickoff)]));
  const plays = playOutcomes(world.aiPicks, closesByBook(world.propLines, kickoffs), seed);
  const summary = summarizePlays(plays);
  perSeed[String(seed)] = summary;
  all.push(...plays);
  console.log(formatSummary(`seed ${seed}`, summary));
}
const pooled = summarizePlays(all);
console.log(formatSummary('all seeds', pooled));
// The pooled plays by stat type: where a claim is off, this says which market.
for (const stat of [...new Set(all.map((p) => p.statType))].sort()) {
  console.log(formatSummary(`  ${stat}`, summarizePlays(all.filter((p) => p.statType === stat))));
}
console.log(JSON.stringify({ weeks: REGULAR_SEASON_WEEKS, seeds: perSeed, pooled }));
