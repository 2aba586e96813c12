import { expect, it } from 'vitest';
import { describeEachEngine } from '../test-engines';
import { SqlActivityRepository } from './activity-repository';
import { userId } from './test-rows';

describeEachEngine('SqlActivityRepository', (getDb) => {
  const repo = () => new SqlActivityRepository(getDb());

  it('records activity and returns the most recent, per user or overall', async () => {
    const first = await repo().add({
      user_id: userId(1),
      activity: 'sign_in',
      timestamp: '2025-09-01T00:00:00Z',
    });
    expect(first).toEqual({
      id: first.id,
      user_id: userId(1),
      activity: 'sign_in',
      target: '',
      timestamp: '2025-09-01T00:00:00.000Z',
    });
    for (let i = 1; i <= 11; i++) {
      await repo().add({
        user_id: userId(1),
        activity: 'role_change',
        target: `step ${i}`,
        timestamp: '2025-09-02T00:00:00.000Z',
      });
    }
    await repo().add({ user_id: userId(2), activity: 'sign_up', timestamp: '2025-09-03T00:00:00.000Z' });
    const recent = await repo().recentForUser(userId(1));
    expect(recent).toHaveLength(10);
    // Same timestamp: insertion order decides, newest first.
    expect(recent.map((a) => a.target)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `step ${i}`));
    expect((await repo().recentForUser(userId(1), 20)).at(-1)?.activity).toBe('sign_in');
    expect((await repo().recent(2)).map((a) => a.activity)).toEqual(['sign_up', 'role_change']);
  });
});
