import { expect, it } from 'vitest';
import { describeEachEngine, emptyBeforeEach } from '../test-engines';
import { SqlPropLineRepository } from './prop-line-repository';
import { propLine } from './test-rows';

/** Week 2's line, with both prices: read back whole. */
const L4 = propLine('l4', {
  player: 'Josh Allen',
  week: 2,
  game_id: 'g2',
  over_odds: -115,
  under_odds: -105,
  pulled_at: '2025-09-12T11:00:00.000Z',
});

describeEachEngine('SqlPropLineRepository', (getDb) => {
  const repo = () => new SqlPropLineRepository(getDb());

  emptyBeforeEach(getDb, ['prop_lines'], () =>
    repo().insertMany([
      propLine('l1', { player: 'Patrick Mahomes', pulled_at: '2025-09-05T12:00:00.000Z' }),
      propLine('l2', {
        player: 'Travis Kelce',
        stat_type: 'receptions',
        line_value: 5.5,
        pulled_at: '2025-09-05T13:00:00.000Z',
      }),
      propLine('l3', {
        player: 'Josh Allen',
        stat_type: 'rushing_yards',
        line_value: 38.5,
        pulled_at: '2025-09-05T11:00:00.000Z',
      }),
      L4,
    ]),
  );

  it('lists newest pull first with player search, stat type filter and paging', async () => {
    expect((await repo().list({ page: 1, pageSize: 10 })).data.map((l) => l.id)).toEqual([
      'l4',
      'l2',
      'l1',
      'l3',
    ]);
    expect((await repo().list({ page: 1, pageSize: 10, search: 'josh a' })).data.map((l) => l.id)).toEqual([
      'l4',
      'l3',
    ]);
    expect((await repo().list({ page: 1, pageSize: 10, statType: 'passing_yards' })).count).toBe(2);
    const page = await repo().list({ page: 2, pageSize: 3 });
    expect([page.count, page.data.map((l) => l.id)]).toEqual([4, ['l3']]);
  });

  it('filters by season, week, sportsbook and pulled time, and sorts with NULL weeks last', async () => {
    await repo().insertMany([
      propLine('l5', {
        player: 'patrick Mahomes',
        sportsbook: 'FanDuel',
        season: undefined,
        week: undefined,
        pulled_at: '2025-09-04T11:00:00.000Z',
      }),
    ]);
    const ids = async (q: Partial<Parameters<SqlPropLineRepository['list']>[0]>) =>
      (await repo().list({ page: 1, pageSize: 10, ...q })).data.map((l) => l.id);
    expect(await ids({ season: 2025, week: 1 })).toEqual(['l2', 'l1', 'l3']);
    expect(await ids({ week: 2 })).toEqual(['l4']);
    expect(await ids({ sportsbook: 'fan' })).toEqual(['l5']);
    expect(
      await ids({ pulledFrom: '2025-09-05T11:30:00.000Z', pulledTo: '2025-09-05T13:00:00.000Z' }),
    ).toEqual(['l1']);
    // The week sorts by season then week; a line of no known week goes last either way.
    expect(await ids({ sortBy: 'week' })).toEqual(['l1', 'l2', 'l3', 'l4', 'l5']);
    expect(await ids({ sortBy: 'week', sortOrder: 'desc' })).toEqual(['l4', 'l3', 'l2', 'l1', 'l5']);
    // Names compare without regard to case, the same on both engines; ties by id.
    expect(await ids({ sortBy: 'player' })).toEqual(['l3', 'l4', 'l1', 'l5', 'l2']);
    expect(await ids({ sortBy: 'line_value', pageSize: 2 })).toEqual(['l2', 'l3']);
    expect(await ids({ sortOrder: 'asc' })).toEqual(['l5', 'l3', 'l1', 'l2', 'l4']);
  });

  it('gets, updates, deletes, and reads a week', async () => {
    expect(await repo().get('l4')).toEqual(L4);
    const updated = await repo().update('l1', {
      line_value: 270.5,
      odds: 105,
      sportsbook: 'FanDuel',
      game_id: 'g1',
    });
    expect(updated).toMatchObject({ line_value: 270.5, odds: 105, sportsbook: 'FanDuel', game_id: 'g1' });
    expect(await repo().update('zz', { odds: 110 })).toBeNull();
    expect((await repo().forWeek(2025, 1)).map((l) => l.id)).toEqual(['l3', 'l1', 'l2']);
    expect(await repo().delete('l1')).toBe(true);
    expect(await repo().delete('l1')).toBe(false);
    expect(await repo().get('l1')).toBeNull();
  });

  it("reads every line of the named players, names in any case (an import's duplicates)", async () => {
    expect((await repo().forPlayers([' josh ALLEN', 'nobody'])).map((l) => l.id).sort()).toEqual([
      'l3',
      'l4',
    ]);
    expect(await repo().forPlayers([])).toEqual([]);
  });
});
