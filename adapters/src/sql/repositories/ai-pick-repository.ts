import type {
  AdminPickPageQuery,
  AiPick,
  AiPickRepository,
  AiPickUpdate,
  GradedPickFilter,
  GradedPickQuery,
  Page,
  PickFeedFilter,
  PickFeedQuery,
  PickGrade,
  PickWithGame,
} from '@edgeboard/domain';
import { adminListOrder, editChangesPricing, PICK_MARKET_FIELDS } from '@edgeboard/domain';
import { sql } from 'kysely';
import type { Kysely, SqlBool, Updateable } from 'kysely';
import type { Database } from '../db';
import { toIso } from '../row-mapping';
import type { AiPicksTable } from '../tables';
import { ADMIN_PICK_ORDER, JOINED_GAME_COLUMNS, pickValues, toAiPick, toPickWithGame } from './ai-pick-rows';
import {
  chunk,
  containsText,
  countRows,
  INSERT_CHUNK,
  inTransaction,
  orderedBy,
  pageBounds,
} from './query-helpers';

const NOTHING = sql<SqlBool>`1 = 0`;
/** A graded pick's date: its game's kick-off, else when it was graded. */
const PICK_DATE = sql<string>`coalesce(${sql.ref('games.kickoff')}, ${sql.ref('ai_picks.graded_at')})`;

/**
 * Inserts the picks in chunks and counts the rows written. An id that is still taken belongs to a graded pick,
 * which must stay as it is, so it is skipped rather than overwritten.
 */
async function insertKeepingTaken(trx: Kysely<Database>, picks: readonly AiPick[]): Promise<number> {
  let inserted = 0;
  for (const part of chunk(picks, INSERT_CHUNK)) {
    const r = await trx
      .insertInto('ai_picks')
      .values(part.map(pickValues))
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    inserted += Number(r.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}
/** The market columns of a pick, empty: what a pick stored before prices were kept has. */
const EMPTY_MARKET = Object.fromEntries(PICK_MARKET_FIELDS.map((k) => [k, null])) as Updateable<AiPicksTable>;

export class SqlAiPickRepository implements AiPickRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private joined() {
    return this.db.selectFrom('ai_picks').leftJoin('games', 'games.id', 'ai_picks.game_id');
  }

  /**
   * The feed's filters on ai_picks alone (the game status through a subquery), so counting a week
   * reads only the feed index and never joins.
   */
  private feedBase(f: PickFeedFilter) {
    let qb = this.db.selectFrom('ai_picks');
    if (f.season !== undefined) qb = qb.where('ai_picks.season', '=', f.season);
    if (f.week !== undefined) qb = qb.where('ai_picks.week', '=', f.week);
    if (f.minConfidence !== undefined && f.minConfidence > 0) {
      qb = qb.where('ai_picks.confidence', '>=', f.minConfidence);
    }
    if (f.statTypes) {
      qb = f.statTypes.length ? qb.where('ai_picks.stat_type', 'in', [...f.statTypes]) : qb.where(NOTHING);
    }
    const player = f.player?.trim();
    if (player) qb = qb.where(containsText('ai_picks.player', player));
    const statuses = f.gameStatuses;
    if (statuses) {
      qb = statuses.length
        ? qb.where('ai_picks.game_id', 'in', (eb) =>
            eb
              .selectFrom('games')
              .select('games.id')
              .where('games.status', 'in', [...statuses]),
          )
        : qb.where(NOTHING);
    }
    if (f.ids) qb = f.ids.length ? qb.where('ai_picks.id', 'in', [...f.ids]) : qb.where(NOTHING);
    if (f.playsOnly) qb = qb.where('ai_picks.verdict', '=', 'play');
    if (f.upcomingAt !== undefined) qb = qb.where('ai_picks.game_id', 'in', this.upcomingGames(f.upcomingAt));
    if (f.openTo) {
      const { now, ids } = f.openTo;
      qb = qb.where((eb) =>
        eb.or([
          eb('ai_picks.game_id', 'in', this.startedGames(now)),
          ...(ids.length ? [eb('ai_picks.id', 'in', [...ids])] : []),
        ]),
      );
    }
    return qb;
  }

  /** Games not started at `now`: still scheduled and kicking off after it. */
  private upcomingGames(now: string) {
    return this.db
      .selectFrom('games')
      .select('games.id')
      .where('games.status', '=', 'scheduled')
      .where('games.kickoff', '>', toIso(now));
  }

  /** Games started by `now`: whatever is not upcoming (live, final, canceled, or past kick-off). */
  private startedGames(now: string) {
    return this.db
      .selectFrom('games')
      .select('games.id')
      .where((eb) => eb.or([eb('games.status', '<>', 'scheduled'), eb('games.kickoff', '<=', toIso(now))]));
  }

  async feed(q: PickFeedQuery): Promise<Page<PickWithGame>> {
    const base = this.feedBase(q);
    let rows = base
      .leftJoin('games', 'games.id', 'ai_picks.game_id')
      .selectAll('ai_picks')
      .select(JOINED_GAME_COLUMNS);
    const dir = q.sortOrder;
    switch (q.sortBy) {
      case 'confidence':
        rows = rows.orderBy('ai_picks.confidence', dir);
        break;
      case 'created_at':
        rows = rows.orderBy('ai_picks.created_at', dir);
        break;
      case 'stat_type':
        rows = rows.orderBy('ai_picks.stat_type', dir);
        break;
      case 'ev':
        // Picks without a price (stored before prices were kept) go last in both directions.
        rows = rows
          .orderBy(sql`case when ${sql.ref('ai_picks.ev')} is null then 1 else 0 end`)
          .orderBy('ai_picks.ev', dir);
        break;
      case 'start_time':
        // Picks without a game go last in both directions, as neither engine's NULL order is portable.
        rows = rows
          .orderBy(sql`case when ${sql.ref('games.kickoff')} is null then 1 else 0 end`)
          .orderBy('games.kickoff', dir);
        break;
    }
    const [count, data] = await Promise.all([
      countRows(base),
      // Ties go by id in the sort's own direction, so one index serves both directions.
      rows.orderBy('ai_picks.id', dir).limit(Math.max(0, q.limit)).offset(Math.max(0, q.offset)).execute(),
    ]);
    return { data: data.map(toPickWithGame), count };
  }

  countFeed(filter: PickFeedFilter): Promise<number> {
    return countRows(this.feedBase(filter));
  }

  async upcomingAllowanceIds(season: number, now: string, cap: number): Promise<string[]> {
    if (cap <= 0) return [];
    const rows = await this.db
      .selectFrom('ai_picks')
      .select('id')
      .where('season', '=', season)
      .where('game_id', 'in', this.upcomingGames(now))
      .orderBy('created_at')
      .orderBy('id')
      .limit(cap)
      .execute();
    return rows.map((r) => r.id);
  }

  async get(id: string): Promise<AiPick | null> {
    const row = await this.db.selectFrom('ai_picks').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toAiPick(row) : null;
  }

  async getWithGame(id: string): Promise<PickWithGame | null> {
    const row = await this.joined()
      .selectAll('ai_picks')
      .select(JOINED_GAME_COLUMNS)
      .where('ai_picks.id', '=', id)
      .executeTakeFirst();
    return row ? toPickWithGame(row) : null;
  }

  async forWeek(season: number, week: number): Promise<AiPick[]> {
    const rows = await this.db
      .selectFrom('ai_picks')
      .selectAll()
      .where('season', '=', season)
      .where('week', '=', week)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toAiPick);
  }

  async update(id: string, patch: AiPickUpdate): Promise<AiPick | null> {
    const set: Updateable<AiPicksTable> = {};
    if (patch.player !== undefined) set.player = patch.player;
    if (patch.opponent !== undefined) set.opponent = patch.opponent;
    if (patch.stat_type !== undefined) set.stat_type = patch.stat_type;
    if (patch.pick !== undefined) set.pick = patch.pick;
    if (patch.line_value !== undefined) set.line_value = patch.line_value;
    if (patch.confidence !== undefined) set.confidence = patch.confidence;
    if (patch.reasoning !== undefined) set.reasoning = patch.reasoning;
    if (Object.keys(set).length === 0) return this.get(id);
    const current = await this.get(id);
    if (!current) return null;
    if (editChangesPricing(current, patch)) Object.assign(set, EMPTY_MARKET);
    const row = await this.db
      .updateTable('ai_picks')
      .set(set)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row ? toAiPick(row) : null;
  }

  async grade(id: string, grade: PickGrade): Promise<AiPick | null> {
    const row = await this.db
      .updateTable('ai_picks')
      .set({
        result: grade.result,
        actual_value: grade.actual_value,
        profit: grade.profit,
        graded_at: toIso(grade.graded_at),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row ? toAiPick(row) : null;
  }

  async delete(id: string): Promise<boolean> {
    const r = await this.db.deleteFrom('ai_picks').where('id', '=', id).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  async insertMany(picks: readonly AiPick[]): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      for (const part of chunk(picks, INSERT_CHUNK)) {
        await trx.insertInto('ai_picks').values(part.map(pickValues)).execute();
      }
    });
  }

  async replaceUngraded(picks: readonly AiPick[]): Promise<number> {
    if (picks.length === 0) return 0;
    return inTransaction(this.db, async (trx) => {
      await trx
        .deleteFrom('ai_picks')
        .where(
          'id',
          'in',
          picks.map((p) => p.id),
        )
        .where('result', 'is', null)
        .execute();
      return insertKeepingTaken(trx, picks);
    });
  }

  async replaceUngradedForWeek(
    season: number,
    week: number,
    picks: readonly AiPick[],
  ): Promise<{ deleted: number; inserted: number }> {
    const stray = picks.find((p) => p.season !== season || p.week !== week);
    if (stray)
      throw new Error(
        `Pick ${stray.id} is for ${stray.season} week ${stray.week}, not ${season} week ${week}`,
      );
    return inTransaction(this.db, async (trx) => {
      const del = await trx
        .deleteFrom('ai_picks')
        .where('season', '=', season)
        .where('week', '=', week)
        .where('result', 'is', null)
        .executeTakeFirst();
      return { deleted: Number(del.numDeletedRows), inserted: await insertKeepingTaken(trx, picks) };
    });
  }

  private gradedBase(f: GradedPickFilter) {
    let qb = this.joined().where('ai_picks.result', 'is not', null);
    if (f.statTypes)
      qb = f.statTypes.length ? qb.where('ai_picks.stat_type', 'in', [...f.statTypes]) : qb.where(NOTHING);
    if (f.result) qb = qb.where('ai_picks.result', '=', f.result);
    if (f.since) qb = qb.where(PICK_DATE, '>=', toIso(f.since));
    return qb;
  }

  async graded(q: GradedPickQuery): Promise<Page<PickWithGame>> {
    const base = this.gradedBase(q);
    const { limit, offset } = pageBounds(q);
    const sortColumn =
      q.sortBy === 'confidence'
        ? sql.ref('ai_picks.confidence')
        : q.sortBy === 'profit'
          ? sql.ref('ai_picks.profit')
          : PICK_DATE;
    const [count, rows] = await Promise.all([
      countRows(base),
      base
        .selectAll('ai_picks')
        .select(JOINED_GAME_COLUMNS)
        .orderBy(sortColumn, q.sortOrder)
        .orderBy('ai_picks.id')
        .limit(limit)
        .offset(offset)
        .execute(),
    ]);
    return { data: rows.map(toPickWithGame), count };
  }

  async gradedAll(filter: GradedPickFilter): Promise<PickWithGame[]> {
    const rows = await this.gradedBase(filter)
      .selectAll('ai_picks')
      .select(JOINED_GAME_COLUMNS)
      .orderBy(PICK_DATE)
      .orderBy('ai_picks.id')
      .execute();
    return rows.map(toPickWithGame);
  }

  async adminList(q: AdminPickPageQuery): Promise<Page<AiPick>> {
    let qb = this.db.selectFrom('ai_picks');
    const search = q.search?.trim();
    if (search)
      qb = qb.where((eb) => eb.or([containsText('player', search), containsText('opponent', search)]));
    if (q.statType) qb = qb.where('stat_type', '=', q.statType);
    if (q.band === 'high') qb = qb.where('confidence', '>=', 80);
    if (q.band === 'medium') qb = qb.where('confidence', '>=', 60).where('confidence', '<', 80);
    if (q.band === 'low') qb = qb.where('confidence', '<', 60);
    if (q.season !== undefined) qb = qb.where('season', '=', q.season);
    if (q.week !== undefined) qb = qb.where('week', '=', q.week);
    if (q.result === 'pending') qb = qb.where('result', 'is', null);
    else if (q.result !== undefined) qb = qb.where('result', '=', q.result);
    const { limit, offset } = pageBounds(q);
    const { field, order } = adminListOrder(q, 'created_at');
    const [count, rows] = await Promise.all([
      countRows(qb),
      orderedBy(qb.selectAll(), ADMIN_PICK_ORDER[field], order).limit(limit).offset(offset).execute(),
    ]);
    return { data: rows.map(toAiPick), count };
  }
}
