import { describe, expect, it } from 'vitest';
import {
  adminListOrder,
  AiPickListQuery,
  ArticleListQuery,
  PropLineListQuery,
  SubscriptionListQuery,
  UserListQuery,
} from './admin-queries';

describe('admin list queries', () => {
  it('admin lists page 10 at a time and validate filters', () => {
    expect(UserListQuery.parse({ role: 'admin' })).toEqual({ page: 1, pageSize: 10, role: 'admin' });
    expect(UserListQuery.safeParse({ role: 'owner' }).success).toBe(false);
    expect(AiPickListQuery.parse({ band: 'low', search: ' allen ' })).toMatchObject({
      band: 'low',
      search: 'allen',
    });
  });
});

describe('admin list sorting and filters', () => {
  it('takes a whitelisted sort column and direction, and refuses anything else', () => {
    expect(UserListQuery.parse({ sortBy: 'email', sortOrder: 'DESC' })).toMatchObject({
      sortBy: 'email',
      sortOrder: 'desc',
    });
    expect(UserListQuery.safeParse({ sortBy: 'password' }).success).toBe(false);
    expect(ArticleListQuery.safeParse({ sortBy: 'content' }).success).toBe(false);
    expect(SubscriptionListQuery.safeParse({ sortOrder: 'up' }).success).toBe(false);
    expect(PropLineListQuery.safeParse({ sortBy: 'odds' }).success).toBe(false);
    expect(AiPickListQuery.safeParse({ sortBy: 'reasoning' }).success).toBe(false);
  });

  it('resolves the order: the default column newest first, a named column ascending', () => {
    expect(adminListOrder({}, 'created_at')).toEqual({ field: 'created_at', order: 'desc' });
    expect(adminListOrder({ sortOrder: 'asc' }, 'created_at')).toEqual({ field: 'created_at', order: 'asc' });
    expect(adminListOrder({ sortBy: 'name' }, 'created_at')).toEqual({ field: 'name', order: 'asc' });
    expect(adminListOrder({ sortBy: 'name', sortOrder: 'desc' }, 'created_at')).toEqual({
      field: 'name',
      order: 'desc',
    });
  });

  it('filters picks by week and result, and prop lines by week, book and pulled time', () => {
    expect(AiPickListQuery.parse({ season: '2025', week: '3', result: 'Pending' })).toMatchObject({
      season: 2025,
      week: 3,
      result: 'pending',
    });
    expect(AiPickListQuery.safeParse({ result: 'won' }).success).toBe(false);
    expect(AiPickListQuery.safeParse({ week: '19' }).success).toBe(false);
    expect(
      PropLineListQuery.parse({
        sportsbook: ' Fan ',
        pulledFrom: '2025-09-05T00:00:00+02:00',
        pulledTo: '2025-09-06T00:00:00+02:00',
      }),
    ).toMatchObject({ sportsbook: 'Fan', pulledFrom: '2025-09-05T00:00:00+02:00' });
    expect(PropLineListQuery.safeParse({ pulledFrom: '2025-09-05' }).success).toBe(false);
    const backwards = PropLineListQuery.safeParse({
      pulledFrom: '2025-09-06T00:00:00Z',
      pulledTo: '2025-09-05T00:00:00Z',
    });
    expect(backwards.error?.issues[0]?.path).toEqual(['pulledTo']);
  });
});
