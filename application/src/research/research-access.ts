// The research boards are for starting and up: below that a 403 `upgrade_required` with the board's own notice.
import {
  ForbiddenError,
  hasStandardFeatures,
  RESEARCH_UPGRADE_CODE,
  type SubscriptionState,
} from '@edgeboard/domain';

export function assertResearchBoard(state: SubscriptionState, message: string): void {
  if (!hasStandardFeatures(state)) throw new ForbiddenError(message, RESEARCH_UPGRADE_CODE);
}
