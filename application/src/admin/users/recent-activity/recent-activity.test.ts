import { RECENT_ACTIVITY_LIMIT, SIGN_IN_ACTIVITY } from '@edgeboard/domain';
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

  it('lists business events before sign-ins, and leaves sign-ins out when asked (issue 28 item 11)', async () => {
    const w = usersWorld();
    for (let minute = 10; minute < 20; minute++)
      await w.activity.add({
        user_id: SUBSCRIBER.id,
        activity: SIGN_IN_ACTIVITY,
        timestamp: `2025-09-03T00:${String(minute)}:00.000Z`,
      });
    await w.activity.add({
      user_id: ADMIN.id,
      activity: 'role_changed',
      timestamp: '2025-09-02T00:00:00.000Z',
    });
    await w.activity.add({
      user_id: ADMIN.id,
      activity: 'prop_lines_imported',
      timestamp: '2025-09-01T00:00:00.000Z',
    });
    // Today's code answered the 10 sign-ins, newer than both business events, and nothing else.
    const rows = await recentActivity(w);
    expect(rows).toHaveLength(RECENT_ACTIVITY_LIMIT);
    expect(rows.slice(0, 3).map((r) => r.activity)).toEqual([
      'role_changed',
      'prop_lines_imported',
      SIGN_IN_ACTIVITY,
    ]);
    expect(rows[2]?.timestamp).toBe('2025-09-03T00:19:00.000Z');
    expect((await recentActivity(w, { signIns: false })).map((r) => r.activity)).toEqual([
      'role_changed',
      'prop_lines_imported',
    ]);
  });
});
