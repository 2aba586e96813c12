import type { StatType } from './entities/prop';

/** Product constants (spec sections 9 of both documents). Times are in milliseconds. */

// Season and feed
/**
 * The spec's season: the demo season is played in it. Which season is current at run time is the server's season
 * clock's answer (GET /api/site), so a replayed 2023 shows 2023.
 */
export const SEASON = 2025;
export const FIRST_WEEK = 1;
export const WEEKS = 18;
export const DEFAULT_WEEK = 1;
export const FEED_PAGE_SIZE = 12;
export const FEED_MAX_LIMIT = 100;
export const CONFIDENCE_FILTER_VALUES = [0, 60, 70, 80] as const;
export const DEFAULT_FEED_SORT = { sortBy: 'confidence', sortOrder: 'desc' } as const;
export const AI_RECOMMENDATIONS_COUNT = 3;

// Lists
export const LIST_PAGE_SIZE = 10;
export const PERFORMANCE_PAGE_SIZE = 10;
export const RECENT_ACTIVITY_LIMIT = 10;
/** The activity a sign-in records (api/src/modules/local.module.ts); the admin home lists it after business events. */
export const SIGN_IN_ACTIVITY = 'sign_in';
export const ADMIN_ARTICLE_PREVIEW_CHARS = 300;
export const ANALYSIS_EXCERPT_MAX_CHARS = 150;

// Confidence bands
export const CONCERN_DROP_CONFIDENCE = 70;
export const AI_PICK_MIN_CONFIDENCE_INPUT = 1;

// Passwords
/** One minimum for every password form and the auth service (docs/decisions.md: the spec's 7 for sign-up is raised to 8). */
export const PASSWORD_MIN_LENGTH = 8;
/** Supabase Auth refuses longer passwords (bcrypt reads 72 bytes), so the stand-in does too. */
export const PASSWORD_MAX_BYTES = 72;
/** The fixed punctuation list a password's special character must come from. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?`~';
export const DELETE_CONFIRMATION_WORD = 'DELETE';

// Subscriptions
export const ADMIN_SUBSCRIPTION_YEARS = 100;
export const SCOUT_TRIAL_DAYS = 7;

// Timers
export const SCORES_REFRESH_MS = 5_000;
export const NEWS_ROTATION_MS = 12_000;
export const LIVE_GAMES_ROTATION_MS = 10_000;
export const GAMES_PER_PAGE = 6;
export const SUCCESS_REDIRECT_MS = 5_000;
export const RESET_REDIRECT_MS = 1_200;
export const SETTINGS_BANNER_MS = 3_000;

// Marketing
export const DEFAULT_LIST_ID = 1;

// Layout
export const BACK_TO_TOP_THRESHOLD_PX = 300;
export const DASHBOARD_BACK_TO_TOP_THRESHOLD_PX = 100;
export const SIDEBAR_OPEN_WIDTH = '16rem';
export const SIDEBAR_COLLAPSED_WIDTH = '4rem';
export const SIDEBAR_BREAKPOINT_PX = 768;

// Articles and FAQ
export const ARTICLE_CARD_MAX_TAGS = 2;
export const ARTICLE_EXCERPT_LINES = 3;
export const FAQ_ITEM_COUNT = 15;

// Admin settings
export const SETTINGS_ID = 1;

// Product API client
export const API_BASE_PATH = '/api';
export const API_TIMEOUT_MS = 60_000;
export const API_MAX_RETRIES = 3;
export const API_RETRY_BASE_MS = 1_000;

// Auth client
export const CHECKOUT_SESSION_PREFIX = 'stripe-session:';

// Local storage keys
export const STORAGE_KEYS = {
  rememberMe: 'rememberMe',
  rememberedEmail: 'rememberedEmail',
  sidebarOpen: 'sidebar:isOpen',
  adminSidebarOpen: 'adminSidebar:isOpen',
  favouriteArticles: 'edgeboard:favoriteArticles',
} as const;
/** Per-user flag: the free-trial AI recommendations dialog has been used. */
export const freeTrialStorageKey = (userId: string): string => `edgeboard:freeTrialUsed:${userId}`;

/** Prop Feed "Prop Type" filter: value sent as `statType`, its label, and the stat types it covers. */
export const PROP_TYPE_FILTERS = [
  { value: 'player_touchdowns', label: 'Player Touchdowns', statTypes: ['touchdowns', 'passing_tds'] },
  {
    value: 'player_yards',
    label: 'Player Yards',
    statTypes: ['passing_yards', 'rushing_yards', 'receiving_yards'],
  },
  { value: 'player_receptions', label: 'Player Receptions', statTypes: ['receptions'] },
  { value: 'rushing_yards', label: 'Rushing Yards', statTypes: ['rushing_yards'] },
  { value: 'passing_yards', label: 'Passing Yards', statTypes: ['passing_yards'] },
  { value: 'receiving_yards', label: 'Receiving Yards', statTypes: ['receiving_yards'] },
  // The spec also lists Rushing and Receiving Touchdowns; no pick is priced on them (see docs/decisions.md),
  // so they are left out rather than offered as filters that can never match.
  { value: 'passing_touchdowns', label: 'Passing Touchdowns', statTypes: ['passing_tds'] },
] as const satisfies readonly { value: string; label: string; statTypes: readonly StatType[] }[];
export type PropTypeFilterValue = (typeof PROP_TYPE_FILTERS)[number]['value'];

/** Performance Review "Prop Type" filter. */
export const PERFORMANCE_PROP_TYPE_FILTERS = [
  { value: 'player_touchdowns', label: 'Player Touchdowns', statTypes: ['touchdowns', 'passing_tds'] },
  {
    value: 'player_yards',
    label: 'Player Yards',
    statTypes: ['passing_yards', 'rushing_yards', 'receiving_yards'],
  },
  { value: 'player_receptions', label: 'Player Receptions', statTypes: ['receptions'] },
  { value: 'player_rushing', label: 'Player Rushing', statTypes: ['rushing_yards'] },
  { value: 'player_passing', label: 'Player Passing', statTypes: ['passing_yards', 'passing_tds'] },
  // Player Interceptions left out for the same reason as the feed's touchdown splits.
] as const satisfies readonly { value: string; label: string; statTypes: readonly StatType[] }[];
export type PerformancePropTypeValue = (typeof PERFORMANCE_PROP_TYPE_FILTERS)[number]['value'];

export const TIMEFRAMES = [
  { value: 'all', label: 'All Time' },
  { value: '7d', label: 'Last 7 Days' },
  { value: '30d', label: 'Last 30 Days' },
  { value: '90d', label: 'Last 90 Days' },
  { value: 'year', label: 'This Year' },
] as const;
export type TimeframeValue = (typeof TIMEFRAMES)[number]['value'];

export const RESULT_FILTER_LABELS = ['All Results', 'Wins', 'Losses', 'Pushes'] as const;
export const SPORT_FILTER_LABELS = ['All Sports', 'NFL'] as const;
export const PERFORMANCE_SORT_FIELDS = ['date', 'confidence', 'profitLoss'] as const;
export const FEED_SORT_FIELDS = ['confidence', 'created_at', 'start_time', 'type', 'ev'] as const;
