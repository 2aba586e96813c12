import type { PropFeedQuery } from '@edgeboard/domain';
import { PropFeedQuery as Query } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { InMemoryAiPickRepository } from '../../in-memory/ai-pick-repository';
import { ANONYMOUS_STATE } from '../pick-access';
import { kitClock, kitPick, kitRepository, kitState } from '../props-test-kit';
import { FeedCache } from './feed-cache';
import { CachedPropFeed, getPropFeed } from './get-prop-feed';

const query = (q: Record<string, string> = {}): PropFeedQuery => Query.parse({ limit: '100', ...q });

async function ids(state = ANONYMOUS_STATE, q: Record<string, string> = {}, picks = kitRepository()) {
  const answer = await getPropFeed({ picks, seasonClock: kitClock }, state, query(q));
  return { ids: answer.data.map((i) => i.id), count: answer.count };
}

describe('getPropFeed', () => {
  it('shows a capped tier the public record and its first picks of the season not started, counting every match', async () => {
    // Odd picks are on the live game (the record); the even ones upcoming, p02 p04 p06 first by creation.
    for (const state of [ANONYMOUS_STATE, kitState('free'), kitState('scout')]) {
      const seen = await ids(state, { week: '6' });
      expect(seen.ids.sort()).toEqual(['p01', 'p02', 'p03', 'p04', 'p05', 'p06', 'p07', 'p09']);
      expect(seen.count).toBe(10);
    }
    for (const tier of ['starting', 'all-star', 'admin'] as const)
      expect((await ids(kitState(tier), { week: '6' })).ids).toHaveLength(10);
  });

  it('keeps the allowance fixed whatever the filters, so no query opens more', async () => {
    // Sorted by confidence, highest first, the allowance is still p02 p04 p06, not the top three upcoming.
    const seen = await ids(kitState('free'), { week: '6', status: 'upcoming', sortBy: 'confidence' });
    expect(seen.ids).toEqual(['p06', 'p04', 'p02']);
    expect(seen.count).toBe(5);
  });

  it('answers the season clock’s season when none is asked, and nothing for another sport', async () => {
    const other = kitPick('old', { week: 6, gameId: null, minute: 0 }, { season: 2024 });
    const picks = kitRepository([other]);
    expect((await ids(kitState('admin'), {}, picks)).ids).not.toContain('old');
    expect((await ids(kitState('admin'), { season: '2024' }, picks)).ids).toEqual(['old']);
    expect(await ids(kitState('admin'), { sport: 'nba' })).toEqual({ ids: [], count: 0 });
  });

  it('filters by stat group, live games, plays and player, and sorts with ties by id', async () => {
    const admin = kitState('admin');
    expect((await ids(admin, { status: 'live' })).count).toBe(5);
    expect((await ids(admin, { player: ' PLAYER P1 ' })).ids).toEqual(['p10']);
    expect((await ids(admin, { statType: 'rushing_yards' })).count).toBe(0);
    const byCreation = await ids(admin, { week: '6', sortBy: 'created_at', sortOrder: 'asc', limit: '3' });
    expect(byCreation.ids).toEqual(['p01', 'p02', 'p03']);
  });
});

describe('getPropFeed against the market', () => {
  // Four upcoming-week picks priced by the engine: two plays, a pass, and one stored before prices were kept.
  const priced = (id: string, minute: number, ev: number | null, verdict: 'play' | 'no_play' | null) =>
    kitPick(id, { week: 7, gameId: null, minute }, { ev, verdict });
  const market = () =>
    kitRepository([
      priced('a', 0, 0.02, 'play'),
      priced('b', 1, 0.08, 'play'),
      priced('c', 2, -0.01, 'no_play'),
    ]).picks.concat(priced('d', 3, null, null));
  const admin = kitState('admin');

  it('sorts by expected value, picks without one last in both directions', async () => {
    const picks = new InMemoryAiPickRepository(market());
    expect((await ids(admin, { week: '7', sortBy: 'ev', sortOrder: 'desc' }, picks)).ids).toEqual([
      'b',
      'a',
      'c',
      'd',
    ]);
    expect((await ids(admin, { week: '7', sortBy: 'ev', sortOrder: 'asc' }, picks)).ids).toEqual([
      'c',
      'a',
      'b',
      'd',
    ]);
  });

  it('keeps plays only when asked, counting plays only', async () => {
    const picks = new InMemoryAiPickRepository(market());
    const feed = await getPropFeed(
      { picks, seasonClock: kitClock },
      admin,
      query({ week: '7', sortBy: 'ev', plays: 'true' }),
    );
    expect(feed.data.map((i) => i.id)).toEqual(['b', 'a']);
    expect(feed.count).toBe(2);
  });
});

describe('CachedPropFeed', () => {
  it('answers a repeated request from the bytes sent, until a write clears the cache', async () => {
    const picks = kitRepository();
    const cache = new FeedCache(() => 0);
    const feed = new CachedPropFeed({ picks, seasonClock: kitClock }, cache);
    const first = await feed.feedJson(kitState('admin'), '?week=6', () => query({ week: '6' }));
    expect(feed.sentFeedJson(kitState('admin'), '?week=6')).toBe(first);
    // A different cap is a different key: the free tier never gets the admin's bytes.
    expect(feed.sentFeedJson(kitState('free'), '?week=6')).toBeUndefined();
    await picks.insertMany([kitPick('p11', { week: 6, gameId: 'g6', minute: 11 })]);
    expect(await feed.feedJson(kitState('admin'), '?week=6', () => query({ week: '6' }))).toBe(first);
    cache.clear();
    const fresh = await feed.feedJson(kitState('admin'), '?week=6', () => query({ week: '6' }));
    expect(JSON.parse(fresh)).toMatchObject({ count: 11 });
  });
});
