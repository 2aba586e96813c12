import { expect, it } from 'vitest';
import { describeEachEngine, emptyBeforeEach } from '../test-engines';
import { SqlGameRepository } from './game-repository';
import { game } from './test-rows';

describeEachEngine('SqlGameRepository', (getDb) => {
  const repo = () => new SqlGameRepository(getDb());

  emptyBeforeEach(getDb, ['games'], () =>
    repo().upsertMany([
      game('b', { kickoff: '2025-09-07T20:25:00.000Z' }),
      game('a', { kickoff: '2025-09-07T17:00:00.000Z' }),
      game('c', { week: 2, kickoff: '2025-09-14T17:00:00.000Z' }),
    ]),
  );

  it('reads a week in kick-off order, one game, or several', async () => {
    expect((await repo().forWeek(2025, 1)).map((g) => g.id)).toEqual(['a', 'b']);
    expect(await repo().forWeek(2024, 1)).toEqual([]);
    expect(await repo().get('a')).toEqual(game('a', { kickoff: '2025-09-07T17:00:00.000Z' }));
    expect(await repo().get('z')).toBeNull();
    expect((await repo().getMany(['c', 'a', 'z'])).map((g) => g.id)).toEqual(['a', 'c']);
    expect(await repo().getMany([])).toEqual([]);
  });

  it('updates scores and status, and upserts by id', async () => {
    const live = await repo().updateScore('a', { home_score: 7, away_score: 0, status: 'in_progress' });
    expect(live).toMatchObject({ home_score: 7, away_score: 0, status: 'in_progress' });
    expect(await repo().updateScore('z', { home_score: 1, away_score: 0, status: 'final' })).toBeNull();
    await repo().upsertMany([
      game('a', { status: 'final', home_score: 30, away_score: 27, kickoff: '2025-09-07T17:00:00Z' }),
    ]);
    expect(await repo().get('a')).toMatchObject({
      status: 'final',
      home_score: 30,
      kickoff: '2025-09-07T17:00:00.000Z',
    });
  });
});
