import { expect, it } from 'vitest';
import { adminPagedList, pageBounds, pagedList, type AdminSort } from './paged-list';
import { describeEachEngine, emptyBeforeEach } from './test-engines';

type Field = 'pulled_at' | 'player' | 'week';

// prop_lines has a text column, nullable numbers and a timestamp: every kind of sort key the lists use.
const SORT: AdminSort<Field> = {
  defaultField: 'pulled_at',
  keys: {
    pulled_at: [{ column: 'pulled_at' }],
    player: [{ column: 'player', text: true }],
    week: [
      { column: 'season', nullable: true },
      { column: 'week', nullable: true },
    ],
  },
};

const ROWS: { id: string; player: string; season: number | null; week: number | null; day: number }[] = [
  { id: 'a', player: 'bo Nix', season: 2025, week: 2, day: 3 },
  { id: 'b', player: 'Aaron Jones', season: null, week: null, day: 1 },
  { id: 'c', player: 'Brock Purdy', season: 2025, week: 1, day: 2 },
  { id: 'd', player: 'aj Brown', season: 2024, week: 18, day: 2 },
  { id: 'e', player: 'Aaron Jones', season: 2025, week: 1, day: 4 },
];

it('turns a 1-based page into LIMIT and OFFSET, counting a page or size below 1 as 1', () => {
  expect(pageBounds({ page: 3, pageSize: 20 })).toEqual({ limit: 20, offset: 40 });
  expect(pageBounds({ page: 0, pageSize: 0 })).toEqual({ limit: 1, offset: 0 });
  expect(pageBounds({ page: 2.7, pageSize: 10.9 })).toEqual({ limit: 10, offset: 10 });
});

describeEachEngine('pagedList', (getDb) => {
  emptyBeforeEach(getDb, ['prop_lines'], () =>
    getDb()
      .insertInto('prop_lines')
      .values(
        ROWS.map((r) => ({
          id: r.id,
          player: r.player,
          player_id: null,
          stat_type: 'rushing_yards',
          line_value: 50.5,
          odds: -110,
          over_odds: null,
          under_odds: null,
          sportsbook: 'DraftKings',
          game_id: null,
          season: r.season,
          week: r.week,
          pulled_at: `2025-09-0${r.day}T12:00:00.000Z`,
          updated_at: '2025-09-01T00:00:00.000Z',
        })),
      )
      .execute(),
  );

  const selected = (search?: string) => {
    const qb = getDb().selectFrom('prop_lines');
    return (search ? qb.where('player', '=', search) : qb).select(['id', 'player']);
  };
  const ids = (page: { data: { id: string }[] }) => page.data.map((r) => r.id);

  it('answers one page and the count of every matching row, even past the last page', async () => {
    const ordered = selected().orderBy('id');
    expect(await pagedList(ordered, { page: 2, pageSize: 2 }, (r) => r)).toEqual({
      data: [
        { id: 'c', player: 'Brock Purdy' },
        { id: 'd', player: 'aj Brown' },
      ],
      count: 5,
    });
    expect(await pagedList(ordered, { page: 9, pageSize: 2 }, (r) => r.id)).toEqual({ data: [], count: 5 });
    const filtered = await pagedList(
      selected('Aaron Jones').orderBy('id'),
      { page: 1, pageSize: 1 },
      (r) => r,
    );
    expect([filtered.count, ids(filtered)]).toEqual([2, ['b']]);
  });

  it('sorts by the default field newest first, ties broken by id in the same direction', async () => {
    const page = await adminPagedList(selected(), { page: 1, pageSize: 10 }, SORT, (r) => r);
    expect(ids(page)).toEqual(['e', 'a', 'd', 'c', 'b']);
  });

  it('sorts a named field ascending unless told otherwise, text without regard to case', async () => {
    const asc = await adminPagedList(selected(), { page: 1, pageSize: 10, sortBy: 'player' }, SORT, (r) => r);
    expect(ids(asc)).toEqual(['b', 'e', 'd', 'a', 'c']);
    const desc = await adminPagedList(
      selected(),
      { page: 1, pageSize: 2, sortBy: 'player', sortOrder: 'desc' },
      SORT,
      (r) => r,
    );
    expect([desc.count, ids(desc)]).toEqual([5, ['c', 'a']]);
  });

  it('puts NULLs last in either direction', async () => {
    const query = { page: 1, pageSize: 10, sortBy: 'week' as const };
    expect(ids(await adminPagedList(selected(), query, SORT, (r) => r))).toEqual(['d', 'c', 'e', 'a', 'b']);
    const desc = await adminPagedList(selected(), { ...query, sortOrder: 'desc' }, SORT, (r) => r);
    expect(ids(desc)).toEqual(['a', 'e', 'c', 'd', 'b']);
  });
});
