import { NotFoundError, RECENT_ACTIVITY_LIMIT } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { ADMIN, MISSING_ID, SUBSCRIBER, usersWorld } from '../users-test-kit';
import { userActivity } from './user-activity';

describe('userActivity', () => {
  it('answers only that user’s rows, newest first, at most the recent limit', async () => {
    const w = usersWorld();
    for (let day = 1; day <= RECENT_ACTIVITY_LIMIT + 2; day++) {
      const timestamp = `2025-09-${String(day).padStart(2, '0')}T00:00:00.000Z`;
      await w.activity.add({ user_id: SUBSCRIBER.id, activity: 'signed_in', timestamp });
    }
    await w.activity.add({ user_id: ADMIN.id, activity: 'article_deleted', target: 'x' });
    const rows = await userActivity(w, SUBSCRIBER.id);
    expect(rows).toHaveLength(RECENT_ACTIVITY_LIMIT);
    expect(rows.every((r) => r.user_id === SUBSCRIBER.id)).toBe(true);
    expect(rows[0]?.timestamp).toBe('2025-09-12T00:00:00.000Z');
  });

  it('is a 404 for an unknown user', async () => {
    await expect(userActivity(usersWorld(), MISSING_ID)).rejects.toThrow(NotFoundError);
  });
});
