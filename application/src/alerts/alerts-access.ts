// Alerts are for starting and up: starting switches the default rule on or off, all-star (and admin) write rules
// of their own. Below starting a 403 with the alerts' upgrade code.
import {
  ALERTS_UPGRADE_CODE,
  ALERTS_UPGRADE_MESSAGE,
  alertAccess,
  ForbiddenError,
  type AlertAccess,
  type SubscriptionState,
} from '@edgeboard/domain';

export function requireAlertAccess(state: SubscriptionState): AlertAccess {
  const access = alertAccess(state);
  if (!access) throw new ForbiddenError(ALERTS_UPGRADE_MESSAGE, ALERTS_UPGRADE_CODE);
  return access;
}
