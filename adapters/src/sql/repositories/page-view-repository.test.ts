import { expect, it } from 'vitest';
import { describeEachEngine } from '../test-engines';
import { SqlPageViewRepository } from './page-view-repository';
import { userId } from './test-rows';

describeEachEngine('SqlPageViewRepository', (getDb) => {
  const repo = () => new SqlPageViewRepository(getDb());

  it('counts views per UTC day and path', async () => {
    await repo().add({ path: '/', referrer: 'https://search.example' }, '2025-09-01T23:59:59.000Z');
    await repo().add({ path: '/', user_id: userId(1) }, '2025-09-01T08:00:00.000Z');
    await repo().add({ path: '/plans' }, '2025-09-01T09:00:00.000Z');
    await repo().add({ path: '/' }, '2025-09-02T00:00:00.000Z');
    expect(await repo().countsByDayAndPath()).toEqual([
      { day: '2025-09-01', path: '/', count: 2 },
      { day: '2025-09-01', path: '/plans', count: 1 },
      { day: '2025-09-02', path: '/', count: 1 },
    ]);
    expect(await repo().countsByDayAndPath('2025-09-02')).toEqual([
      { day: '2025-09-02', path: '/', count: 1 },
    ]);
  });
});
