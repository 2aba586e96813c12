// GET /api/admin/users: a page of users, searched, filtered by role and sorted as the query says.
import type { Page, UserListQuery, UserProfile, UserRepository } from '@edgeboard/domain';

export function listUsers(
  deps: { users: Pick<UserRepository, 'list'> },
  query: UserListQuery,
): Promise<Page<UserProfile>> {
  return deps.users.list(query);
}
