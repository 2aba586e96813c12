// Who may use the bet tracker (the domain's plan features): starting and up track bets; the CSV export (bet
// reports) is all-star only. The
// refusals carry a code the web app reads to name the plan that unlocks the feature.
import {
  BETS_EXPORT_UPGRADE_CODE,
  BETS_UPGRADE_CODE,
  canUseFeature,
  ForbiddenError,
  type SubscriptionState,
} from '@edgeboard/domain';

export const BETS_UPGRADE_MESSAGE = 'The bet tracker comes with Starting Edge and All-Star Edge.';
export const BETS_EXPORT_UPGRADE_MESSAGE = 'Bet reports (CSV export) come with All-Star Edge.';

/** 403 `BETS_UPGRADE_CODE` below starting. */
export function assertBetTracker(state: SubscriptionState): void {
  if (!canUseFeature(state, 'bet_tracker')) throw new ForbiddenError(BETS_UPGRADE_MESSAGE, BETS_UPGRADE_CODE);
}

/** 403 `BETS_EXPORT_UPGRADE_CODE` below all-star. */
export function assertBetReports(state: SubscriptionState): void {
  if (!canUseFeature(state, 'bet_reports'))
    throw new ForbiddenError(BETS_EXPORT_UPGRADE_MESSAGE, BETS_EXPORT_UPGRADE_CODE);
}
