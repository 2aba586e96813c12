// The caller's alert rules: read as their plan applies them (starting: the default rule, on or off), and saved
// (custom rules only for all-star; 403 otherwise). The first save anywhere starts the matching's watermark, so
// plays published from then on are matched, not the season so far.
import {
  CUSTOM_ALERTS_UPGRADE_CODE,
  CUSTOM_ALERTS_UPGRADE_MESSAGE,
  DEFAULT_ALERT_RULE,
  effectiveAlertRules,
  ForbiddenError,
  isDefaultRuleOnly,
  type AlertRepository,
  type AlertRule,
  type AlertRules,
  type Clock,
  type SubscriptionState,
} from '@edgeboard/domain';
import { requireAlertAccess } from '../alerts-access';
import { startWatermark } from '../match-alerts/match-alerts';

export interface AlertRulesDeps {
  alerts: Pick<AlertRepository, 'rules' | 'saveRules' | 'watermark' | 'setWatermark'>;
  /** Real time: when the rules were saved. */
  clock: Clock;
  /** Season time: where the matching's watermark starts. */
  seasonClock: Clock;
}

export interface AlertCaller {
  userId: string;
  subscription: SubscriptionState;
}

export async function alertRules(
  deps: Pick<AlertRulesDeps, 'alerts'>,
  caller: AlertCaller,
): Promise<AlertRules> {
  const access = requireAlertAccess(caller.subscription);
  const stored = await deps.alerts.rules(caller.userId);
  return {
    access,
    rules: access === 'custom' ? stored : effectiveAlertRules(access, stored),
    defaultRule: DEFAULT_ALERT_RULE,
  };
}

export async function saveAlertRules(
  deps: AlertRulesDeps,
  caller: AlertCaller,
  rules: readonly AlertRule[],
): Promise<AlertRules> {
  const access = requireAlertAccess(caller.subscription);
  if (access === 'default' && !isDefaultRuleOnly(rules))
    throw new ForbiddenError(CUSTOM_ALERTS_UPGRADE_MESSAGE, CUSTOM_ALERTS_UPGRADE_CODE);
  await deps.alerts.saveRules(caller.userId, rules, deps.clock.now().toISOString());
  await startWatermark(deps);
  return alertRules(deps, caller);
}
