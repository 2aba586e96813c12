import { expect, it } from 'vitest';
import { describeEachEngine, emptyBeforeEach } from '../test-engines';
import { SqlPageViewRepository } from './page-view-repository';
import { newUser, userId } from './test-rows';
import { SqlUserRepository } from './user-repository';

describeEachEngine('SqlPageViewRepository', (getDb) => {
  const repo = () => new SqlPageViewRepository(getDb());

  emptyBeforeEach(getDb, ['page_views', 'users']);

  it('counts views per UTC day and path', async () => {
    await repo().add({ path: '/', referrer: 'https://search.example' }, '2025-09-01T23:59:59.000Z');
    await repo().add({ path: '/', user_id: userId(1) }, '2025-09-01T08:00:00.000Z');
    await repo().add({ path: '/plans' }, '2025-09-01T09:00:00.000Z');
    await repo().add({ path: '/' }, '2025-09-02T00:00:00.000Z');
    expect(await repo().countsByDayAndPath()).toEqual([
      { day: '2025-09-01', path: '/', byAdmin: false, count: 2 },
      { day: '2025-09-01', path: '/plans', byAdmin: false, count: 1 },
      { day: '2025-09-02', path: '/', byAdmin: false, count: 1 },
    ]);
    expect(await repo().countsByDayAndPath('2025-09-02')).toEqual([
      { day: '2025-09-02', path: '/', byAdmin: false, count: 1 },
    ]);
  });

  it("counts an administrator's views apart, by the viewer's role", async () => {
    const users = new SqlUserRepository(getDb());
    await users.create(newUser(1, { role: 'admin' }));
    await users.create(newUser(2, { role: 'user' }));
    await repo().add({ path: '/dashboard', user_id: userId(1) }, '2025-09-01T08:00:00.000Z');
    await repo().add({ path: '/dashboard', user_id: userId(1) }, '2025-09-01T09:00:00.000Z');
    await repo().add({ path: '/dashboard', user_id: userId(2) }, '2025-09-01T09:00:00.000Z');
    await repo().add({ path: '/dashboard' }, '2025-09-01T10:00:00.000Z');
    // A deleted user's views stay the audience's.
    await repo().add({ path: '/dashboard', user_id: userId(9) }, '2025-09-01T10:00:00.000Z');
    expect(await repo().countsByDayAndPath()).toEqual([
      { day: '2025-09-01', path: '/dashboard', byAdmin: false, count: 3 },
      { day: '2025-09-01', path: '/dashboard', byAdmin: true, count: 2 },
    ]);
  });
});
