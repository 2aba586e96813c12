import { ACTIVE_STATUSES, AdminSubscriptionRow, Subscription } from '@edgeboard/domain';
import type {
  Page,
  SUBSCRIPTION_SORT_FIELDS,
  SubscriptionPageQuery,
  SubscriptionPatch,
  SubscriptionRepository,
  SubscriptionWrite,
} from '@edgeboard/domain';
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../db';
import { fromBool, nowIso, parseRow, toBool, toIso } from '../row-mapping';
import type { SubscriptionsTable } from '../tables';
import { adminPagedList, countRows, type SortColumns } from '../paged-list';
import { containsText, editedFields, firstOrNull, selectById, updateById } from './query-helpers';

export function toSubscription(row: Selectable<SubscriptionsTable>): Subscription {
  return parseRow(Subscription, 'subscriptions', {
    id: row.id,
    user_id: row.user_id,
    tier: row.tier,
    status: row.status,
    price_id: row.price_id,
    provider_subscription_id: row.provider_subscription_id,
    current_period_start: toIso(row.current_period_start),
    current_period_end: toIso(row.current_period_end),
    cancel_at_period_end: toBool(row.cancel_at_period_end),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  });
}

const SUBSCRIPTION_ORDER: SortColumns<(typeof SUBSCRIPTION_SORT_FIELDS)[number]> = {
  created_at: [{ column: 'subscriptions.created_at' }],
  user_email: [{ column: 'users.email', text: true }],
  user_name: [{ column: 'users.name', text: true }],
  tier: [{ column: 'subscriptions.tier' }],
  status: [{ column: 'subscriptions.status' }],
  current_period_end: [{ column: 'subscriptions.current_period_end' }],
};

function patchColumns(patch: SubscriptionPatch): Updateable<SubscriptionsTable> {
  const set: Updateable<SubscriptionsTable> = editedFields(patch, [
    'tier',
    'status',
    'price_id',
    'provider_customer_id',
  ]);
  if (patch.current_period_start !== undefined) set.current_period_start = toIso(patch.current_period_start);
  if (patch.current_period_end !== undefined) set.current_period_end = toIso(patch.current_period_end);
  if (patch.cancel_at_period_end !== undefined)
    set.cancel_at_period_end = fromBool(patch.cancel_at_period_end);
  return set;
}

export class SqlSubscriptionRepository implements SubscriptionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async listForUser(userId: string): Promise<Subscription[]> {
    const rows = await this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('current_period_end', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(toSubscription);
  }

  latestForUser(userId: string): Promise<Subscription | null> {
    const latest = this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc');
    return firstOrNull(latest, toSubscription);
  }

  async get(id: string): Promise<Subscription | null> {
    return selectById(this.db, 'subscriptions', id, toSubscription);
  }

  findByProviderId(providerSubscriptionId: string): Promise<Subscription | null> {
    const query = this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('provider_subscription_id', '=', providerSubscriptionId);
    return firstOrNull(query, toSubscription);
  }

  private values(input: SubscriptionWrite) {
    const now = nowIso();
    return {
      id: randomUUID(),
      user_id: input.user_id,
      tier: input.tier,
      status: input.status,
      price_id: input.price_id,
      provider_customer_id: input.provider_customer_id ?? null,
      provider_subscription_id: input.provider_subscription_id,
      current_period_start: toIso(input.current_period_start),
      current_period_end: toIso(input.current_period_end),
      cancel_at_period_end: fromBool(input.cancel_at_period_end),
      created_at: now,
      updated_at: now,
    };
  }

  async create(input: SubscriptionWrite): Promise<Subscription> {
    const row = await this.db
      .insertInto('subscriptions')
      .values(this.values(input))
      .returningAll()
      .executeTakeFirstOrThrow();
    return toSubscription(row);
  }

  async upsertByProviderId(
    input: SubscriptionWrite & { provider_subscription_id: string },
  ): Promise<Subscription> {
    const values = this.values(input);
    // One statement, so two deliveries racing on the same provider id still leave one row.
    const row = await this.db
      .insertInto('subscriptions')
      .values(values)
      .onConflict((oc) =>
        oc.column('provider_subscription_id').doUpdateSet({
          user_id: values.user_id,
          tier: values.tier,
          status: values.status,
          price_id: values.price_id,
          // An event that does not name the customer keeps the one already recorded.
          ...(input.provider_customer_id === undefined
            ? {}
            : { provider_customer_id: values.provider_customer_id }),
          current_period_start: values.current_period_start,
          current_period_end: values.current_period_end,
          cancel_at_period_end: values.cancel_at_period_end,
          updated_at: values.updated_at,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    return toSubscription(row);
  }

  updateByProviderId(providerSubscriptionId: string, patch: SubscriptionPatch): Promise<Subscription | null> {
    const update = this.db
      .updateTable('subscriptions')
      .set(patchColumns(patch))
      .where('provider_subscription_id', '=', providerSubscriptionId)
      .returningAll();
    return firstOrNull(update, toSubscription);
  }

  async update(id: string, patch: SubscriptionPatch): Promise<Subscription | null> {
    return updateById(this.db, 'subscriptions', id, patchColumns(patch), toSubscription);
  }

  async customerIdForUser(userId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('subscriptions')
      .select('provider_customer_id')
      .where('user_id', '=', userId)
      .where('provider_customer_id', 'is not', null)
      .orderBy('updated_at', 'desc')
      .executeTakeFirst();
    return row?.provider_customer_id ?? null;
  }

  async list(query: SubscriptionPageQuery): Promise<Page<AdminSubscriptionRow>> {
    let qb = this.db.selectFrom('subscriptions').innerJoin('users', 'users.id', 'subscriptions.user_id');
    if (query.status) qb = qb.where('subscriptions.status', '=', query.status);
    if (query.tier) qb = qb.where('subscriptions.tier', '=', query.tier);
    if (query.userId) qb = qb.where('subscriptions.user_id', '=', query.userId);
    const search = query.search?.trim();
    if (search) {
      qb = qb.where((eb) =>
        eb.or([
          containsText('users.email', search),
          containsText('users.name', search),
          eb('subscriptions.user_id', '=', search),
        ]),
      );
    }
    return adminPagedList(
      qb.selectAll('subscriptions').select(['users.email as user_email', 'users.name as user_name']),
      query,
      { keys: SUBSCRIPTION_ORDER, defaultField: 'created_at', idColumn: 'subscriptions.id' },
      ({ user_email, user_name, ...row }) =>
        parseRow(AdminSubscriptionRow, 'subscriptions', { ...toSubscription(row), user_email, user_name }),
    );
  }

  async listAll(): Promise<Subscription[]> {
    const rows = await this.db
      .selectFrom('subscriptions')
      .selectAll()
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toSubscription);
  }

  countActive(at: string): Promise<number> {
    return countRows(
      this.db
        .selectFrom('subscriptions')
        .where('status', 'in', [...ACTIVE_STATUSES])
        .where('tier', '!=', 'free')
        .where('current_period_end', '>', toIso(at)),
    );
  }
}
