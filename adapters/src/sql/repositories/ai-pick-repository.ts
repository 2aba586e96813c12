import type {
  GradedPickWithGame,
  AdminPickPageQuery,
  AiPick,
  CappedAccess,
  AiPickRepository,
  AiPickUpdate,
  AiPickVersion,
  GradedPickFilter,
  GradedPickQuery,
  Page,
  PickFeedQuery,
  PickGrade,
  PickWithGame,
} from '@edgeboard/domain';
import {
  adminBandRange,
  changesLedger,
  editChangesPricing,
  PICK_MARKET_FIELDS,
  strayPickError,
} from '@edgeboard/domain';
import { sql } from 'kysely';
import type { Kysely, SqlBool, Updateable } from 'kysely';
import type { Database } from '../db';
import { toIso } from '../row-mapping';
import type { AiPicksTable } from '../tables';
import { AiPickFeedQuery, NOTHING } from './ai-pick-feed';
import { rewriteUngraded, type RewriteCounts } from './ai-pick-regeneration';
import { NO_LISTENER, notifying, type PicksChanged } from './write-notice';
import {
  keepVersion,
  lockStartedPicks,
  pickLockedError,
  pickVersions,
  refusingLocked,
} from './ai-pick-ledger';
import { ADMIN_PICK_ORDER, JOINED_GAME_COLUMNS, pickValues, toAiPick, toPickWithGame } from './ai-pick-rows';
import { GRADED_PICK_COLUMNS, toGradedPick, type GradedPickRow } from './graded-pick-rows';
import { adminPagedList, pagedList } from '../paged-list';
import {
  containsText,
  definedFields,
  inTransaction,
  selectById,
  updateById,
  writeInChunks,
} from './query-helpers';

/** A graded pick's date: its game's kick-off, else when it was graded. */
const PICK_DATE = sql<string>`coalesce(${sql.ref('games.kickoff')}, ${sql.ref('ai_picks.graded_at')})`;

/** The market columns of a pick, empty: what a pick stored before prices were kept has. */
const EMPTY_MARKET = Object.fromEntries(PICK_MARKET_FIELDS.map((k) => [k, null])) as Updateable<AiPicksTable>;

export class SqlAiPickRepository implements AiPickRepository {
  private readonly feedQuery: AiPickFeedQuery;

  /** `changed`: raised after every write (the feed and performance caches listen). */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly changed: PicksChanged = NO_LISTENER,
  ) {
    this.feedQuery = new AiPickFeedQuery(db);
  }

  private joined() {
    return this.db.selectFrom('ai_picks').leftJoin('games', 'games.id', 'ai_picks.game_id');
  }

  /** The prop feed: one statement (ai-pick-feed.ts). */
  feed(q: PickFeedQuery): Promise<Page<PickWithGame>> {
    return this.feedQuery.feed(q);
  }

  get(id: string): Promise<AiPick | null> {
    return selectById(this.db, 'ai_picks', id, toAiPick);
  }

  async getWithGame(
    id: string,
    access?: CappedAccess,
  ): Promise<(PickWithGame & { open: boolean; versionCount: number }) | null> {
    // The allowance is the pick's own season's, read from the row in scope.
    const open = access
      ? this.feedQuery.openable(access, sql.ref<number>('ai_picks.season'))
      : sql<SqlBool>`1 = 1`;
    // Counted in the same statement, so a pick never edited costs no query for its versions.
    const versionCount = this.db
      .selectFrom('ai_pick_versions')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('ai_pick_versions.pick_id', '=', sql.ref<string>('ai_picks.id'));
    const row = await this.joined()
      .selectAll('ai_picks')
      .select(JOINED_GAME_COLUMNS)
      .select(sql<number>`case when ${open} then 1 else 0 end`.as('open'))
      .select(versionCount.as('version_count'))
      .where('ai_picks.id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    const { open: flag, version_count, ...rest } = row;
    return { ...toPickWithGame(rest), open: flag === 1, versionCount: Number(version_count ?? 0) };
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

  async ungradedFinal(season: number, throughWeek: number): Promise<PickWithGame[]> {
    const rows = await this.db
      .selectFrom('ai_picks')
      .innerJoin('games', 'games.id', 'ai_picks.game_id')
      .selectAll('ai_picks')
      .select(JOINED_GAME_COLUMNS)
      .where('ai_picks.season', '=', season)
      .where('ai_picks.week', '<=', throughWeek)
      .where('ai_picks.result', 'is', null)
      .where('games.status', '=', 'final')
      .orderBy('ai_picks.week')
      .orderBy('ai_picks.created_at')
      .orderBy('ai_picks.id')
      .execute();
    return rows.map(toPickWithGame);
  }

  /** `editedAt`: when the edit is made, in season time (a version's distance to kickoff is read from it). */
  update(id: string, patch: AiPickUpdate, editedAt?: string): Promise<AiPick | null> {
    return notifying(this.changed, () => this.updateRow(id, patch, editedAt));
  }

  private async updateRow(id: string, patch: AiPickUpdate, editedAt?: string): Promise<AiPick | null> {
    const set: Updateable<AiPicksTable> = definedFields(patch, [
      'player',
      'opponent',
      'stat_type',
      'pick',
      'line_value',
      'confidence',
      'reasoning',
    ]);
    if (Object.keys(set).length === 0) return this.get(id);
    return refusingLocked(() =>
      inTransaction(this.db, async (trx) => {
        const before = await trx.selectFrom('ai_picks').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) return null;
        const current = toAiPick(before);
        if (editChangesPricing(current, patch)) Object.assign(set, EMPTY_MARKET);
        // Refused before any write: the trigger would refuse the update, but not the version written first.
        if (before.locked_at !== null && changesLedger(current, set)) throw pickLockedError();
        if (changesLedger(current, set)) await keepVersion(trx, before, editedAt ?? new Date().toISOString());
        return updateById(trx, 'ai_picks', id, set, toAiPick);
      }),
    );
  }

  lockStarted(now: string): Promise<number> {
    return notifying(this.changed, () => lockStartedPicks(this.db, now));
  }

  versions(pickId: string): Promise<AiPickVersion[]> {
    return pickVersions(this.db, pickId);
  }

  grade(id: string, grade: PickGrade): Promise<AiPick | null> {
    const set = {
      result: grade.result,
      actual_value: grade.actual_value,
      profit: grade.profit,
      graded_at: toIso(grade.graded_at),
    };
    // A locked pick is graded once: the database refuses a second grade (migration 010).
    return notifying(this.changed, () =>
      refusingLocked(() => updateById(this.db, 'ai_picks', id, set, toAiPick)),
    );
  }

  async delete(id: string): Promise<boolean> {
    const r = await notifying(this.changed, () =>
      refusingLocked(() => this.db.deleteFrom('ai_picks').where('id', '=', id).executeTakeFirst()),
    );
    return Number(r.numDeletedRows) > 0;
  }

  insertMany(picks: readonly AiPick[]): Promise<void> {
    return notifying(this.changed, () =>
      writeInChunks(this.db, picks, (trx, part) =>
        trx.insertInto('ai_picks').values(part.map(pickValues)).execute(),
      ),
    );
  }

  async replaceUngraded(picks: readonly AiPick[]): Promise<number> {
    if (picks.length === 0) return 0;
    const r = await notifying(this.changed, () =>
      inTransaction(this.db, (trx) => rewriteUngraded(trx, picks)),
    );
    return r.inserted + r.updated;
  }

  async replaceUngradedForWeek(
    season: number,
    week: number,
    picks: readonly AiPick[],
  ): Promise<RewriteCounts> {
    const stray = strayPickError(season, week, picks);
    if (stray) throw stray;
    return notifying(this.changed, () =>
      inTransaction(this.db, (trx) => rewriteUngraded(trx, picks, { season, week })),
    );
  }

  private gradedBase(f: GradedPickFilter) {
    let qb = this.joined().where('ai_picks.result', 'is not', null);
    if (f.statTypes)
      qb = f.statTypes.length ? qb.where('ai_picks.stat_type', 'in', [...f.statTypes]) : qb.where(NOTHING);
    if (f.result) qb = qb.where('ai_picks.result', '=', f.result);
    if (f.since) qb = qb.where(PICK_DATE, '>=', toIso(f.since));
    // Plays: every pick not published as a pass (picks stored before verdicts were bets).
    if (f.plays)
      qb = qb.where((eb) =>
        eb.or([eb('ai_picks.verdict', 'is', null), eb('ai_picks.verdict', '!=', 'no_play')]),
      );
    return qb;
  }

  async graded(q: GradedPickQuery): Promise<Page<PickWithGame>> {
    const sortColumn =
      q.sortBy === 'confidence'
        ? sql.ref('ai_picks.confidence')
        : q.sortBy === 'profit'
          ? sql.ref('ai_picks.profit')
          : PICK_DATE;
    const ordered = this.gradedBase(q)
      .selectAll('ai_picks')
      .select(JOINED_GAME_COLUMNS)
      .orderBy(sortColumn, q.sortOrder)
      .orderBy('ai_picks.id');
    return pagedList(ordered, q, toPickWithGame);
  }

  async gradedAll(filter: GradedPickFilter): Promise<GradedPickWithGame[]> {
    const rows = await this.gradedBase(filter)
      .select(GRADED_PICK_COLUMNS)
      .orderBy(PICK_DATE)
      .orderBy('ai_picks.id')
      .execute();
    return rows.map((row) => toGradedPick(row as GradedPickRow));
  }

  async gradedVersion(): Promise<string> {
    // Two statements on ai_picks_graded_idx: the count walks the index, the maximum reads its last entry.
    const { n } = await this.db
      .selectFrom('ai_picks')
      .select((eb) => eb.fn.count<number | string>('graded_at').as('n'))
      .executeTakeFirstOrThrow();
    const { last } = await this.db
      .selectFrom('ai_picks')
      .select((eb) => eb.fn.max('graded_at').as('last'))
      .executeTakeFirstOrThrow();
    return `${Number(n)}|${last === null ? '' : toIso(last)}`;
  }

  async adminList(q: AdminPickPageQuery): Promise<Page<AiPick>> {
    let qb = this.db.selectFrom('ai_picks');
    const search = q.search?.trim();
    if (search)
      qb = qb.where((eb) => eb.or([containsText('player', search), containsText('opponent', search)]));
    if (q.statType) qb = qb.where('stat_type', '=', q.statType);
    if (q.band) {
      const { min, max } = adminBandRange(q.band);
      qb = qb.where('confidence', '>=', min).where('confidence', '<=', max);
    }
    if (q.season !== undefined) qb = qb.where('season', '=', q.season);
    if (q.week !== undefined) qb = qb.where('week', '=', q.week);
    if (q.result === 'pending') qb = qb.where('result', 'is', null);
    else if (q.result !== undefined) qb = qb.where('result', '=', q.result);
    return adminPagedList(
      qb.selectAll(),
      q,
      { keys: ADMIN_PICK_ORDER, defaultField: 'created_at' },
      toAiPick,
    );
  }
}
