// Upstream feeds behind the Cache port: however many clients poll every 5 s, each distinct query reaches the
// provider at most once per time-to-live.
import type { Cache, NewsDocument, NewsFeed, NflGame, ScoresFeed, SeasonType } from '@edgeboard/domain';

export const FEED_TTL_MS = 5_000;

export class CachedScoresFeed implements ScoresFeed {
  constructor(
    private readonly inner: ScoresFeed,
    private readonly cache: Cache,
    private readonly ttlMs = FEED_TTL_MS,
  ) {}

  weekScores(season: number, week: number, seasonType: SeasonType): Promise<NflGame[]> {
    return this.cache.getOrLoad(`scores:${season}:${seasonType}:${week}`, this.ttlMs, () =>
      this.inner.weekScores(season, week, seasonType),
    );
  }
}

export class CachedNewsFeed implements NewsFeed {
  constructor(
    private readonly inner: NewsFeed,
    private readonly cache: Cache,
    private readonly ttlMs = FEED_TTL_MS,
  ) {}

  latest(limit: number): Promise<NewsDocument[]> {
    return this.cache.getOrLoad(`news:${limit}`, this.ttlMs, () => this.inner.latest(limit));
  }
}
