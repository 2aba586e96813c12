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

export class SqlDemoState {
  private readonly db: Kysely<DemoStateTables>;

  constructor(db: Kysely<Database>) {
    this.db = db.withTables<DemoStateTables>();
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
