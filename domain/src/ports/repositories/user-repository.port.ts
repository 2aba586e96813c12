import type { Subscription } from '../../entities/subscription';
import type { Role, UserProfile } from '../../entities/user';
import type { Page } from '../../entities/page';
import type { USER_SORT_FIELDS } from '../../entities/admin-queries';
import type { AdminSort, PageRequest } from './paging';

export interface NewUserProfile {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** Defaults to now. */
  created_at?: string;
}

export interface UserPageQuery extends PageRequest, AdminSort<(typeof USER_SORT_FIELDS)[number]> {
  /** Case-insensitive partial match on e-mail or name. */
  search?: string;
  role?: Role;
}

export interface UserWithSubscriptions {
  profile: UserProfile;
  subscriptions: Subscription[];
}

/** The `users` profile table. E-mail addresses are stored and matched lower-cased. */
export interface UserRepository {
  create(user: NewUserProfile): Promise<UserProfile>;
  findById(id: string): Promise<UserProfile | null>;
  /**
   * The profile with the user's subscriptions (newest period end first, as SubscriptionRepository.listForUser
   * gives them), in one statement: what resolving a request's caller needs.
   */
  findWithSubscriptions(id: string): Promise<UserWithSubscriptions | null>;
  /** Many users' findWithSubscriptions in a few statements, by id (an unknown id is left out). */
  findManyWithSubscriptions(ids: readonly string[]): Promise<Map<string, UserWithSubscriptions>>;
  findByEmail(email: string): Promise<UserProfile | null>;
  /** Newest first unless sorted (ties by id), with the exact count of all matches. */
  list(query: UserPageQuery): Promise<Page<UserProfile>>;
  updateRole(id: string, role: Role): Promise<UserProfile | null>;
  updateName(id: string, name: string): Promise<UserProfile | null>;
  /** False when there was no such user. */
  delete(id: string): Promise<boolean>;
  count(): Promise<number>;
  countCreatedSince(since: string): Promise<number>;
}
