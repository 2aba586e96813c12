import { expect, it } from 'vitest';
import { describeEachEngine, emptyBeforeEach } from '../test-engines';
import { SqlPlayerRepository } from './player-repository';
import { player } from './test-rows';

describeEachEngine('SqlPlayerRepository', (getDb) => {
  const repo = () => new SqlPlayerRepository(getDb());

  emptyBeforeEach(getDb, ['players'], () =>
    repo().upsertMany([
      player('1', { name: 'Travis Kelce', position: 'TE' }),
      player('2', { name: 'Patrick Mahomes', position: 'QB', espn_id: '3139477' }),
      player('3', { name: 'Josh Allen', position: 'QB' }),
      player('4', { name: 'Josh Jacobs', position: 'RB' }),
      player('5', { name: "Ja'Marr Chase", position: 'WR' }),
    ]),
  );

  it('lists by name with a case-insensitive search, a position filter and paging', async () => {
    const all = await repo().list({ page: 1, pageSize: 10 });
    expect(all.data.map((p) => p.name)).toEqual([
      "Ja'Marr Chase",
      'Josh Allen',
      'Josh Jacobs',
      'Patrick Mahomes',
      'Travis Kelce',
    ]);
    expect((await repo().list({ page: 1, pageSize: 10, search: 'JOSH' })).data.map((p) => p.id)).toEqual([
      '3',
      '4',
    ]);
    expect((await repo().list({ page: 1, pageSize: 10, position: 'QB' })).data.map((p) => p.id)).toEqual([
      '3',
      '2',
    ]);
    expect((await repo().list({ page: 1, pageSize: 10, position: 'QB', search: 'josh' })).count).toBe(1);
    const page2 = await repo().list({ page: 2, pageSize: 2 });
    expect([page2.count, page2.data.map((p) => p.id)]).toEqual([5, ['4', '2']]);
    expect(await repo().all()).toHaveLength(5);
  });

  it('gets, updates the editable fields, and upserts by id', async () => {
    expect((await repo().get('2'))?.espn_id).toBe('3139477');
    expect(await repo().get('99')).toBeNull();
    const updated = await repo().update('2', { name: 'Pat Mahomes', pff_id: '11765', espn_id: null });
    expect(updated).toMatchObject({ name: 'Pat Mahomes', pff_id: '11765', espn_id: null, position: 'QB' });
    expect(updated?.updated_at).not.toBe('2025-09-01T00:00:00.000Z');
    expect(await repo().update('99', { name: 'Nobody' })).toBeNull();
    await repo().upsertMany([
      player('1', { name: 'Travis Kelce', position: 'WR' }),
      player('6', { name: 'New Guy' }),
    ]);
    expect((await repo().get('1'))?.position).toBe('WR');
    expect(await repo().all()).toHaveLength(6);
  });
});
