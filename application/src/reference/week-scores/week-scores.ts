// One week's NFL scores (GET /api/nfl/scoresbasic), public: straight from the scores provider, which caches
// and answers 503 (UnavailableError) when it cannot reach its source rather than show made-up scores.
import type { NflGame, ScoresFeed, SeasonType } from '@edgeboard/domain';

export interface WeekScoresDeps {
  scores: ScoresFeed;
}

export function weekScores(
  deps: WeekScoresDeps,
  query: { season: number; week: number; seasonType: SeasonType },
): Promise<NflGame[]> {
  return deps.scores.weekScores(query.season, query.week, query.seasonType);
}
