// Reading a user's alert notices: each joined with its pick and read back as the domain's AlertNotice, and the
// streams' polls, many answered in one statement (SqlAlertRepository's notice reads).
import { AlertNotice, DisplayPickDirection } from '@edgeboard/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db';
import { parseRow, toIso, toIsoOrNull, toNumberOrNull } from '../row-mapping';
import type { AlertTables } from './alert-tables';

type AlertDb = Kysely<Database & AlertTables>;
type NoticeRow = Awaited<ReturnType<ReturnType<typeof noticeQuery>['execute']>>[number];

/** Notices one poll of a stream answers at most; the rest come at its next wake. */
export const STREAM_BATCH = 50;
/** Polls answered by one statement (SQLite allows 500 terms in a compound select). */
const NOTICE_POLLS_PER_STATEMENT = 100;

export function noticeQuery(db: AlertDb, userId: string) {
  return db
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

export function toNotice(r: NoticeRow) {
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

export async function noticesAfterMany(
  db: AlertDb,
  polls: readonly { userId: string; afterId: number }[],
): Promise<AlertNotice[][]> {
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
      db
        .selectFrom(
          noticeQuery(db, p.userId)
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
        : toNotice(r);
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
