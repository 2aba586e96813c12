// Which plan opens each of the dashboard's tools (issue #28 item 9): one table that the API's gates
// (application/src/research) and the web app's locks (the side navigation and the dashboard gate, which
// skip every request a plan cannot have) both read, so a lock in the menu is a 403 on the server.
import type { PaidTier, SubscriptionState } from '../entities/subscription';
import { FEATURE_TIER } from './plans';
import { hasTierAccess } from './subscription';

export const DASHBOARD_TOOLS = [
  'player_research',
  'odds_board',
  'defense',
  'bets',
  'alerts',
  'prop_calculator',
] as const;
export type DashboardTool = (typeof DASHBOARD_TOOLS)[number];

/** The lowest plan that opens each tool (admins open every one): the plans' own feature table, read here. */
export const TOOL_PLANS: Readonly<Record<DashboardTool, PaidTier>> = {
  player_research: FEATURE_TIER.player_research,
  odds_board: FEATURE_TIER.odds_board,
  defense: FEATURE_TIER.defense_vs_position,
  bets: FEATURE_TIER.bet_tracker,
  alerts: FEATURE_TIER.alerts,
  prop_calculator: FEATURE_TIER.prop_calculator,
};

export function canUseTool(
  state: Pick<SubscriptionState, 'tier' | 'status' | 'isAdmin'>,
  tool: DashboardTool,
): boolean {
  return hasTierAccess(state, TOOL_PLANS[tool]);
}
