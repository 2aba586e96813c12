// Alert rules, the notices new plays made for each user, and the matching's watermark (migration 009).
import { PLAY_VERDICT } from '@edgeboard/domain';
import type {
  AlertNotice,
  AlertRepository,
  AlertRule,
  AlertSubscriber,
  NewAlertNotice,
  PickDirection,
  PublishedPlay,
  StatType,
} from '@edgeboard/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { fromBool, toIso, toJson, toNumberOrNull } from '../row-mapping';
import { countRows } from '../paged-list';
import { noticeQuery, noticesAfterMany, STREAM_BATCH, toNotice } from './alert-notices';
import { toRule, type AlertTables } from './alert-tables';
import { INSERT_CHUNK, inTransaction, writeInChunks } from './query-helpers';

const WATERMARK = 'plays';

export class SqlAlertRepository implements AlertRepository {
  private readonly db: Kysely<Database & AlertTables>;

  constructor(private readonly base: Kysely<Database>) {
    this.db = base.withTables<AlertTables>();
  }

  async rules(userId: string): Promise<AlertRule[]> {
    const rows = await this.db
      .selectFrom('alert_rules')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('position')
      .execute();
    return rows.map(toRule);
  }

  async saveRules(userId: string, rules: readonly AlertRule[], now: string): Promise<void> {
    await inTransaction(this.base, async (trx) => {
      const db = trx.withTables<AlertTables>();
      await db.deleteFrom('alert_rules').where('user_id', '=', userId).execute();
      if (rules.length === 0) return;
      await db
        .insertInto('alert_rules')
        .values(
          rules.map((r, position) => ({
            user_id: userId,
            position,
            enabled: fromBool(r.enabled),
            min_edge_score: r.minEdgeScore,
            min_ev_percent: r.minEvPercent,
            stat_types: toJson(r.statTypes),
            players: toJson(r.players),
            email: fromBool(r.email),
            updated_at: now,
          })),
        )
        .execute();
    });
  }

  async subscribers(): Promise<AlertSubscriber[]> {
    const rows = await this.db
      .selectFrom('alert_rules as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .selectAll('r')
      .select('u.email as address')
      .where('r.user_id', 'in', (q) =>
        q.selectFrom('alert_rules').select('user_id').where('enabled', '=', fromBool(true)),
      )
      .orderBy('r.user_id')
      .orderBy('r.position')
      .execute();
    const byUser = new Map<string, AlertSubscriber>();
    for (const { address, ...row } of rows) {
      const sub = byUser.get(row.user_id) ?? { userId: row.user_id, email: address, rules: [] };
      sub.rules.push(toRule(row));
      byUser.set(row.user_id, sub);
    }
    return [...byUser.values()];
  }

  private playQuery() {
    return this.db
      .selectFrom('ai_picks')
      .select([
        'id',
        'player',
        'player_id',
        'stat_type',
        'pick',
        'line_value',
        'confidence',
        'ev',
        'opponent',
        'created_at',
      ])
      .where('verdict', '=', PLAY_VERDICT)
      .where('locked_at', 'is', null);
  }

  private toPlay(
    r: Awaited<ReturnType<ReturnType<SqlAlertRepository['playQuery']>['execute']>>[number],
  ): PublishedPlay {
    return {
      ...r,
      player_id: r.player_id ?? null,
      stat_type: r.stat_type as StatType,
      pick: r.pick as PickDirection,
      ev: toNumberOrNull(r.ev),
      created_at: toIso(r.created_at),
    };
  }

  async playsPublished(after: string, through: string): Promise<PublishedPlay[]> {
    const rows = await this.playQuery()
      .where('created_at', '>', after)
      .where('created_at', '<=', through)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((r) => this.toPlay(r));
  }

  async playsByIds(ids: readonly string[]): Promise<PublishedPlay[]> {
    const plays: PublishedPlay[] = [];
    for (let i = 0; i < ids.length; i += INSERT_CHUNK) {
      const rows = await this.playQuery()
        .where('id', 'in', ids.slice(i, i + INSERT_CHUNK))
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      plays.push(...rows.map((r) => this.toPlay(r)));
    }
    return plays;
  }

  async addNotices(notices: readonly NewAlertNotice[]): Promise<Array<NewAlertNotice & { id: number }>> {
    // A publish makes a notice per subscriber and play (10,000 subscribers, 160,000 notices a week): one
    // multi-row statement per chunk in one transaction, not a commit per row. RETURNING answers only the rows
    // added (a conflict adds none), and their columns say which notice each id is.
    const added: Array<NewAlertNotice & { id: number }> = [];
    await writeInChunks(this.base, notices, async (trx, part) => {
      const rows = await trx
        .withTables<AlertTables>()
        .insertInto('alert_notices')
        .values(part.map((n) => ({ user_id: n.userId, pick_id: n.pickId, created_at: n.createdAt })))
        .onConflict((oc) => oc.columns(['user_id', 'pick_id']).doNothing())
        .returning(['id', 'user_id', 'pick_id', 'created_at'])
        .execute();
      for (const r of rows)
        added.push({ id: r.id, userId: r.user_id, pickId: r.pick_id, createdAt: toIso(r.created_at) });
    });
    return added.sort((a, b) => a.id - b.id);
  }

  async notices(userId: string, limit: number): Promise<{ notices: AlertNotice[]; unread: number }> {
    const rows = await noticeQuery(this.db, userId).orderBy('n.id', 'desc').limit(limit).execute();
    return { notices: rows.map((r) => toNotice(r)), unread: await this.unread(userId) };
  }

  private unread(userId: string): Promise<number> {
    return countRows(
      this.db
        .selectFrom('alert_notices as n')
        .innerJoin('ai_picks as p', 'p.id', 'n.pick_id')
        .where('n.user_id', '=', userId)
        .where('n.read_at', 'is', null),
    );
  }

  async noticesAfter(userId: string, afterId: number): Promise<AlertNotice[]> {
    const rows = await noticeQuery(this.db, userId)
      .where('n.id', '>', afterId)
      .orderBy('n.id')
      .limit(STREAM_BATCH)
      .execute();
    return rows.map((r) => toNotice(r));
  }

  noticesAfterMany(polls: readonly { userId: string; afterId: number }[]): Promise<AlertNotice[][]> {
    return noticesAfterMany(this.db, polls);
  }

  async lastNoticeId(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('alert_notices')
      .select((eb) => eb.fn.max('id').as('last'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.last ?? 0;
  }

  async markRead(userId: string, id: number | null, now: string): Promise<number> {
    let update = this.db
      .updateTable('alert_notices')
      .set({ read_at: now })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null);
    if (id !== null) update = update.where('id', '=', id);
    await update.execute();
    return this.unread(userId);
  }

  async watermark(): Promise<string | null> {
    const row = await this.db
      .selectFrom('alert_watermark')
      .select('through')
      .where('name', '=', WATERMARK)
      .executeTakeFirst();
    return row ? toIso(row.through) : null;
  }

  async setWatermark(through: string): Promise<void> {
    await this.db
      .insertInto('alert_watermark')
      .values({ name: WATERMARK, through })
      .onConflict((oc) => oc.column('name').doUpdateSet({ through }))
      .execute();
  }
}
