import type { PropFeedQuery } from '@edgeboard/domain';
import { PropFeedQuery as Query } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { InMemoryAiPickRepository } from '../../in-memory/ai-pick-repository';
import { ANONYMOUS_STATE } from '../pick-access';
import { kitClock, kitGame, kitPick, kitRepository, kitState } from '../props-test-kit';
import { FeedCache } from './feed-cache';
import { CachedPropFeed, getPropFeed } from './get-prop-feed';

const query = (q: Record<string, string> = {}): PropFeedQuery => Query.parse({ limit: '100', ...q });

async function ids(state = ANONYMOUS_STATE, q: Record<string, string> = {}, picks = kitRepository()) {
  const answer = await getPropFeed({ picks, seasonClock: kitClock }, state, query(q));
  return { ids: answer.data.map((i) => i.id), count: answer.count };
}

describe('getPropFeed', () => {
  it('shows a capped tier the public record and its first picks of the season not started, counting every match', async () => {
    // Odd picks are on the live game (the record); the even ones upcoming, p02 p04 p06 first by value (EV).
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

// Issue #27 item 3: a capped tier's allowance goes to the plays by EV, then Edge Score, before the rest.
describe('getPropFeed: the allowance by value', () => {
  const upcoming = (id: string, minute: number, over: Parameters<typeof kitPick>[2]) =>
    kitPick(id, { week: 7, gameId: 'g7', minute }, over);
  const week7 = (picks: ReturnType<typeof upcoming>[]) =>
    new InMemoryAiPickRepository(picks, [kitGame('g7', 7, '2025-10-19T17:00:00.000Z', 'scheduled')]);
  const free = kitState('free');

  it('gives the allowance to the plays by EV before higher-scored no-plays, and shows them plays first', async () => {
    const picks = week7([
      upcoming('rest-68', 0, { verdict: 'no_play', ev: -0.03, confidence: 68 }),
      upcoming('play-1', 1, { verdict: 'play', ev: 0.011, confidence: 56 }),
      upcoming('rest-67', 2, { verdict: 'no_play', ev: -0.01, confidence: 67 }),
      upcoming('play-5', 3, { verdict: 'play', ev: 0.052, confidence: 51 }),
      upcoming('play-2', 4, { verdict: 'play', ev: 0.02, confidence: 53 }),
    ]);
    const q = { week: '7', status: 'upcoming', sortBy: 'ev', playsFirst: 'true' };
    expect((await ids(free, q, picks)).ids).toEqual(['play-5', 'play-2', 'play-1']);
    // Plays only shows the allowance's plays; sorted by confidence, the same three.
    expect((await ids(free, { ...q, plays: 'true' }, picks)).ids).toEqual(['play-5', 'play-2', 'play-1']);
    expect((await ids(free, { week: '7', sortBy: 'confidence' }, picks)).ids).toEqual([
      'play-1',
      'play-2',
      'play-5',
    ]);
  });

  it('breaks ties by Edge Score, then publication, then id, and fills a short week with the best of the rest', async () => {
    const picks = week7([
      upcoming('tie-b', 5, { verdict: 'play', ev: 0.02, confidence: 55 }),
      upcoming('tie-a', 5, { verdict: 'play', ev: 0.02, confidence: 55 }),
      upcoming('tie-late', 9, { verdict: 'play', ev: 0.02, confidence: 55 }),
      upcoming('tie-score', 9, { verdict: 'play', ev: 0.02, confidence: 58 }),
    ]);
    const held = async (tier: Parameters<typeof kitState>[0], repo = picks) =>
      (await ids(kitState(tier), { week: '7', status: 'upcoming' }, repo)).ids.sort();
    expect(await held('free')).toEqual(['tie-a', 'tie-b', 'tie-score']);
    const short = week7([
      upcoming('unpriced', 0, { verdict: null, ev: null, confidence: 90 }),
      upcoming('rest-a', 1, { verdict: 'no_play', ev: -0.005, confidence: 54 }),
      upcoming('only-play', 2, { verdict: 'play', ev: 0.03, confidence: 52 }),
      upcoming('rest-b', 3, { verdict: 'no_play', ev: -0.04, confidence: 69 }),
    ]);
    expect(await held('free', short)).toEqual(['only-play', 'rest-a', 'rest-b']);
  });

  it('orders plays first in any sort without opening more', async () => {
    const admin = kitState('admin');
    const picks = week7([
      upcoming('q1', 1, { verdict: 'play', ev: 0.02, confidence: 52 }),
      upcoming('q2', 2, { verdict: 'no_play', ev: -0.01, confidence: 66 }),
      upcoming('q3', 3, { verdict: 'play', ev: 0.02, confidence: 57 }),
      upcoming('q4', 4, { verdict: null, ev: null, confidence: 80 }),
    ]);
    const order = async (q: Record<string, string>) => (await ids(admin, { week: '7', ...q }, picks)).ids;
    expect(await order({ sortBy: 'confidence', playsFirst: 'true' })).toEqual(['q3', 'q1', 'q4', 'q2']);
    expect(await order({ sortBy: 'confidence', sortOrder: 'asc', playsFirst: 'true' })).toEqual([
      'q1',
      'q3',
      'q2',
      'q4',
    ]);
    expect(await order({ sortBy: 'ev' })).toEqual(['q3', 'q1', 'q2', 'q4']);
    expect(await order({ sortBy: 'ev', sortOrder: 'asc' })).toEqual(['q2', 'q1', 'q3', 'q4']);
  });
});

describe('CachedPropFeed', () => {
  it('keeps answers with and without playsFirst apart', async () => {
    // A no-play on the live game (the record, open to every tier), published with the first pick.
    const noPlay = kitPick('np', { week: 6, gameId: 'g6', minute: 0 }, { verdict: 'no_play' });
    const picks = kitRepository([noPlay]);
    const feed = new CachedPropFeed({ picks, seasonClock: kitClock }, new FeedCache(() => 0));
    const free = kitState('free');
    const plain = await feed.feed(free, query({ week: '6', sortBy: 'created_at', sortOrder: 'asc' }));
    const first = await feed.feed(
      free,
      query({ week: '6', sortBy: 'created_at', sortOrder: 'asc', playsFirst: 'true' }),
    );
    expect(plain.data[0]?.id).toBe('np');
    expect(first.data.at(-1)?.id).toBe('np');
  });

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
