// Alert rules, the notices new plays made for each user, and the matching's watermark (migration 009).
import { AlertNotice, AlertRule, DisplayPickDirection, PLAY_VERDICT } from '@edgeboard/domain';
import type {
  AlertRepository,
  AlertSubscriber,
  NewAlertNotice,
  PickDirection,
  PublishedPlay,
  StatType,
} from '@edgeboard/domain';
import { sql, type Generated, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db';
import {
  fromBool,
  parseJson,
  parseRow,
  toBool,
  toIso,
  toIsoOrNull,
  toJson,
  toNumberOrNull,
} from '../row-mapping';
import type { BoolCol, JsonCol, NullableTimestampCol, TimestampCol } from '../tables';
import { countRows } from '../paged-list';
import { INSERT_CHUNK, inTransaction, writeInChunks } from './query-helpers';

type AlertRulesTable = {
  id: Generated<number>;
  user_id: string;
  position: number;
  enabled: BoolCol;
  min_edge_score: number | null;
  min_ev_percent: number | null;
  stat_types: JsonCol;
  players: JsonCol;
  email: BoolCol;
  updated_at: TimestampCol;
};

type AlertNoticesTable = {
  id: Generated<number>;
  user_id: string;
  pick_id: string;
  created_at: TimestampCol;
  read_at: NullableTimestampCol;
};

type AlertTables = {
  alert_rules: AlertRulesTable;
  alert_notices: AlertNoticesTable;
  alert_watermark: { name: string; through: TimestampCol };
};

const WATERMARK = 'plays';
/** Notices one poll of a stream answers at most; the rest come at its next wake. */
const STREAM_BATCH = 50;
/** Polls answered by one statement (SQLite allows 500 terms in a compound select). */
const NOTICE_POLLS_PER_STATEMENT = 100;

function toRule(row: Selectable<AlertRulesTable>): AlertRule {
  return parseRow(AlertRule, 'alert_rules', {
    enabled: toBool(row.enabled),
    minEdgeScore: row.min_edge_score,
    minEvPercent: toNumberOrNull(row.min_ev_percent),
    statTypes: parseJson(row.stat_types),
    players: parseJson(row.players),
    email: toBool(row.email),
  });
}

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

  private noticeQuery(userId: string) {
    return this.db
      .selectFrom('alert_notices as n')
      .innerJoin('ai_picks as p', 'p.id', 'n.pick_id')
      .select([
        'n.id',
        'n.pick_id',
        'n.created_at',
        'n.read_at',
        'p.player',
        'p.stat_type',
        'p.pick',
        'p.line_value',
        'p.confidence',
        'p.ev',
        'p.opponent',
        'p.season',
        'p.week',
      ])
      .where('n.user_id', '=', userId);
  }

  private toNotice(r: Awaited<ReturnType<ReturnType<SqlAlertRepository['noticeQuery']>['execute']>>[number]) {
    const ev = toNumberOrNull(r.ev);
    return parseRow(AlertNotice, 'alert_notices', {
      id: r.id,
      pickId: r.pick_id,
      createdAt: toIso(r.created_at),
      readAt: toIsoOrNull(r.read_at),
      player: r.player,
      statType: r.stat_type,
      direction: DisplayPickDirection.parse(r.pick === 'over' ? 'Over' : 'Under'),
      line: r.line_value,
      edgeScore: r.confidence,
      evPercent: ev === null ? null : Math.round(ev * 1000) / 10,
      opponent: r.opponent,
      season: r.season,
      week: r.week,
    });
  }

  async notices(userId: string, limit: number): Promise<{ notices: AlertNotice[]; unread: number }> {
    const rows = await this.noticeQuery(userId).orderBy('n.id', 'desc').limit(limit).execute();
    return { notices: rows.map((r) => this.toNotice(r)), unread: await this.unread(userId) };
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
    const rows = await this.noticeQuery(userId)
      .where('n.id', '>', afterId)
      .orderBy('n.id')
      .limit(STREAM_BATCH)
      .execute();
    return rows.map((r) => this.toNotice(r));
  }

  async noticesAfterMany(polls: readonly { userId: string; afterId: number }[]): Promise<AlertNotice[][]> {
    // Many streams woken at once (a publish wakes every subscriber's) ask in one statement per chunk: each
    // distinct poll is its own indexed, limited select, tagged with its place, glued by UNION ALL.
    const distinct = new Map<string, { userId: string; afterId: number; index: number }>();
    for (const p of polls) {
      const key = `${String(p.afterId)}|${p.userId}`;
      if (!distinct.has(key)) distinct.set(key, { ...p, index: distinct.size });
    }
    const found = new Map<number, AlertNotice[]>();
    const ofPick = new Map<string, AlertNotice>();
    const all = [...distinct.values()];
    for (let i = 0; i < all.length; i += NOTICE_POLLS_PER_STATEMENT) {
      const selects = all.slice(i, i + NOTICE_POLLS_PER_STATEMENT).map((p) =>
        this.db
          .selectFrom(
            this.noticeQuery(p.userId)
              .where('n.id', '>', p.afterId)
              .orderBy('n.id')
              .limit(STREAM_BATCH)
              .as('poll'),
          )
          .selectAll()
          .select(sql<number>`${sql.lit(p.index)}`.as('poll_index')),
      );
      const [first, ...rest] = selects;
      if (!first) continue;
      const rows = await rest.reduce((q, next) => q.unionAll(next), first).execute();
      for (const r of rows) {
        const list = found.get(r.poll_index) ?? [];
        // A publish gives thousands of users a notice of the same few picks: each pick's row is checked once,
        // its other notices differ only in their own columns.
        const seen = ofPick.get(r.pick_id);
        const notice = seen
          ? { ...seen, id: r.id, createdAt: toIso(r.created_at), readAt: toIsoOrNull(r.read_at) }
          : this.toNotice(r);
        if (!seen) ofPick.set(r.pick_id, notice);
        list.push(notice);
        found.set(r.poll_index, list);
      }
    }
    return polls.map((p) => {
      const index = distinct.get(`${String(p.afterId)}|${p.userId}`)?.index ?? -1;
      return (found.get(index) ?? []).sort((a, b) => a.id - b.id);
    });
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
