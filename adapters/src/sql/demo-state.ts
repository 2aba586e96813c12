// The demo season's seed and season-clock shift, written once by the first local start (table demo_state).
import type { Kysely } from 'kysely';
import type { Database } from './db';
import { toIso } from './row-mapping';

type DemoStateTables = {
  demo_state: { id: number; seed: number; season_offset_ms: number; seeded_at: string | Date };
};

export interface DemoState {
  seed: number;
  seasonOffsetMs: number;
  seededAt: string;
}

/** The local payment provider's id scheme (adapters/src/payments/local-payment-gateway.ts). */
export interface LocalBillingIds {
  subscription(key: string): string;
  price(tier: string): string;
}

export class SqlDemoState {
  private readonly db: Kysely<DemoStateTables>;

  constructor(private readonly full: Kysely<Database>) {
    this.db = full.withTables<DemoStateTables>();
  }

  /**
   * Gives every paid subscription stored without a provider id the local provider's ids, and answers how
   * many it changed. Databases seeded before issue #18 hold the demo accounts' subscriptions that way, and
   * the billing portal cannot manage a subscription its provider does not hold. Local mode only: there,
   * nothing but the seed writes a subscription without one (checkouts and portal changes always carry it).
   */
  async attachLocalBilling(ids: LocalBillingIds): Promise<number> {
    const rows = await this.full
      .selectFrom('subscriptions')
      .select(['id', 'tier', 'price_id'])
      .where('provider_subscription_id', 'is', null)
      .where('tier', '!=', 'free')
      .execute();
    for (const row of rows) {
      await this.full
        .updateTable('subscriptions')
        .set({
          provider_subscription_id: ids.subscription(row.id),
          price_id: row.price_id ?? ids.price(row.tier),
        })
        .where('id', '=', row.id)
        .where('provider_subscription_id', 'is', null)
        .execute();
    }
    return rows.length;
  }

  async get(): Promise<DemoState | null> {
    const row = await this.db.selectFrom('demo_state').selectAll().where('id', '=', 1).executeTakeFirst();
    return row
      ? { seed: row.seed, seasonOffsetMs: row.season_offset_ms, seededAt: toIso(row.seeded_at) }
      : null;
  }

  async save(state: DemoState): Promise<void> {
    await this.db
      .insertInto('demo_state')
      .values({ id: 1, seed: state.seed, season_offset_ms: state.seasonOffsetMs, seeded_at: state.seededAt })
      .onConflict((oc) =>
        oc.column('id').doUpdateSet({
          seed: state.seed,
          season_offset_ms: state.seasonOffsetMs,
          seeded_at: state.seededAt,
        }),
      )
      .execute();
  }
}
