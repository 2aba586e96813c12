// The header bell: the caller's latest notices with the unread count, and marking one or all of them read.
import type { AlertNotices, AlertReadRequest, AlertRepository, Clock } from '@edgeboard/domain';
import { requireAlertAccess } from '../alerts-access';
import type { AlertCaller } from '../alert-rules/alert-rules';

/** The bell shows this many notices. */
export const BELL_NOTICES = 20;

export async function alertNotices(
  deps: { alerts: Pick<AlertRepository, 'notices'> },
  caller: AlertCaller,
): Promise<AlertNotices> {
  requireAlertAccess(caller.subscription);
  return deps.alerts.notices(caller.userId, BELL_NOTICES);
}

/** Answers the unread count left. */
export async function markAlertsRead(
  deps: { alerts: Pick<AlertRepository, 'markRead'>; clock: Clock },
  caller: AlertCaller,
  request: AlertReadRequest,
): Promise<{ unread: number }> {
  requireAlertAccess(caller.subscription);
  const id = 'id' in request ? request.id : null;
  return { unread: await deps.alerts.markRead(caller.userId, id, deps.clock.now().toISOString()) };
}
