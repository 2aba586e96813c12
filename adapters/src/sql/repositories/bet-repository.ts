// The bet tracker's bets (table bets, migration 008). Every read and write names the owner, so one user's bet id
// is simply not found for another.
import type {
  BetPatch,
  BetRecord,
  BetRepository,
  BetResult,
  BetSettlement,
  BetWrite,
  PickDirection,
  StatType,
} from '@edgeboard/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db';
import { toIso, toIsoOrNull, toNumber } from '../row-mapping';
import { firstOrNull } from './query-helpers';

type Timestamps = 'placed_at' | 'settled_at' | 'created_at' | 'updated_at';

/**
 * The stored row: the record's columns, with the driver's timestamps (a Date on PostgreSQL) and plain text
 * where the record narrows to the domain's enums.
 */
type BetRow = Omit<BetRecord, Timestamps | 'stat_type' | 'side' | 'result'> & {
  stat_type: string;
  side: string;
  result: string | null;
  placed_at: string | Date;
  settled_at: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
};

type BetTables = { bets: BetRow };

const toRecord = (r: Selectable<BetTables['bets']>): BetRecord => ({
  ...r,
  odds: toNumber(r.odds),
  stake: toNumber(r.stake),
  line: toNumber(r.line),
  stat_type: r.stat_type as StatType,
  side: r.side as PickDirection,
  result: r.result as BetResult | null,
  placed_at: toIso(r.placed_at),
  settled_at: toIsoOrNull(r.settled_at),
  created_at: toIso(r.created_at),
  updated_at: toIso(r.updated_at),
});

export class SqlBetRepository implements BetRepository {
  private readonly db: Kysely<BetTables>;

  constructor(db: Kysely<Database>) {
    this.db = db.withTables<BetTables>();
  }

  async forUser(userId: string): Promise<BetRecord[]> {
    const rows = await this.db
      .selectFrom('bets')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('placed_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(toRecord);
  }

  async pageForUser(userId: string, { page, pageSize }: { page: number; pageSize: number }) {
    const rows = await this.db
      .selectFrom('bets')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('placed_at', 'desc')
      .orderBy('id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return rows.map(toRecord);
  }

  async openForUser(userId: string): Promise<BetRecord[]> {
    const rows = await this.db
      .selectFrom('bets')
      .selectAll()
      .where('user_id', '=', userId)
      .where('result', 'is', null)
      .orderBy('placed_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(toRecord);
  }

  async countForUser(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('bets')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    // PostgreSQL's count is a bigint, which its driver answers as text.
    return Number(row.n);
  }

  get(userId: string, id: string): Promise<BetRecord | null> {
    const query = this.db.selectFrom('bets').selectAll().where('user_id', '=', userId).where('id', '=', id);
    return firstOrNull(query, toRecord);
  }

  async create(bet: BetWrite): Promise<BetRecord> {
    const row = await this.db
      .insertInto('bets')
      .values({ ...bet, result: null, settled_at: null })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(row);
  }

  updateOpen(userId: string, id: string, patch: BetPatch): Promise<BetRecord | null> {
    const update = this.db
      .updateTable('bets')
      .set(patch)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .where('result', 'is', null)
      .returningAll();
    return firstOrNull(update, toRecord);
  }

  async settle(id: string, s: BetSettlement): Promise<boolean> {
    const res = await this.db
      .updateTable('bets')
      .set({
        result: s.result,
        settled_at: s.settled_at,
        ...(s.game_id !== undefined && { game_id: s.game_id }),
      })
      .where('id', '=', id)
      .where('result', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const res = await this.db
      .deleteFrom('bets')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }
}
