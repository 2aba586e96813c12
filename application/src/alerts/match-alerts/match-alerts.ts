// The alerts use case: plays published since the watermark, matched to every subscriber's rules (as their plan
// allows them today), become notices, and e-mails for rules that ask for them. Run by the publish hook (after
// the back office generates picks) and by the `alerts.match` job, which sees picks published any other way (the
// demo season's tick, hosted ingestion, a replay). Idempotent: a notice is unique per user and pick, and only
// the notices this run added are e-mailed, so overlapping runs on several instances send nothing twice.
import {
  alertAccess,
  effectiveAlertRules,
  formatSignedPercent,
  matchPlay,
  propFeedCap,
  resolveSubscription,
  statTypeLabel,
  type AiPickRepository,
  type AlertRepository,
  type Clock,
  type Mailer,
  type NewAlertNotice,
  type PublishedPlay,
  type UserRepository,
} from '@edgeboard/domain';

/**
 * Each run looks this far behind the watermark as well: a pick stamped just before a run but written just after
 * it would otherwise be missed. Plays seen twice make no second notice.
 */
export const MATCH_OVERLAP_MS = 10 * 60_000;

export interface MatchAlertsDeps {
  alerts: AlertRepository;
  users: Pick<UserRepository, 'findManyWithSubscriptions'>;
  /** Whether a capped plan may open a play: a notice never points at an analysis its reader would be refused. */
  picks: Pick<AiPickRepository, 'getWithGame'>;
  mailer: Mailer;
  /** Real time: the notices' times and the subscriptions' state. */
  clock: Clock;
  /** Season time: the picks' publication times (the demo clock locally). */
  seasonClock: Clock;
  /** Streams of this instance to wake when their user gets a notice. */
  waker?: { notify(userIds: Iterable<string>): void };
  publicUrl?: string;
  /** A mail that could not be sent: logged, never failing the run (the notice is in the bell). */
  onMailError?: (err: unknown) => void;
}

export interface MatchAlertsResult {
  plays: number;
  notices: number;
  emails: number;
}

function playText(p: PublishedPlay): string {
  const side = p.pick === 'over' ? 'Over' : 'Under';
  return `${p.player} ${side} ${p.line_value} ${statTypeLabel(p.stat_type)}`;
}

function mailFor(p: PublishedPlay, publicUrl: string | undefined) {
  const ev = p.ev === null ? '' : `, ${formatSignedPercent(p.ev * 100)} expected value`;
  const link = `${publicUrl ?? ''}/dashboard/analysis/${encodeURIComponent(p.id)}`;
  return {
    subject: `New play: ${playText(p)}`,
    text:
      `A new play matches your alert: ${playText(p)} vs ${p.opponent}, Edge Score ${p.confidence}${ev}.\n\n` +
      `See the analysis: ${link}\n\nChange your alerts in your dashboard under Alerts.`,
  };
}

/** Sets the watermark where there is none, so that matching starts from now and not from the whole season. */
export async function startWatermark(deps: {
  alerts: Pick<AlertRepository, 'watermark' | 'setWatermark'>;
  seasonClock: Clock;
}): Promise<void> {
  if ((await deps.alerts.watermark()) === null)
    await deps.alerts.setWatermark(deps.seasonClock.now().toISOString());
}

/** Notices (and e-mails) for these plays, for every subscriber whose rules match as their plan allows today. */
export async function notifyPlays(
  deps: MatchAlertsDeps,
  plays: readonly PublishedPlay[],
): Promise<MatchAlertsResult> {
  if (plays.length === 0) return { plays: 0, notices: 0, emails: 0 };
  const { alerts } = deps;
  const now = deps.clock.now();
  const seasonNow = deps.seasonClock.now().toISOString();
  // A capped plan (starting) opens only its allowance, the same for every user with that cap: asked once per cap.
  const openByCap = new Map<number, Promise<readonly PublishedPlay[]>>();
  const openTo = (cap: number): Promise<readonly PublishedPlay[]> => {
    if (!Number.isFinite(cap)) return Promise.resolve(plays);
    let open = openByCap.get(cap);
    if (!open) {
      open = Promise.all(plays.map((p) => deps.picks.getWithGame(p.id, { now: seasonNow, cap }))).then(
        (found) => plays.filter((_, i) => found[i]?.open === true),
      );
      openByCap.set(cap, open);
    }
    return open;
  };
  const wanted: NewAlertNotice[] = [];
  const mailed = new Map<string, { email: string; play: PublishedPlay }>();
  const subscribers = await alerts.subscribers();
  // Read together: a read per subscriber put 10,000 queries between a publish and its first notice.
  const accounts = await deps.users.findManyWithSubscriptions(subscribers.map((s) => s.userId));
  for (const sub of subscribers) {
    const account = accounts.get(sub.userId);
    if (!account) continue;
    const state = resolveSubscription({
      isAdmin: account.profile.role === 'admin',
      records: account.subscriptions,
      now,
    });
    const rules = effectiveAlertRules(alertAccess(state), sub.rules);
    if (rules.length === 0) continue;
    for (const play of await openTo(propFeedCap(state))) {
      const match = matchPlay(rules, play);
      if (!match.notify) continue;
      wanted.push({ userId: sub.userId, pickId: play.id, createdAt: now.toISOString() });
      if (match.email) mailed.set(`${sub.userId}|${play.id}`, { email: sub.email, play });
    }
  }
  const added = await alerts.addNotices(wanted);
  if (added.length > 0) deps.waker?.notify(added.map((n) => n.userId));
  let emails = 0;
  for (const n of added) {
    const mail = mailed.get(`${n.userId}|${n.pickId}`);
    if (!mail) continue;
    try {
      await deps.mailer.send({ to: mail.email, ...mailFor(mail.play, deps.publicUrl) });
      emails += 1;
    } catch (err) {
      deps.onMailError?.(err);
    }
  }
  return { plays: plays.length, notices: added.length, emails };
}

/** The job's run: the plays published (season time) since the watermark, less the overlap; moves the watermark. */
export async function matchAlerts(deps: MatchAlertsDeps): Promise<MatchAlertsResult> {
  const { alerts } = deps;
  const through = deps.seasonClock.now();
  const mark = await alerts.watermark();
  if (mark === null) {
    await alerts.setWatermark(through.toISOString());
    return { plays: 0, notices: 0, emails: 0 };
  }
  const after = new Date(Date.parse(mark) - MATCH_OVERLAP_MS).toISOString();
  const result = await notifyPlays(deps, await alerts.playsPublished(after, through.toISOString()));
  if (through.getTime() > Date.parse(mark)) await alerts.setWatermark(through.toISOString());
  return result;
}

/**
 * The publish hook's run: the picks a publish just wrote, by id, so they are noticed before the back office's
 * answer goes back instead of at the job's next minute (the job sees them again; a notice is made once).
 */
export async function matchPublished(
  deps: MatchAlertsDeps,
  pickIds: readonly string[],
): Promise<MatchAlertsResult> {
  return notifyPlays(deps, await deps.alerts.playsByIds(pickIds));
}
