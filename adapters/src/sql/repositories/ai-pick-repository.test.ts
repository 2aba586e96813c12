import type { AiPick, PickFeedQuery, PickFeedSortField } from '@edgeboard/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { describeEachEngine } from '../test-engines';
import { SqlAiPickRepository } from './ai-pick-repository';
import { SqlGameRepository } from './game-repository';
import { game, pick } from './test-rows';

const at = (minute: number) => new Date(Date.UTC(2025, 8, 1, 0, minute)).toISOString();

/** Week 1 of 2025: six picks over three games with distinct statuses, plus one pick without a game. */
const WEEK1: AiPick[] = [
  pick('p1', {
    player: 'Patrick Mahomes',
    confidence: 91,
    stat_type: 'passing_yards',
    game_id: 'g-final',
    created_at: at(5),
  }),
  pick('p2', {
    player: 'Travis Kelce',
    confidence: 64,
    stat_type: 'receptions',
    game_id: 'g-final',
    created_at: at(1),
  }),
  pick('p3', {
    player: 'Josh Allen',
    confidence: 78,
    stat_type: 'rushing_yards',
    game_id: 'g-live',
    created_at: at(3),
  }),
  pick('p4', {
    player: 'James Cook',
    confidence: 78,
    stat_type: 'rushing_yards',
    game_id: 'g-live',
    created_at: at(3),
  }),
  pick('p5', {
    player: "Ja'Marr Chase",
    confidence: 55,
    stat_type: 'receiving_yards',
    game_id: 'g-next',
    created_at: at(2),
  }),
  pick('p6', {
    player: 'Joe Burrow',
    confidence: 83,
    stat_type: 'passing_tds',
    game_id: null,
    created_at: at(4),
  }),
];

describeEachEngine('SqlAiPickRepository', (getDb) => {
  const repo = () => new SqlAiPickRepository(getDb());
  const ids = (rows: { pick: AiPick }[]) => rows.map((r) => r.pick.id);
  const base = { sortBy: 'confidence', sortOrder: 'desc', limit: 50, offset: 0 } as const;

  beforeEach(async () => {
    await getDb().deleteFrom('ai_picks').execute();
    await getDb().deleteFrom('games').execute();
    await new SqlGameRepository(getDb()).upsertMany([
      game('g-final', {
        status: 'final',
        home_score: 27,
        away_score: 20,
        kickoff: '2025-09-07T17:00:00.000Z',
      }),
      game('g-live', {
        status: 'in_progress',
        home_score: 7,
        away_score: 3,
        kickoff: '2025-09-07T20:25:00.000Z',
      }),
      game('g-next', {
        status: 'scheduled',
        kickoff: '2025-09-08T00:20:00.000Z',
        venue_time_zone: 'America/New_York',
      }),
    ]);
    await repo().insertMany([
      ...WEEK1,
      pick('w2', { week: 2, confidence: 99, created_at: at(0) }),
      pick('s24', { season: 2024, confidence: 99, created_at: at(0) }),
    ]);
  });

  describe('feed', () => {
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

    it('takes the allowance from the season’s upcoming picks, by creation time then id', async () => {
      await new SqlGameRepository(getDb()).upsertMany([
        game('g-w2', { week: 2, status: 'scheduled', kickoff: '2025-09-14T17:00:00.000Z' }),
      ]);
      await repo().insertMany([
        pick('w2a', { week: 2, game_id: 'g-w2', created_at: at(7) }),
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
      expect(await allowance(evening, 2)).toEqual(['p5', 'w2b']);
      expect(await allowance(evening, 100)).toEqual(['p5', 'w2a', 'w2b']);
      expect(await allowance(evening, 0)).toEqual([]);
      // After week 1's last kick-off its pick is on the record and the allowance moves on.
      expect(await allowance('2025-09-08T01:00:00.000Z', 2)).toEqual(['w2a', 'w2b']);
      expect(await allowance(evening, 3, 2024)).toEqual([]);
      // A pick's detail answers the same question for that pick alone, from its own season.
      const open = async (id: string, cap: number) =>
        (await repo().getWithGame(id, { now: evening, cap }))?.open;
      expect([await open('p5', 2), await open('w2b', 2), await open('w2a', 2)]).toEqual([true, true, false]);
      expect([await open('p1', 0), await open('p6', 100), await open('w2a', 3)]).toEqual([true, false, true]);
      expect((await repo().getWithGame('w2a'))?.open).toBe(true);
      expect(await repo().getWithGame('nope', { now: evening, cap: 3 })).toBeNull();
    });
  });

  it('clears the market figures when an edit changes what was priced, and keeps them otherwise', async () => {
    const market = {
      line_source: 'book',
      sportsbook: 'DraftKings',
      line_pulled_at: '2025-09-05T12:00:00.000Z',
      over_odds: -115,
      under_odds: -105,
      fair_p: 0.5108,
      model_p: 0.55,
      win_p: 0.51,
      best_book: 'FanDuel',
      ev: 0.021,
      verdict: 'play',
      no_play_reason: null,
    } as const;
    await repo().insertMany([
      { ...WEEK1[0]!, id: 'priced-a', ...market },
      { ...WEEK1[0]!, id: 'priced-b', ...market },
    ]);
    const kept = await repo().update('priced-a', {
      reasoning: 'Rewritten.',
      line_value: WEEK1[0]!.line_value,
    });
    expect(kept).toMatchObject({
      reasoning: 'Rewritten.',
      sportsbook: 'DraftKings',
      ev: 0.021,
      verdict: 'play',
    });
    const edited = await repo().update('priced-b', { pick: WEEK1[0]!.pick === 'over' ? 'under' : 'over' });
    for (const column of Object.keys(market)) expect(edited).not.toHaveProperty(column);
    await repo().delete('priced-a');
    await repo().delete('priced-b');
  });

  it('gets, updates, grades and deletes one pick', async () => {
    expect(await repo().get('p1')).toEqual(WEEK1[0]);
    expect(await repo().get('nope')).toBeNull();
    expect((await repo().getWithGame('p3'))?.game?.id).toBe('g-live');
    const updated = await repo().update('p1', { confidence: 55, pick: 'under', line_value: 250.5 });
    expect(updated).toMatchObject({
      id: 'p1',
      confidence: 55,
      pick: 'under',
      line_value: 250.5,
      player: 'Patrick Mahomes',
    });
    expect(await repo().update('nope', { confidence: 10 })).toBeNull();
    const graded = await repo().grade('p1', {
      result: 'loss',
      actual_value: 301,
      profit: -1,
      graded_at: '2025-09-08T03:00:00Z',
    });
    expect(graded).toMatchObject({
      result: 'loss',
      actual_value: 301,
      profit: -1,
      graded_at: '2025-09-08T03:00:00.000Z',
    });
    expect(await repo().delete('p1')).toBe(true);
    expect(await repo().delete('p1')).toBe(false);
    expect((await repo().forWeek(2025, 1)).map((p) => p.id)).toEqual(['p2', 'p5', 'p3', 'p4', 'p6']);
  });

  it('replaces only the ungraded picks of the week', async () => {
    await repo().grade('p1', { result: 'win', actual_value: 300, profit: 0.91, graded_at: at(100) });
    const fresh = [
      pick('n1', { created_at: at(50) }),
      pick('n2', { created_at: at(51) }),
      { ...WEEK1[0]!, confidence: 5 },
    ];
    const r = await repo().replaceUngradedForWeek(2025, 1, fresh);
    expect(r).toEqual({ deleted: 5, inserted: 2 });
    const week = await repo().forWeek(2025, 1);
    expect(week.map((p) => p.id)).toEqual(['p1', 'n1', 'n2']);
    expect(week[0]).toMatchObject({ confidence: 91, result: 'win' });
    expect(await repo().get('w2')).not.toBeNull();
    expect(await repo().get('s24')).not.toBeNull();
    await expect(repo().replaceUngradedForWeek(2025, 1, [pick('x', { week: 3 })])).rejects.toThrow(/week 3/);
    expect((await repo().forWeek(2025, 1)).map((p) => p.id)).toEqual(['p1', 'n1', 'n2']);
  });

  it('replaces single ungraded picks by id and never a graded one', async () => {
    await repo().grade('p1', { result: 'win', actual_value: 300, profit: 0.91, graded_at: at(100) });
    const written = await repo().replaceUngraded([
      { ...WEEK1[0]!, confidence: 5 },
      { ...WEEK1[1]!, confidence: 66, line_value: 70.5 },
      pick('n9', { created_at: at(60) }),
    ]);
    expect(written).toBe(2);
    expect(await repo().get('p1')).toMatchObject({ confidence: 91, result: 'win' });
    expect(await repo().get(WEEK1[1]!.id)).toMatchObject({ confidence: 66, line_value: 70.5 });
    expect(await repo().get('n9')).not.toBeNull();
    expect(await repo().replaceUngraded([])).toBe(0);
  });

  it('lists graded picks by date, confidence or profit with filters and paging', async () => {
    await repo().grade('p1', { result: 'win', actual_value: 300, profit: 0.91, graded_at: at(100) });
    await repo().grade('p2', { result: 'loss', actual_value: 3, profit: -1, graded_at: at(101) });
    await repo().grade('p6', {
      result: 'push',
      actual_value: 2,
      profit: 0,
      graded_at: '2025-09-10T00:00:00.000Z',
    });
    const q = { page: 1, pageSize: 10, sortBy: 'date', sortOrder: 'desc' } as const;
    // p6 has no game: its date is its grading time, after the kick-off of g-final.
    expect(ids((await repo().graded(q)).data)).toEqual(['p6', 'p1', 'p2']);
    expect(ids((await repo().graded({ ...q, sortBy: 'confidence' })).data)).toEqual(['p1', 'p6', 'p2']);
    expect(ids((await repo().graded({ ...q, sortBy: 'profit', sortOrder: 'asc' })).data)).toEqual([
      'p2',
      'p6',
      'p1',
    ]);
    expect(ids((await repo().graded({ ...q, result: 'loss' })).data)).toEqual(['p2']);
    expect(ids((await repo().graded({ ...q, statTypes: ['passing_yards', 'passing_tds'] })).data)).toEqual([
      'p6',
      'p1',
    ]);
    expect(ids((await repo().graded({ ...q, since: '2025-09-09T00:00:00.000Z' })).data)).toEqual(['p6']);
    const paged = await repo().graded({ ...q, pageSize: 2, page: 2 });
    expect([paged.count, ids(paged.data)]).toEqual([3, ['p2']]);
    expect(ids(await repo().gradedAll({}))).toEqual(['p1', 'p2', 'p6']);
  });

  it('lists for the admin with search, stat type and confidence band, newest first (ties by id, descending)', async () => {
    const q = { page: 1, pageSize: 10 };
    expect((await repo().adminList(q)).data.map((p) => p.id)).toEqual([
      'p1',
      'p6',
      'p4',
      'p3',
      'p5',
      'p2',
      'w2',
      's24',
    ]);
    expect((await repo().adminList({ ...q, search: 'ALLEN' })).data.map((p) => p.id)).toEqual(['p3']);
    expect((await repo().adminList({ ...q, statType: 'rushing_yards' })).count).toBe(2);
    expect((await repo().adminList({ ...q, band: 'high' })).data.map((p) => p.id)).toEqual([
      'p1',
      'p6',
      'w2',
      's24',
    ]);
    expect((await repo().adminList({ ...q, band: 'medium' })).data.map((p) => p.id)).toEqual([
      'p4',
      'p3',
      'p2',
    ]);
    expect((await repo().adminList({ ...q, band: 'low' })).data.map((p) => p.id)).toEqual(['p5']);
    const page2 = await repo().adminList({ page: 2, pageSize: 3 });
    expect([page2.count, page2.data.map((p) => p.id)]).toEqual([8, ['p3', 'p5', 'p2']]);
  });
});
