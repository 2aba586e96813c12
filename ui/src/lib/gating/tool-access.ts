// The dashboard's tools a plan may not open (issue #28 item 9), from the domain's TOOL_PLANS (the table the
// API's gates read): the side navigation marks them locked and the dashboard gate shows the plan that opens
// one instead of mounting its page, so no request that can only answer 403 is made.
import {
  canUseTool,
  TOOL_PLANS,
  type DashboardTool,
  type PaidTier,
  type SubscriptionState,
} from '@edgeboard/domain';

export interface ToolPage {
  tool: DashboardTool;
  title: string;
  /** What the plan does, after its name: "Starting Edge opens the odds board". */
  unlocks: string;
}

/** The dashboard pages that are one tool each, by path (a player's research is under /dashboard/players/). */
export const TOOL_PAGES: Readonly<Record<string, ToolPage>> = {
  '/dashboard/players': {
    tool: 'player_research',
    title: 'Player Research',
    unlocks: 'opens player research: game logs, hit rates and splits',
  },
  '/dashboard/odds': { tool: 'odds_board', title: 'Odds Board', unlocks: 'opens the odds board' },
  '/dashboard/defense': {
    tool: 'defense',
    title: 'Defence vs Position',
    unlocks: 'opens defence vs position',
  },
  '/dashboard/bets': { tool: 'bets', title: 'Bet Tracker', unlocks: 'unlocks the bet tracker' },
  '/dashboard/alerts': { tool: 'alerts', title: 'Alerts', unlocks: 'unlocks alerts on new plays' },
};

export interface LockedTool extends ToolPage {
  /** The plan that opens it. */
  tier: PaidTier;
}

type StateLike = Pick<SubscriptionState, 'tier' | 'status' | 'isAdmin'>;

/** The tool page at this path when the caller's plan cannot open it, else null (not a tool, or open). */
export function lockedToolAt(pathname: string, state: StateLike | undefined): LockedTool | null {
  if (!state) return null;
  const path = pathname.replace(/\/+$/, '');
  const key = Object.keys(TOOL_PAGES).find((k) => path === k || path.startsWith(`${k}/`));
  const page = key === undefined ? undefined : TOOL_PAGES[key];
  if (!page || canUseTool(state, page.tool)) return null;
  return { ...page, tier: TOOL_PLANS[page.tool] };
}
