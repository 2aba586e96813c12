import { toPerformanceRow, toRecordRow, type AiPick } from '@edgeboard/domain';
import { beforeEach, expect, it } from 'vitest';
import { describeEachEngine } from '../test-engines';
import { SqlAiPickRepository } from './ai-pick-repository';
import { at, seedWeek1, WEEK1 } from './ai-pick-test-week';
import { pick } from './test-rows';

describeEachEngine('SqlAiPickRepository', (getDb) => {
  const repo = () => new SqlAiPickRepository(getDb());
  const ids = (rows: { pick: Pick<AiPick, 'id'> }[]) => rows.map((r) => r.pick.id);

  beforeEach(() => seedWeek1(getDb()));

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
    // The published distribution (issue #29: the ladder and the curve it was read from), JSON both ways.
    const distribution: Pick<AiPick, 'price_ladder' | 'price_curve'> = {
      price_ladder: [
        { line: 40.5, p_over: 0.62 },
        { line: 45.5, p_over: 0.51 },
      ],
      price_curve: {
        family: 'gamma',
        line: 45.5,
        below: { mean: 46.1, variance: 410.25 },
        above: { mean: 45.8, variance: 300.5 },
        shift: 0,
      },
    };
    await repo().insertMany([
      { ...WEEK1[0]!, id: 'priced-a', ...market, ...distribution },
      { ...WEEK1[0]!, id: 'priced-b', ...market, ...distribution },
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
      ...distribution,
    });
    const edited = await repo().update('priced-b', { pick: WEEK1[0]!.pick === 'over' ? 'under' : 'over' });
    for (const column of [...Object.keys(market), ...Object.keys(distribution)])
      expect(edited).not.toHaveProperty(column);
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
    expect(r).toEqual({ deleted: 5, inserted: 2, updated: 0 });
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

  it('gives a version of the graded picks that moves with every grade and only then', async () => {
    expect(await repo().gradedVersion()).toBe('0|');
    await repo().grade('p1', { result: 'win', actual_value: 300, profit: 0.91, graded_at: at(100) });
    const one = await repo().gradedVersion();
    expect(one).toBe(`1|${at(100)}`);
    await repo().replaceUngraded([{ ...WEEK1[1]!, confidence: 66 }]);
    expect(await repo().gradedVersion()).toBe(one);
    await repo().grade('p2', { result: 'loss', actual_value: 3, profit: -1, graded_at: at(101) });
    expect(await repo().gradedVersion()).toBe(`2|${at(101)}`);
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
    // gradedAll reads only the facts the record and the summaries show: they show the same as the whole pick.
    const whole = (await repo().graded({ ...q, sortBy: 'date', sortOrder: 'asc' })).data;
    const facts = await repo().gradedAll({});
    expect(facts.map(toRecordRow)).toEqual(whole.map(toRecordRow));
    expect(facts.map(toPerformanceRow)).toEqual(whole.map(toPerformanceRow));
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
