// The core schema's tables as kysely reads them (created by migration 001, with the columns later migrations
// added). The pick and outreach tables live in pick-tables.ts and outreach-tables.ts and the shared column types
// in table-columns.ts; all are re-exported here, so repositories import every table from this file.
import type { AiPicksTable, AiPickVersionsTable, PropLinesTable } from './pick-tables';
import type {
  ContactMessagesTable,
  MailOutboxTable,
  MarketingCampaignsTable,
  MarketingContactsTable,
  MarketingFieldsTable,
  MarketingListsTable,
  MarketingMessagesTable,
} from './outreach-tables';
import type {
  BoolCol,
  JsonCol,
  NullableJsonCol,
  NullableTimestampCol,
  SerialCol,
  TimestampCol,
} from './table-columns';

export type * from './table-columns';
export type * from './pick-tables';
export type * from './outreach-tables';

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  role: string;
  created_at: TimestampCol;
}

export interface PlansTable {
  id: string;
  tier: string;
  name: string;
  price: number;
  interval: string;
  features: JsonCol;
  description: string;
  popular: BoolCol;
  trial_days: number | null;
  price_id: string | null;
  sort_order: number;
}

export interface SubscriptionsTable {
  id: string;
  user_id: string;
  tier: string;
  status: string;
  price_id: string | null;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  current_period_start: TimestampCol;
  current_period_end: TimestampCol;
  cancel_at_period_end: BoolCol;
  created_at: TimestampCol;
  updated_at: TimestampCol;
}

export interface TeamsTable {
  abbr: string;
  name: string;
  city: string;
  conference: string;
  division: string;
  time_zone: string;
}

export interface PlayersTable {
  id: string;
  name: string;
  position: string;
  team_name: string;
  espn_id: string | null;
  pff_id: string | null;
  sleeper_id: string | null;
  updated_at: TimestampCol;
}

export interface GamesTable {
  id: string;
  season: number;
  week: number;
  kickoff: TimestampCol;
  home_team: string;
  away_team: string;
  home_score: number | null;
  away_score: number | null;
  status: string;
  venue_time_zone: string;
}

export interface GameLogsTable {
  player_id: string;
  game_id: string;
  season: number;
  week: number;
  team: string;
  opponent: string;
  passing_yards: number;
  passing_tds: number;
  interceptions: number;
  attempts: number;
  completions: number;
  rushing_yards: number;
  rushing_tds: number;
  carries: number;
  receiving_yards: number;
  receiving_tds: number;
  receptions: number;
  targets: number;
}

export interface ArticlesTable {
  id: string;
  title: string;
  content: string;
  author: string;
  category: string;
  tags: JsonCol;
  date: string;
  image_url: string | null;
  html_path: string | null;
  html: string | null;
  sections: JsonCol;
  status: string;
  created_at: TimestampCol;
  updated_at: TimestampCol;
  published_at: NullableTimestampCol;
}

export interface RagDocumentsTable {
  id: string;
  content: string;
  source: string;
  url: string | null;
  created_at: TimestampCol;
}

export interface UserActivityTable {
  id: SerialCol;
  user_id: string;
  activity: string;
  target: string;
  created_at: TimestampCol;
}

export interface AdminSettingsTable {
  id: number;
  application: NullableJsonCol;
  notification: NullableJsonCol;
  integration: NullableJsonCol;
  stripe_secret_key: string | null;
  recaptcha_secret_key: string | null;
  updated_at: TimestampCol;
}

export interface PaymentEventsTable {
  id: string;
  type: string;
  processed_at: TimestampCol;
}

export interface PageViewsTable {
  id: SerialCol;
  path: string;
  referrer: string | null;
  user_id: string | null;
  /** UTC calendar day, stored so both engines group by the same text without date functions. */
  day: string;
  created_at: TimestampCol;
}

export interface CoreTables {
  users: UsersTable;
  plans: PlansTable;
  subscriptions: SubscriptionsTable;
  teams: TeamsTable;
  players: PlayersTable;
  games: GamesTable;
  game_logs: GameLogsTable;
  prop_lines: PropLinesTable;
  ai_picks: AiPicksTable;
  ai_pick_versions: AiPickVersionsTable;
  articles: ArticlesTable;
  rag_documents: RagDocumentsTable;
  user_activity: UserActivityTable;
  admin_settings: AdminSettingsTable;
  mail_outbox: MailOutboxTable;
  contact_messages: ContactMessagesTable;
  marketing_lists: MarketingListsTable;
  marketing_contacts: MarketingContactsTable;
  marketing_fields: MarketingFieldsTable;
  marketing_messages: MarketingMessagesTable;
  marketing_campaigns: MarketingCampaignsTable;
  payment_events: PaymentEventsTable;
  page_views: PageViewsTable;
}
