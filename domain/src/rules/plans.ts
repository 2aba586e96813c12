// What each plan unlocks (issue #28 item 8), said once: the plan cards (PLAN_CATALOGUE, and GET /api/plans, which
// answers these features whatever a stored plan row says), the FAQ and the gating (the server's refusals and the
// web app's locked tools, through `canUseFeature` and the older helpers built on it) all read this file, so a card
// never sells what the product does not do. The spec's tier content also names ads, delayed picks, reports, a
// VIP community and priority support: none exists, so none is listed (docs/decisions.md, Plans).
import { FEED_PAGE_SIZE, SCOUT_TRIAL_DAYS } from '../constants';
import type { PaidTier, Plan, SubscriptionState, Tier } from '../entities/subscription';

/** A tool or content a plan unlocks (the picks allowance is `propFeedCap`'s). */
export type PlanFeature =
  | 'news'
  | 'player_research'
  | 'odds_board'
  | 'defense_vs_position'
  | 'bet_tracker'
  | 'alerts'
  | 'custom_alerts'
  | 'advanced_stats'
  | 'prop_calculator'
  | 'bet_reports';

/** The cheapest plan with each feature (administrators hold every one). */
export const FEATURE_TIER: Readonly<Record<PlanFeature, PaidTier>> = {
  news: 'starting',
  player_research: 'starting',
  odds_board: 'starting',
  defense_vs_position: 'starting',
  bet_tracker: 'starting',
  alerts: 'starting',
  custom_alerts: 'all-star',
  advanced_stats: 'all-star',
  prop_calculator: 'all-star',
  bet_reports: 'all-star',
};

/** How each feature reads on a plan card and in the FAQ, in the order they are listed. */
export const FEATURE_LABELS: Readonly<Record<PlanFeature, string>> = {
  news: 'NFL news',
  player_research: 'Player research: hit rates, game logs and matchups',
  odds_board: 'Odds board: every book’s price on each prop',
  defense_vs_position: 'Defence vs position',
  bet_tracker: 'Bet tracker with P/L, ROI and CLV',
  alerts: 'Play alerts in the app and by e-mail',
  custom_alerts: 'Custom alerts: up to 10 rules by Edge Score, EV, stat type and player',
  advanced_stats: 'Advanced stats: projection range and usage trend',
  prop_calculator: 'Prop calculator at your own line and prices',
  bet_reports: 'Bet reports (CSV export)',
};

const RANK: Readonly<Record<Tier, number>> = { free: 0, scout: 1, starting: 2, 'all-star': 3 };

type StateLike = Pick<SubscriptionState, 'tier' | 'isAdmin'>;

/** Whether the caller's plan (or role) includes `feature`: by tier, as the spec's standard/premium features are. */
export function canUseFeature(state: StateLike, feature: PlanFeature): boolean {
  return state.isAdmin || RANK[state.tier] >= RANK[FEATURE_TIER[feature]];
}

/** Starting, all-star and admin: the spec's "standard features". */
export function hasStandardFeatures(state: StateLike): boolean {
  return state.isAdmin || RANK[state.tier] >= RANK.starting;
}

/** All-star and admin: the spec's "premium features". */
export function hasPremiumFeatures(state: StateLike): boolean {
  return state.isAdmin || RANK[state.tier] >= RANK['all-star'];
}

/** How many upcoming picks a user may see: 3 free and scout, 12 starting, unlimited all-star and admin. */
export function propFeedCap(state: StateLike): number {
  if (hasPremiumFeatures(state)) return Number.POSITIVE_INFINITY;
  if (state.tier === 'starting') return FEED_PAGE_SIZE;
  return 3;
}

const PLAN_NAMES: Readonly<Record<PaidTier, string>> = {
  scout: 'Scout',
  starting: 'Starting Edge',
  'all-star': 'All-Star Edge',
};
const LOWER: Readonly<Record<PaidTier, PaidTier | null>> = {
  scout: null,
  starting: 'scout',
  'all-star': 'starting',
};

function picksLine(tier: PaidTier): string {
  const cap = propFeedCap({ tier, isAdmin: false });
  return Number.isFinite(cap)
    ? `${String(cap)} upcoming picks at a time, each with its analysis`
    : 'Every upcoming pick, each with its analysis';
}

/** What the plan's card lists: its picks allowance, what the plan below has, then what this plan adds. */
export function planFeatures(tier: PaidTier): string[] {
  const lower = LOWER[tier];
  const base =
    lower === null
      ? ['Every graded pick and Performance Review', 'Articles']
      : [`Everything in ${PLAN_NAMES[lower]}`];
  const added = (Object.keys(FEATURE_TIER) as PlanFeature[])
    .filter((f) => FEATURE_TIER[f] === tier)
    .map((f) => FEATURE_LABELS[f]);
  return [picksLine(tier), ...base, ...added];
}

/** The plans of the plans page (spec section 9 prices), each listing what it truly unlocks. */
export const PLAN_CATALOGUE: readonly Plan[] = [
  {
    id: 'scout',
    tier: 'scout',
    name: PLAN_NAMES.scout,
    price: 2.99,
    interval: 'month',
    features: planFeatures('scout'),
    description: `${String(SCOUT_TRIAL_DAYS)}-day free trial, then $2.99/month`,
    popular: false,
    trialDays: SCOUT_TRIAL_DAYS,
  },
  {
    id: 'starting',
    tier: 'starting',
    name: PLAN_NAMES['starting'],
    price: 9.99,
    interval: 'month',
    features: planFeatures('starting'),
    description: 'More picks, NFL news, the research tools, the bet tracker and alerts',
    popular: true,
  },
  {
    id: 'all-star',
    tier: 'all-star',
    name: PLAN_NAMES['all-star'],
    price: 19.99,
    interval: 'month',
    features: planFeatures('all-star'),
    description: 'Every pick, advanced stats, the calculator, custom alerts and bet reports',
    popular: false,
  },
];
