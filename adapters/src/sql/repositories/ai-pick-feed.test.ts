import type { AiPick, PickFeedQuery, PickFeedSortField } from '@edgeboard/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../test-engines';
import { SqlAiPickRepository } from './ai-pick-repository';
import { at, seedWeek1, WEEK1 } from './ai-pick-test-week';
import { SqlGameRepository } from './game-repository';
import { game, pick } from './test-rows';

describeEachEngine('SqlAiPickRepository feed', (getDb) => {
  const repo = () => new SqlAiPickRepository(getDb());
  const ids = (rows: { pick: AiPick }[]) => rows.map((r) => r.pick.id);
  const base = { sortBy: 'confidence', sortOrder: 'desc', limit: 50, offset: 0 } as const;

  beforeEach(() => seedWeek1(getDb()));

  it('filters by season and week, and joins each pick to its game', async () => {
    const page = await repo().feed({ ...base, season: 2025, week: 1 });
    expect(page.count).toBe(6);
    expect(ids(page.data)).toEqual(['p1', 'p6', 'p4', 'p3', 'p2', 'p5']);
    const first = page.data[0]!;
    expect(first.pick).toEqual(WEEK1[0]);
    expect(first.game).toMatchObject({ id: 'g-final', status: 'final', home_score: 27, away_score: 20 });
    expect(page.data.find((r) => r.pick.id === 'p6')?.game).toBeNull();
  });

  it('applies minConfidence, stat type lists, player substring and game status', async () => {
    const order = async (over: Partial<PickFeedQuery>) =>
      ids((await repo().feed({ ...base, season: 2025, week: 1, ...over })).data).join(' ');
    expect(await order({ minConfidence: 78 })).toBe('p1 p6 p4 p3');
    expect(await order({ statTypes: ['rushing_yards', 'receptions'] })).toBe('p4 p3 p2');
    expect(await order({ statTypes: [] })).toBe('');
    expect(await order({ player: 'JOSH' })).toBe('p3');
    expect(await order({ player: "ja'marr" })).toBe('p5');
    expect(await order({ gameStatuses: ['in_progress'] })).toBe('p4 p3');
    expect(await order({ gameStatuses: ['scheduled', 'in_progress'] })).toBe('p4 p3 p5');
    expect(await order({ gameStatuses: [] })).toBe('');
    const combined = await repo().feed({
      ...base,
      season: 2025,
      week: 1,
      minConfidence: 60,
      gameStatuses: ['final'],
      player: 'kel',
    });
    expect(ids(combined.data)).toEqual(['p2']);
    expect(combined.count).toBe(1);
    expect((await repo().feed({ ...base, season: 2025, week: 1, minConfidence: 78, limit: 1 })).count).toBe(
      4,
    );
    expect((await repo().feed({ ...base, season: 2025 })).count).toBe(7);
  });

  it('sorts by every field in both directions, ties broken by id in the same direction', async () => {
    const order = async (sortBy: PickFeedSortField, sortOrder: 'asc' | 'desc') =>
      ids((await repo().feed({ ...base, season: 2025, week: 1, sortBy, sortOrder })).data).join(' ');
    expect(await order('confidence', 'asc')).toBe('p5 p2 p3 p4 p6 p1');
    expect(await order('confidence', 'desc')).toBe('p1 p6 p4 p3 p2 p5');
    expect(await order('created_at', 'asc')).toBe('p2 p5 p3 p4 p6 p1');
    expect(await order('created_at', 'desc')).toBe('p1 p6 p4 p3 p5 p2');
    expect(await order('stat_type', 'asc')).toBe('p6 p1 p5 p2 p3 p4');
    expect(await order('stat_type', 'desc')).toBe('p4 p3 p2 p5 p1 p6');
    // Picks without a game come last in both directions.
    expect(await order('start_time', 'asc')).toBe('p1 p2 p3 p4 p5 p6');
    expect(await order('start_time', 'desc')).toBe('p5 p4 p3 p2 p1 p6');
  });

  it('pages with limit and offset while count stays the total', async () => {
    const week = { ...base, season: 2025, week: 1 };
    const p1 = await repo().feed({ ...week, limit: 4, offset: 0 });
    const p2 = await repo().feed({ ...week, limit: 4, offset: 4 });
    expect([p1.count, p2.count]).toEqual([6, 6]);
    expect([...ids(p1.data), ...ids(p2.data)]).toEqual(['p1', 'p6', 'p4', 'p3', 'p2', 'p5']);
  });

  it('restricts to an allowance, which is fixed whatever the filters or sort', async () => {
    const week = { ...base, season: 2025, week: 1, ids: ['p2', 'p5', 'p3'] };
    expect(ids((await repo().feed(week)).data)).toEqual(['p3', 'p2', 'p5']);
    expect(ids((await repo().feed({ ...week, sortBy: 'created_at', sortOrder: 'asc' })).data)).toEqual([
      'p2',
      'p5',
      'p3',
    ]);
    expect(ids((await repo().feed({ ...week, minConfidence: 70 })).data)).toEqual(['p3']);
    expect((await repo().feed({ ...week, ids: [] })).count).toBe(0);
  });

  // Issue #18 items 2 and 12: "not yet started" is read from the instant given, not from stored status alone.
  it('tells upcoming picks from started ones at an instant, and opens the started ones to everyone', async () => {
    const week = { ...base, season: 2025, week: 1 };
    const evening = '2025-09-07T21:00:00.000Z';
    expect(ids((await repo().feed({ ...week, upcomingAt: evening })).data)).toEqual(['p5']);
    // Once kick-off has passed the game counts as started even before its status is updated.
    expect((await repo().feed({ ...week, upcomingAt: '2025-09-08T00:20:00.000Z' })).count).toBe(0);
    const open = await repo().feed({ ...week, openTo: { now: evening, cap: 0, season: 2025 } });
    expect(ids(open.data)).toEqual(['p1', 'p4', 'p3', 'p2']);
    const withAllowance = await repo().feed({ ...week, openTo: { now: evening, cap: 1, season: 2025 } });
    expect(ids(withAllowance.data)).toEqual(['p1', 'p4', 'p3', 'p2', 'p5']);
    // The count is every match: what the caller may open narrows the page only.
    expect([open.count, withAllowance.count]).toEqual([6, 6]);
  });

  // Issue #16 item 4: the page and the count come back from one statement, even when the page is empty.
  it('counts every match on a page past the end or with nothing open', async () => {
    const week = { ...base, season: 2025, week: 1 };
    const past = await repo().feed({ ...week, offset: 50 });
    expect([past.data, past.count]).toEqual([[], 6]);
    const evening = '2025-09-07T21:00:00.000Z';
    const closed = await repo().feed({
      ...week,
      upcomingAt: evening,
      openTo: { now: evening, cap: 0, season: 2025 },
    });
    expect([closed.data, closed.count]).toEqual([[], 1]);
    expect(await repo().feed({ ...week, week: 9 })).toEqual({ data: [], count: 0 });
  });

  it('takes the allowance from the season’s upcoming picks, plays first, and opens the detail alike', async () => {
    await new SqlGameRepository(getDb()).upsertMany([
      game('g-w2', { week: 2, status: 'scheduled', kickoff: '2025-09-14T17:00:00.000Z' }),
    ]);
    await repo().insertMany([
      pick('w2a', { week: 2, game_id: 'g-w2', created_at: at(7), verdict: 'play', ev: 0.01 }),
      pick('w2b', { week: 2, game_id: 'g-w2', created_at: at(6) }),
    ]);
    // The allowance is what a capped caller may open among the upcoming picks, whatever the sort.
    const allowance = async (now: string, cap: number, season = 2025) =>
      ids(
        (
          await repo().feed({
            ...base,
            season: 2025,
            upcomingAt: now,
            openTo: { now, cap, season },
            sortBy: 'confidence',
          })
        ).data,
      ).sort();
    const evening = '2025-09-07T21:00:00.000Z';
    // w2a is the only play; then the no-plays by Edge Score (w2b 70 before p5 55).
    expect(await allowance(evening, 1)).toEqual(['w2a']);
    expect(await allowance(evening, 2)).toEqual(['w2a', 'w2b']);
    expect(await allowance(evening, 100)).toEqual(['p5', 'w2a', 'w2b']);
    expect(await allowance(evening, 0)).toEqual([]);
    // After week 1's last kick-off its pick is on the record and the allowance moves on.
    expect(await allowance('2025-09-08T01:00:00.000Z', 2)).toEqual(['w2a', 'w2b']);
    expect(await allowance(evening, 3, 2024)).toEqual([]);
    // A pick's detail answers the same question for that pick alone, from its own season.
    const open = async (id: string, cap: number) =>
      (await repo().getWithGame(id, { now: evening, cap }))?.open;
    expect([await open('w2a', 1), await open('w2b', 1), await open('p5', 2)]).toEqual([true, false, false]);
    expect([await open('p1', 0), await open('p6', 100), await open('p5', 3)]).toEqual([true, false, true]);
    expect((await repo().getWithGame('p5'))?.open).toBe(true);
    expect(await repo().getWithGame('nope', { now: evening, cap: 3 })).toBeNull();
  });

  // Issue #27 item 3: a capped tier's allowance goes to the plays, by EV then Edge Score, before the rest.
  describe('the allowance by value', () => {
    const evening = '2025-09-07T21:00:00.000Z';
    const upcomingWeek = (rows: Partial<AiPick>[]) =>
      repo().insertMany(
        rows.map((r, i) => pick(r.id ?? `u${i}`, { week: 3, game_id: 'g-w3', created_at: at(10 + i), ...r })),
      );
    const allowed = async (cap: number) =>
      ids(
        (
          await repo().feed({
            ...base,
            season: 2025,
            week: 3,
            openTo: { now: evening, cap, season: 2025 },
            sortBy: 'ev',
            playsFirst: true,
          })
        ).data,
      );

    beforeEach(() =>
      new SqlGameRepository(getDb()).upsertMany([
        game('g-w3', { week: 3, status: 'scheduled', kickoff: '2025-09-21T17:00:00.000Z' }),
      ]),
    );

    it('takes the plays by EV, then Edge Score, before higher-scored no-plays', async () => {
      await upcomingWeek([
        { id: 'rest-68', verdict: 'no_play', ev: -0.03, confidence: 68 },
        { id: 'play-1', verdict: 'play', ev: 0.011, confidence: 56 },
        { id: 'rest-67', verdict: 'no_play', ev: -0.01, confidence: 67 },
        { id: 'play-5', verdict: 'play', ev: 0.052, confidence: 51 },
        { id: 'play-2', verdict: 'play', ev: 0.02, confidence: 53 },
      ]);
      // p5 (week 1, upcoming, no verdict, no price) is the allowance's last: the feed here shows week 3 only.
      expect(await allowed(3)).toEqual(['play-5', 'play-2', 'play-1']);
      expect(await allowed(4)).toEqual(['play-5', 'play-2', 'play-1', 'rest-67']);
    });

    it('breaks EV ties by Edge Score, then publication time, then id', async () => {
      await upcomingWeek([
        { id: 'tie-late', verdict: 'play', ev: 0.02, confidence: 55, created_at: at(30) },
        { id: 'tie-b', verdict: 'play', ev: 0.02, confidence: 55, created_at: at(20) },
        { id: 'tie-a', verdict: 'play', ev: 0.02, confidence: 55, created_at: at(20) },
        { id: 'tie-score', verdict: 'play', ev: 0.02, confidence: 58, created_at: at(40) },
      ]);
      // Which picks the allowance holds (the page itself breaks its own ties by id, descending here).
      const held = async (cap: number) => (await allowed(cap)).sort();
      expect(await held(1)).toEqual(['tie-score']);
      expect(await held(2)).toEqual(['tie-a', 'tie-score']);
      expect(await held(3)).toEqual(['tie-a', 'tie-b', 'tie-score']);
      expect(await held(4)).toEqual(['tie-a', 'tie-b', 'tie-late', 'tie-score']);
    });

    it('fills the rest of the allowance by value when a week has fewer plays than the cap', async () => {
      await upcomingWeek([
        { id: 'unpriced-90', verdict: null, ev: null, confidence: 90 },
        { id: 'rest-a', verdict: 'no_play', ev: -0.005, confidence: 54 },
        { id: 'only-play', verdict: 'play', ev: 0.03, confidence: 52 },
        { id: 'rest-b', verdict: 'no_play', ev: -0.04, confidence: 69 },
      ]);
      expect(await allowed(3)).toEqual(['only-play', 'rest-a', 'rest-b']);
      // The week's four and week 1's upcoming p5 (unpriced, 55) fit a cap of 12; the page is plays first by EV.
      expect(await allowed(12)).toEqual(['only-play', 'rest-a', 'rest-b', 'unpriced-90']);
    });
  });

  it('puts plays first in any sort and direction, and sorts EV ties by Edge Score', async () => {
    await repo().insertMany([
      pick('q1', { week: 4, verdict: 'play', ev: 0.02, confidence: 52, created_at: at(1) }),
      pick('q2', { week: 4, verdict: 'no_play', ev: -0.01, confidence: 66, created_at: at(2) }),
      pick('q3', { week: 4, verdict: 'play', ev: 0.02, confidence: 57, created_at: at(3) }),
      pick('q4', { week: 4, verdict: null, ev: null, confidence: 80, created_at: at(4) }),
    ]);
    const order = async (over: Partial<PickFeedQuery>) =>
      ids((await repo().feed({ ...base, season: 2025, week: 4, ...over })).data).join(' ');
    expect(await order({ sortBy: 'confidence' })).toBe('q4 q2 q3 q1');
    expect(await order({ sortBy: 'confidence', playsFirst: true })).toBe('q3 q1 q4 q2');
    expect(await order({ sortBy: 'confidence', sortOrder: 'asc', playsFirst: true })).toBe('q1 q3 q2 q4');
    expect(await order({ sortBy: 'created_at', sortOrder: 'asc', playsFirst: true })).toBe('q1 q3 q2 q4');
    expect(await order({ sortBy: 'ev' })).toBe('q3 q1 q2 q4');
    expect(await order({ sortBy: 'ev', sortOrder: 'asc' })).toBe('q2 q1 q3 q4');
    expect(await order({ sortBy: 'ev', playsFirst: true, playsOnly: true })).toBe('q3 q1');
  });
});
