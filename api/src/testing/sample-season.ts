// The route tests' sample season (fixtures/src/samples/sample-season.ts) and its seeding into a test app.
import type { AiPick } from '@edgeboard/domain';
import { sampleSeasonGames, sampleSeasonPicks } from '@edgeboard/fixtures/samples';
import type { TestApp } from './test-app';

export { SAMPLE_SEASON as SEASON, seasonGame as game, seasonPick as pick } from '@edgeboard/fixtures/samples';

/**
 * Week 6: 20 picks p01..p20, created in that order, confidence rising with the number (51..70), one game
 * live at the season clock (g6) and one upcoming (g6b). Week 5: 6 graded picks.
 */
export async function seedSample(t: TestApp): Promise<{ week6: AiPick[]; week5: AiPick[] }> {
  await t.repos.games.upsertMany(sampleSeasonGames());
  const { week6, week5 } = sampleSeasonPicks();
  await t.repos.aiPicks.insertMany([...week6, ...week5]);
  return { week6, week5 };
}
