import { describe, expect, it } from 'vitest';
import { ADMIN, MISSING_ID, SUBSCRIBER, usersWorld } from '../users-test-kit';
import { recentActivity } from './recent-activity';

describe('recentActivity', () => {
  it('answers rows across users, newest first, each with its user’s e-mail (null once deleted)', async () => {
    const w = usersWorld();
    await w.activity.add({ user_id: SUBSCRIBER.id, activity: 'a', timestamp: '2025-09-01T00:00:00.000Z' });
    await w.activity.add({
      user_id: MISSING_ID,
      activity: 'account_deleted',
      timestamp: '2025-09-02T00:00:00.000Z',
    });
    await w.activity.add({ user_id: ADMIN.id, activity: 'b', timestamp: '2025-09-03T00:00:00.000Z' });
    const rows = await recentActivity(w);
    expect(rows.map((r) => [r.activity, r.email])).toEqual([
      ['b', ADMIN.email],
      ['account_deleted', null],
      ['a', SUBSCRIBER.email],
    ]);
  });
});
