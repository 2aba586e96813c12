import type { AlertNotice, AlertRule } from '../../entities/alert';
import type { PickDirection, StatType } from '../../entities/prop';

/** A published play, as alert matching reads it. */
export interface PublishedPlay {
  id: string;
  player: string;
  player_id: string | null;
  stat_type: StatType;
  pick: PickDirection;
  line_value: number;
  confidence: number;
  /** Expected value per unit staked (0.051 = +5.1%); null when unpriced. */
  ev: number | null;
  opponent: string;
  created_at: string;
}

/** A user with rules stored, and the address their e-mail notices go to. */
export interface AlertSubscriber {
  userId: string;
  email: string;
  rules: AlertRule[];
}

export interface NewAlertNotice {
  userId: string;
  pickId: string;
  createdAt: string;
}

export interface AlertRepository {
  /** The user's rules in their saved order (empty when none were saved). */
  rules(userId: string): Promise<AlertRule[]>;
  /** Replaces the user's rules in one transaction. */
  saveRules(userId: string, rules: readonly AlertRule[], now: string): Promise<void>;
  /** Every user with at least one enabled rule, with all their rules. */
  subscribers(): Promise<AlertSubscriber[]>;
  /**
   * Plays (verdict play, not locked) published in (`after`, `through`], oldest first: the matching's input.
   */
  playsPublished(after: string, through: string): Promise<PublishedPlay[]>;
  /** Those of these picks that are plays and not locked (what a publish just wrote). */
  playsByIds(ids: readonly string[]): Promise<PublishedPlay[]>;
  /** Adds the notices not yet stored (one per user and pick); answers the ones it added, with their ids. */
  addNotices(notices: readonly NewAlertNotice[]): Promise<Array<NewAlertNotice & { id: number }>>;
  /** The user's latest notices whose pick still exists, newest first, with the unread count over all. */
  notices(userId: string, limit: number): Promise<{ notices: AlertNotice[]; unread: number }>;
  /** The user's notices with an id above `afterId`, oldest first (the stream's poll). */
  noticesAfter(userId: string, afterId: number): Promise<AlertNotice[]>;
  /** Many polls at once (the streams one wake woke), answered in order, each as `noticesAfter` answers it. */
  noticesAfterMany(polls: readonly { userId: string; afterId: number }[]): Promise<AlertNotice[][]>;
  /** The id of the user's newest notice (0 when none): where a new stream starts. */
  lastNoticeId(userId: string): Promise<number>;
  /** Marks one of the user's notices (or all, `id` null) read at `now`; answers the unread count left. */
  markRead(userId: string, id: number | null, now: string): Promise<number>;
  /** Where matching stopped: plays published through this instant were matched (null before the first run). */
  watermark(): Promise<string | null>;
  setWatermark(through: string): Promise<void>;
}
