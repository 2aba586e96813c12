// The UserRepository over an array, for the account and back-office use cases' tests and the dev mock (which
// passes its world's own list, so sign-ups, deletions and role changes there show at once): the SQL
// repository's admin list filters, order and paging (admin-list-order.ts), and its counts.
import type { Role, UserPageQuery, UserProfile, UserRepository, Page } from '@edgeboard/domain';
import { contains, fieldColumns, pageOfRows, sortAdminRows } from './admin-list-order';

type Kept = 'findById' | 'list' | 'updateRole' | 'count' | 'countCreatedSince';

export class InMemoryUserRepository implements Pick<UserRepository, Kept> {
  /** Changed in place: the caller (the mock's demo world) keeps reading it. */
  constructor(readonly users: UserProfile[] = []) {}

  findById(id: string): Promise<UserProfile | null> {
    return Promise.resolve(this.users.find((u) => u.id === id) ?? null);
  }

  list(q: UserPageQuery): Promise<Page<UserProfile>> {
    const rows = this.users.filter(
      (u) => (contains(u.email, q.search) || contains(u.name, q.search)) && (!q.role || u.role === q.role),
    );
    const columns = fieldColumns(['created_at', 'email', 'name', 'role']);
    const sorted = sortAdminRows(rows, q, 'created_at', columns);
    return Promise.resolve(pageOfRows(sorted, q));
  }

  updateRole(id: string, role: Role): Promise<UserProfile | null> {
    const index = this.users.findIndex((u) => u.id === id);
    const user = this.users[index];
    if (!user) return Promise.resolve(null);
    this.users[index] = { ...user, role };
    return Promise.resolve(this.users[index]);
  }

  count(): Promise<number> {
    return Promise.resolve(this.users.length);
  }

  countCreatedSince(since: string): Promise<number> {
    return Promise.resolve(this.users.filter((u) => Date.parse(u.created_at) >= Date.parse(since)).length);
  }
}
