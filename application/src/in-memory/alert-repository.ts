// The AlertRepository over arrays, for the alerts use cases' tests and the dev mock: rules per user, notices
// joined to the picks they point at (a notice whose pick is gone is not shown), plays read from the picks, and
// the matching's watermark, with the SQL repository's orders, limits and uniqueness (one notice per user and pick).
import type {
  AiPick,
  AlertNotice,
  AlertRepository,
  AlertRule,
  AlertSubscriber,
  NewAlertNotice,
  PublishedPlay,
} from '@edgeboard/domain';
import { isPlay } from '@edgeboard/domain';

interface StoredNotice extends NewAlertNotice {
  id: number;
  readAt: string | null;
}

export interface AlertSources {
  /** The picks as they stand now (read at each call). */
  picks: () => readonly AiPick[];
  /** Where a user's e-mail notices go (null: no such user, no subscriber). */
  emailOf: (userId: string) => string | null;
}

/** The stream's poll reads at most this many notices at once. */
const STREAM_BATCH = 50;
const byCreated = (a: PublishedPlay, b: PublishedPlay) =>
  a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);

function toPlay(p: AiPick): PublishedPlay {
  const { id, player, stat_type, pick, line_value, confidence, opponent, created_at } = p;
  const play = { id, player, stat_type, pick, line_value, confidence, opponent, created_at };
  return { ...play, player_id: p.player_id ?? null, ev: p.ev ?? null };
}

function toNotice(n: StoredNotice, p: AiPick): AlertNotice {
  const ev = p.ev ?? null;
  return {
    ...{ id: n.id, pickId: n.pickId, createdAt: n.createdAt, readAt: n.readAt, player: p.player },
    ...{ statType: p.stat_type as AlertNotice['statType'], direction: p.pick === 'over' ? 'Over' : 'Under' },
    ...{ line: p.line_value, edgeScore: p.confidence, opponent: p.opponent, season: p.season, week: p.week },
    evPercent: ev === null ? null : Math.round(ev * 1000) / 10,
  };
}

export class InMemoryAlertRepository implements AlertRepository {
  private readonly rulesOf = new Map<string, AlertRule[]>();
  private readonly stored: StoredNotice[] = [];
  private mark: string | null = null;

  constructor(private readonly sources: AlertSources) {}

  rules(userId: string): Promise<AlertRule[]> {
    return Promise.resolve([...(this.rulesOf.get(userId) ?? [])]);
  }

  saveRules(userId: string, rules: readonly AlertRule[]): Promise<void> {
    this.rulesOf.set(userId, [...rules]);
    return Promise.resolve();
  }

  subscribers(): Promise<AlertSubscriber[]> {
    const subs: AlertSubscriber[] = [];
    for (const [userId, rules] of [...this.rulesOf].sort(([a], [b]) => a.localeCompare(b))) {
      const email = this.sources.emailOf(userId);
      if (email !== null && rules.some((r) => r.enabled)) subs.push({ userId, email, rules: [...rules] });
    }
    return Promise.resolve(subs);
  }

  private plays(): PublishedPlay[] {
    return this.sources
      .picks()
      .filter((p) => isPlay(p) && !p.locked_at)
      .map(toPlay)
      .sort(byCreated);
  }

  playsPublished(after: string, through: string): Promise<PublishedPlay[]> {
    const [from, to] = [Date.parse(after), Date.parse(through)];
    return Promise.resolve(
      this.plays().filter((p) => Date.parse(p.created_at) > from && Date.parse(p.created_at) <= to),
    );
  }

  playsByIds(ids: readonly string[]): Promise<PublishedPlay[]> {
    return Promise.resolve(this.plays().filter((p) => ids.includes(p.id)));
  }

  addNotices(notices: readonly NewAlertNotice[]): Promise<Array<NewAlertNotice & { id: number }>> {
    const added: Array<NewAlertNotice & { id: number }> = [];
    for (const n of notices) {
      if (this.stored.some((s) => s.userId === n.userId && s.pickId === n.pickId)) continue;
      const row = { ...n, id: this.stored.length + 1, readAt: null };
      this.stored.push(row);
      added.push({ ...n, id: row.id });
    }
    return Promise.resolve(added);
  }

  /** The user's notices whose pick still exists, oldest first. */
  private shown(userId: string): AlertNotice[] {
    const picks = new Map(this.sources.picks().map((p) => [p.id, p]));
    return this.stored.flatMap((n) => {
      const pick = n.userId === userId ? picks.get(n.pickId) : undefined;
      return pick ? [toNotice(n, pick)] : [];
    });
  }

  notices(userId: string, limit: number): Promise<{ notices: AlertNotice[]; unread: number }> {
    const all = this.shown(userId);
    const unread = all.filter((n) => n.readAt === null).length;
    return Promise.resolve({ notices: all.reverse().slice(0, limit), unread });
  }

  noticesAfter(userId: string, afterId: number): Promise<AlertNotice[]> {
    return Promise.resolve(
      this.shown(userId)
        .filter((n) => n.id > afterId)
        .slice(0, STREAM_BATCH),
    );
  }

  noticesAfterMany(polls: readonly { userId: string; afterId: number }[]): Promise<AlertNotice[][]> {
    return Promise.all(polls.map((p) => this.noticesAfter(p.userId, p.afterId)));
  }

  lastNoticeId(userId: string): Promise<number> {
    return Promise.resolve(Math.max(0, ...this.stored.filter((n) => n.userId === userId).map((n) => n.id)));
  }

  async markRead(userId: string, id: number | null, now: string): Promise<number> {
    for (const n of this.stored)
      if (n.userId === userId && n.readAt === null && (id === null || n.id === id)) n.readAt = now;
    return (await this.notices(userId, 0)).unread;
  }

  watermark(): Promise<string | null> {
    return Promise.resolve(this.mark);
  }

  setWatermark(through: string): Promise<void> {
    this.mark = through;
    return Promise.resolve();
  }
}
