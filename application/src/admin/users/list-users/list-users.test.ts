import type { UserProfile } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { InMemoryUserRepository } from '../../../in-memory/user-repository';
import { ADMIN, SUBSCRIBER } from '../users-test-kit';
import { listUsers } from './list-users';

const THIRD: UserProfile = { ...SUBSCRIBER, id: 'u-3', name: 'bea Reader', email: 'bea@example.com' };
const users = () => new InMemoryUserRepository([ADMIN, SUBSCRIBER, THIRD]);
const ids = (page: { data: UserProfile[] }) => page.data.map((u) => u.id);

describe('listUsers', () => {
  it('answers newest first by default (ties by id, same direction), with the count of all matches', async () => {
    const page = await listUsers({ users: users() }, { page: 1, pageSize: 2 });
    expect(ids(page)).toEqual(['u-3', SUBSCRIBER.id]);
    expect(page.count).toBe(3);
    expect(ids(await listUsers({ users: users() }, { page: 2, pageSize: 2 }))).toEqual([ADMIN.id]);
  });

  it('matches the e-mail or name case-insensitively, filters by role and sorts text lower-cased', async () => {
    const q = { page: 1, pageSize: 10 };
    expect(ids(await listUsers({ users: users() }, { ...q, search: ' SAM ' }))).toEqual([SUBSCRIBER.id]);
    expect(ids(await listUsers({ users: users() }, { ...q, role: 'admin' }))).toEqual([ADMIN.id]);
    const byName = await listUsers({ users: users() }, { ...q, sortBy: 'name', sortOrder: 'asc' });
    expect(byName.data.map((u) => u.name)).toEqual(['Ada Admin', 'bea Reader', 'Sam Subscriber']);
  });
});
