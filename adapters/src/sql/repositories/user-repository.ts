import { INVALID_EMAIL_MESSAGE, isValidEmail, UserProfile, ValidationError } from '@edgeboard/domain';
import type {
  NewUserProfile,
  Page,
  Role,
  USER_SORT_FIELDS,
  UserPageQuery,
  UserRepository,
  UserWithSubscriptions,
} from '@edgeboard/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db';
import { nowIso, parseRow, toIso } from '../row-mapping';
import type { UsersTable } from '../tables';
import { adminPagedList, countRows, type SortColumns } from '../paged-list';
import { containsText, firstOrNull, INSERT_CHUNK, selectById, updateById } from './query-helpers';
import { toSubscription } from './subscription-repository';

function toUser(row: Selectable<UsersTable>): UserProfile {
  return parseRow(UserProfile, 'users', { ...row, created_at: toIso(row.created_at) });
}

/** The subscriptions columns the viewer's join selects, prefixed so they cannot collide with the user's. */
const SUBSCRIPTION_COLUMNS = [
  'subscriptions.id as s_id',
  'subscriptions.tier as s_tier',
  'subscriptions.status as s_status',
  'subscriptions.price_id as s_price_id',
  'subscriptions.provider_customer_id as s_provider_customer_id',
  'subscriptions.provider_subscription_id as s_provider_subscription_id',
  'subscriptions.current_period_start as s_current_period_start',
  'subscriptions.current_period_end as s_current_period_end',
  'subscriptions.cancel_at_period_end as s_cancel_at_period_end',
  'subscriptions.created_at as s_created_at',
  'subscriptions.updated_at as s_updated_at',
] as const;

const USER_ORDER: SortColumns<(typeof USER_SORT_FIELDS)[number]> = {
  created_at: [{ column: 'created_at' }],
  email: [{ column: 'email', text: true }],
  name: [{ column: 'name', text: true }],
  role: [{ column: 'role' }],
};

export class SqlUserRepository implements UserRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(user: NewUserProfile): Promise<UserProfile> {
    // Checked before writing: a row the profile schema refuses would break every later read of the list.
    if (!isValidEmail(user.email)) {
      throw new ValidationError(INVALID_EMAIL_MESSAGE, [{ path: 'email', message: INVALID_EMAIL_MESSAGE }]);
    }
    const row = await this.db
      .insertInto('users')
      .values({
        id: user.id,
        name: user.name,
        email: user.email.toLowerCase(),
        role: user.role,
        created_at: toIso(user.created_at ?? nowIso()),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toUser(row);
  }

  async findById(id: string): Promise<UserProfile | null> {
    return selectById(this.db, 'users', id, toUser);
  }

  async findWithSubscriptions(id: string): Promise<UserWithSubscriptions | null> {
    const rows = await this.withSubscriptions().where('users.id', '=', id).execute();
    return accountsOf(rows).get(id) ?? null;
  }

  async findManyWithSubscriptions(ids: readonly string[]): Promise<Map<string, UserWithSubscriptions>> {
    const found = new Map<string, UserWithSubscriptions>();
    for (let i = 0; i < ids.length; i += INSERT_CHUNK) {
      const rows = await this.withSubscriptions()
        .where('users.id', 'in', ids.slice(i, i + INSERT_CHUNK))
        .execute();
      for (const [id, account] of accountsOf(rows)) found.set(id, account);
    }
    return found;
  }

  /** One row per subscription (one with null subscription columns when there is none), in listForUser's order. */
  private withSubscriptions() {
    return this.db
      .selectFrom('users')
      .leftJoin('subscriptions', 'subscriptions.user_id', 'users.id')
      .selectAll('users')
      .select(SUBSCRIPTION_COLUMNS)
      .orderBy('subscriptions.current_period_end', 'desc')
      .orderBy('subscriptions.id');
  }

  findByEmail(email: string): Promise<UserProfile | null> {
    const query = this.db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase());
    return firstOrNull(query, toUser);
  }

  async list(query: UserPageQuery): Promise<Page<UserProfile>> {
    let qb = this.db.selectFrom('users');
    const search = query.search?.trim();
    if (search) qb = qb.where((eb) => eb.or([containsText('email', search), containsText('name', search)]));
    if (query.role) qb = qb.where('role', '=', query.role);
    return adminPagedList(qb.selectAll(), query, { keys: USER_ORDER, defaultField: 'created_at' }, toUser);
  }

  async updateRole(id: string, role: Role): Promise<UserProfile | null> {
    return updateById(this.db, 'users', id, { role }, toUser);
  }

  async updateName(id: string, name: string): Promise<UserProfile | null> {
    return updateById(this.db, 'users', id, { name }, toUser);
  }

  async delete(id: string): Promise<boolean> {
    const r = await this.db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  count(): Promise<number> {
    return countRows(this.db.selectFrom('users'));
  }

  countCreatedSince(since: string): Promise<number> {
    return countRows(this.db.selectFrom('users').where('created_at', '>=', toIso(since)));
  }
}

type AccountRow = Awaited<ReturnType<ReturnType<SqlUserRepository['withSubscriptions']>['execute']>>[number];

/** Each user's profile and subscriptions, from withSubscriptions' rows (in their order). */
function accountsOf(rows: readonly AccountRow[]): Map<string, UserWithSubscriptions> {
  const found = new Map<string, UserWithSubscriptions>();
  for (const r of rows) {
    let account = found.get(r.id);
    if (!account) {
      const profile = toUser({
        id: r.id,
        name: r.name,
        email: r.email,
        role: r.role,
        created_at: r.created_at,
      });
      account = { profile, subscriptions: [] };
      found.set(r.id, account);
    }
    if (r.s_id === null) continue;
    account.subscriptions.push(
      toSubscription({
        id: r.s_id,
        user_id: r.id,
        tier: r.s_tier ?? '',
        status: r.s_status ?? '',
        price_id: r.s_price_id,
        provider_customer_id: r.s_provider_customer_id,
        provider_subscription_id: r.s_provider_subscription_id,
        current_period_start: r.s_current_period_start ?? '',
        current_period_end: r.s_current_period_end ?? '',
        cancel_at_period_end: r.s_cancel_at_period_end ?? 0,
        created_at: r.s_created_at ?? '',
        updated_at: r.s_updated_at ?? '',
      }),
    );
  }
  return found;
}
