import type { AlertAccess, AlertRule } from '../entities/alert';
import type { StatType } from '../entities/prop';
import type { SubscriptionState } from '../entities/subscription';
import { canUseFeature } from './plans';

/**
 * The starting plan's one rule (docs/decisions.md, Alerts): every new play, any stat type, any player. Matching
 * only notifies a capped plan of plays inside its allowance, which is taken by value (plays first, by EV then Edge
 * Score), so the rule follows the plays the plan opens; an Edge Score threshold would drop the plus-money plays
 * the allowance ranks first. Off until the subscriber switches it on, so nobody gets notices they never asked for.
 */
export const DEFAULT_ALERT_RULE: AlertRule = {
  enabled: false,
  minEdgeScore: null,
  minEvPercent: null,
  statTypes: [],
  players: [],
  email: false,
};

type StateLike = Pick<SubscriptionState, 'tier' | 'status' | 'isAdmin'>;

/** Custom rules for all-star (and admin), the default rule for starting, nothing below (null). */
export function alertAccess(state: StateLike): AlertAccess | null {
  if (canUseFeature(state, 'custom_alerts')) return 'custom';
  if (canUseFeature(state, 'alerts')) return 'default';
  return null;
}

/** The play facts a rule looks at. */
export interface AlertPlay {
  confidence: number;
  /** Expected value per unit staked (0.051 = +5.1%); null when unpriced. */
  ev: number | null;
  stat_type: StatType;
  player_id?: string | null;
}

/** Whether a play meets a rule's thresholds and lists (a disabled rule matches nothing). */
export function ruleMatches(rule: AlertRule, play: AlertPlay): boolean {
  if (!rule.enabled) return false;
  if (rule.minEdgeScore !== null && play.confidence < rule.minEdgeScore) return false;
  if (rule.minEvPercent !== null && (play.ev === null || play.ev * 100 < rule.minEvPercent - 1e-9))
    return false;
  if (rule.statTypes.length > 0 && !rule.statTypes.some((t) => t === play.stat_type)) return false;
  if (rule.players.length > 0 && !rule.players.some((p) => p.id === play.player_id)) return false;
  return true;
}

/**
 * The rules that apply for a plan: all-star's own; starting's default rule, switched on or off (and e-mailed or
 * not) as its first stored rule says; none below starting, whatever is stored (a downgrade keeps the rows).
 */
export function effectiveAlertRules(access: AlertAccess | null, stored: readonly AlertRule[]): AlertRule[] {
  if (access === 'custom') return [...stored];
  if (access === 'default') {
    const first = stored[0];
    return [{ ...DEFAULT_ALERT_RULE, enabled: first?.enabled ?? false, email: first?.email ?? false }];
  }
  return [];
}

/** Whether a rule list only switches the default rule on or off (all a starting subscriber may save). */
export function isDefaultRuleOnly(rules: readonly AlertRule[]): boolean {
  if (rules.length !== 1) return false;
  const [rule] = rules as [AlertRule];
  const d = DEFAULT_ALERT_RULE;
  return (
    rule.minEdgeScore === d.minEdgeScore &&
    rule.minEvPercent === d.minEvPercent &&
    rule.statTypes.length === 0 &&
    rule.players.length === 0
  );
}

/** Which of a user's rules match a play: notified when any does, e-mailed when any matching one says so. */
export function matchPlay(rules: readonly AlertRule[], play: AlertPlay): { notify: boolean; email: boolean } {
  const matching = rules.filter((r) => ruleMatches(r, play));
  return { notify: matching.length > 0, email: matching.some((r) => r.email) };
}

/** The bell's count: "9+" past nine, nothing at zero. */
export function unreadBadge(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 9 ? '9+' : String(unread);
}
