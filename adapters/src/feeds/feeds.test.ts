import type { Game, NewsDocument, NewsFeed } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../cache/memory-cache';
import { CachedScoresFeed } from './cached-feeds';
import { HttpNewsFeed } from './http-news-feed';
import { HttpScoresFeed } from './http-scores-feed';
import { LocalScoresFeed } from './local-scores-feed';

const game = (id: string, kickoff: string): Game => ({
  id,
  season: 2025,
  week: 3,
  kickoff,
  home_team: 'KC',
  away_team: 'DEN',
  home_score: null,
  away_score: null,
  status: 'scheduled',
  venue_time_zone: 'America/Chicago',
});

describe('scores feeds', () => {
  it('local feed orders the week by kickoff and reports each game at the clock time', async () => {
    const feed = new LocalScoresFeed(
      () => Promise.resolve([game('b', '2025-09-21T20:25:00Z'), game('a', '2025-09-21T17:00:00Z')]),
      { now: () => new Date('2025-09-21T18:00:00Z') },
    );
    const games = await feed.weekScores(2025, 3, 'REG');
    expect(games.map((g) => g.Status)).toEqual(['InProgress', 'Scheduled']);
    expect(await feed.weekScores(2025, 3, 'POST')).toEqual([]);
  });

  it('calls the upstream once per query per 5 s however many clients poll', async () => {
    let t = 0;
    let calls = 0;
    const upstream = { weekScores: () => Promise.resolve(calls++).then(() => []) };
    const feed = new CachedScoresFeed(upstream, new MemoryCache(() => t));
    await Promise.all(Array.from({ length: 64 }, () => feed.weekScores(2025, 3, 'REG')));
    t = 4_000;
    await feed.weekScores(2025, 3, 'REG');
    expect(calls).toBe(1);
    await feed.weekScores(2025, 4, 'REG');
    expect(calls).toBe(2);
    t = 5_000;
    await feed.weekScores(2025, 3, 'REG');
    expect(calls).toBe(3);
  });

  it('hosted scores feed validates the provider answer and reports outages as unavailable', async () => {
    const ok = new HttpScoresFeed('https://scores.example/v3/nfl', 'k', (url) => {
      expect(url instanceof Request ? url.url : url.toString()).toBe(
        'https://scores.example/v3/nfl/scores/json/ScoresBasic/2025REG/3',
      );
      return Promise.resolve(
        Response.json([
          {
            GameID: 1,
            DateTime: null,
            Status: 'Final',
            AwayTeam: 'A',
            HomeTeam: 'B',
            AwayScore: 3,
            HomeScore: 7,
            Quarter: 'F',
            QuarterDescription: null,
            TimeRemaining: null,
            Extra: 1,
          },
        ]),
      );
    });
    expect((await ok.weekScores(2025, 3, 'REG'))[0]).toMatchObject({ GameID: 1, HomeScore: 7 });
    const down = new HttpScoresFeed('https://scores.example', undefined, () =>
      Promise.resolve(new Response('', { status: 502 })),
    );
    await expect(down.weekScores(2025, 3, 'REG')).rejects.toMatchObject({
      kind: 'unavailable',
      message: 'Failed to load NFL scores',
    });
    const garbled = new HttpScoresFeed('https://scores.example', undefined, () =>
      Promise.resolve(Response.json({ nope: 1 })),
    );
    await expect(garbled.weekScores(2025, 3, 'REG')).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('hosted news feed falls back to stored documents when the provider fails', async () => {
    const stored: NewsDocument[] = [
      { id: '1', content: 'Title: x', source: 'rotoballer', url: null, created_at: '2025-09-01T00:00:00Z' },
    ];
    const fallback: NewsFeed = { latest: () => Promise.resolve(stored) };
    const feed = new HttpNewsFeed('https://news.example/feed', undefined, fallback, () =>
      Promise.reject(new Error('offline')),
    );
    expect(await feed.latest(10)).toEqual(stored);
  });
});
