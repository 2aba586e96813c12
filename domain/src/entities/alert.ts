import { z } from 'zod';
import { Confidence, EntityId, INTEGER_COLUMN_MAX, Timestamp } from './common';
import { DisplayPickDirection, EngineStatType } from './prop';
import { Season, Week } from './game';

/** Most rules one all-star subscriber may keep, and most players or stat types one rule may name. */
export const MAX_ALERT_RULES = 10;
export const MAX_ALERT_RULE_PLAYERS = 20;

/** A player named by a rule: the id matches, the name is shown. */
export const AlertPlayer = z.object({ id: EntityId, name: z.string().min(1).max(120) });
export type AlertPlayer = z.infer<typeof AlertPlayer>;

/**
 * One alert rule. A play matches when its Edge Score and its EV reach the minimums (null: no minimum), its stat
 * type is listed (empty: any) and its player is listed (empty: any).
 */
export const AlertRule = z.object({
  enabled: z.boolean(),
  minEdgeScore: z.number().int().min(1).max(100).nullable(),
  /** Expected value in percent of the stake (5 = +5.0%). */
  minEvPercent: z.number().min(0).max(100).nullable(),
  statTypes: z.array(EngineStatType).max(EngineStatType.options.length),
  players: z.array(AlertPlayer).max(MAX_ALERT_RULE_PLAYERS),
  /** Also send each new notice of this rule by e-mail. */
  email: z.boolean(),
});
export type AlertRule = z.infer<typeof AlertRule>;

/** What the caller's plan allows: the default rule on or off (starting), or rules of their own (all-star). */
export const AlertAccess = z.enum(['default', 'custom']);
export type AlertAccess = z.infer<typeof AlertAccess>;

/** GET and PUT /api/alerts/rules. */
export const AlertRules = z.object({
  access: AlertAccess,
  rules: z.array(AlertRule).max(MAX_ALERT_RULES),
  /** The default rule's thresholds, for the form (a starting subscriber may only switch it on or off). */
  defaultRule: AlertRule,
});
export type AlertRules = z.infer<typeof AlertRules>;

/** PUT /api/alerts/rules: the caller's whole rule list. */
export const AlertRulesUpdate = z.object({ rules: z.array(AlertRule).max(MAX_ALERT_RULES) });
export type AlertRulesUpdate = z.infer<typeof AlertRulesUpdate>;

/** One notice in the bell: a new play that matched one of the caller's rules. */
export const AlertNotice = z.object({
  id: z.number().int().positive(),
  pickId: EntityId,
  createdAt: Timestamp,
  readAt: Timestamp.nullable(),
  player: z.string(),
  statType: EngineStatType,
  direction: DisplayPickDirection,
  line: z.number(),
  edgeScore: Confidence,
  /** Expected value at the published price, in percent of the stake; null when unpriced. */
  evPercent: z.number().nullable(),
  opponent: z.string(),
  season: Season,
  week: Week,
});
export type AlertNotice = z.infer<typeof AlertNotice>;

/** GET /api/alerts: the latest notices, newest first, and how many are unread in all. */
export const AlertNotices = z.object({
  notices: z.array(AlertNotice),
  unread: z.number().int().min(0),
});
export type AlertNotices = z.infer<typeof AlertNotices>;

/** POST /api/alerts/read: one notice, or every notice. */
export const AlertReadRequest = z.union([
  z.object({ id: z.number().int().positive().max(INTEGER_COLUMN_MAX) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type AlertReadRequest = z.infer<typeof AlertReadRequest>;

export const AlertReadResult = z.object({ unread: z.number().int().min(0) });
export type AlertReadResult = z.infer<typeof AlertReadResult>;

/** 403 codes the UI reads: alerts need starting or up; rules of one's own need all-star. */
export const ALERTS_UPGRADE_CODE = 'upgrade_required';
export const CUSTOM_ALERTS_UPGRADE_CODE = 'all_star_required';
export const ALERTS_UPGRADE_MESSAGE = 'Alerts come with the Starting plan and up.';
export const CUSTOM_ALERTS_UPGRADE_MESSAGE =
  'Custom alert rules come with the All-Star plan. On Starting you can switch the default alert on or off.';
