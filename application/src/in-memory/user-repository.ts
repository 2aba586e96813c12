// The UserRepository's look-up over an array, for the account use cases' tests and the dev mock (which passes
// its world's own list, so sign-ups and deletions there show at once).
import type { UserProfile, UserRepository } from '@edgeboard/domain';

export class InMemoryUserRepository implements Pick<UserRepository, 'findById'> {
  constructor(readonly users: UserProfile[] = []) {}

  findById(id: string): Promise<UserProfile | null> {
    return Promise.resolve(this.users.find((u) => u.id === id) ?? null);
  }
}
