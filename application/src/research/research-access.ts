// The research boards open with the plan the domain's TOOL_PLANS names (starting and up), which the web app's
// locks read too: below it a 403 `upgrade_required` with the board's own notice.
import {
  canUseTool,
  ForbiddenError,
  RESEARCH_UPGRADE_CODE,
  type DashboardTool,
  type SubscriptionState,
} from '@edgeboard/domain';

export function assertResearchBoard(state: SubscriptionState, tool: DashboardTool, message: string): void {
  if (!canUseTool(state, tool)) throw new ForbiddenError(message, RESEARCH_UPGRADE_CODE);
}
