import { Plan } from '@edgeboard/domain';
import type { PlanRepository, StoredPlan, Tier } from '@edgeboard/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db';
import { fromBool, parseJson, parseRow, toBool, toJson } from '../row-mapping';
import type { PlansTable } from '../tables';
import { excludedColumns, firstOrNull, inTransaction, selectById } from './query-helpers';

function toPlan(row: Selectable<PlansTable>): StoredPlan {
  const plan = parseRow(Plan, 'plans', {
    id: row.id,
    tier: row.tier,
    name: row.name,
    price: row.price,
    interval: row.interval,
    features: parseJson(row.features),
    description: row.description,
    popular: toBool(row.popular),
    ...(row.trial_days === null ? {} : { trialDays: row.trial_days }),
  });
  return { ...plan, priceId: row.price_id };
}

const PLAN_COLUMNS = [
  'tier',
  'name',
  'price',
  'interval',
  'features',
  'description',
  'popular',
  'trial_days',
  'price_id',
  'sort_order',
] as const;

export class SqlPlanRepository implements PlanRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(): Promise<StoredPlan[]> {
    const rows = await this.db.selectFrom('plans').selectAll().orderBy('sort_order').orderBy('id').execute();
    return rows.map(toPlan);
  }

  async get(id: string): Promise<StoredPlan | null> {
    return selectById(this.db, 'plans', id, toPlan);
  }

  findByTier(tier: Tier): Promise<StoredPlan | null> {
    return firstOrNull(this.db.selectFrom('plans').selectAll().where('tier', '=', tier), toPlan);
  }

  findByPriceId(priceId: string): Promise<StoredPlan | null> {
    return firstOrNull(this.db.selectFrom('plans').selectAll().where('price_id', '=', priceId), toPlan);
  }

  async upsertMany(plans: readonly StoredPlan[]): Promise<void> {
    if (plans.length === 0) return;
    await inTransaction(this.db, async (trx) => {
      await trx
        .insertInto('plans')
        .values(
          plans.map((p, i) => ({
            id: p.id,
            tier: p.tier,
            name: p.name,
            price: p.price,
            interval: p.interval,
            features: toJson(p.features),
            description: p.description,
            popular: fromBool(p.popular),
            trial_days: p.trialDays ?? null,
            price_id: p.priceId,
            sort_order: i,
          })),
        )
        .onConflict((oc) => oc.column('id').doUpdateSet(excludedColumns(PLAN_COLUMNS)))
        .execute();
    });
  }
}
