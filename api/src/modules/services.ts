// Everything the HTTP layer needs, resolved from the container in one place. Routes receive plain objects and
// never touch the container, so each route module can be tested with fakes.
import type {
  ActivityRepository,
  AiPickRepository,
  ArticleRepository,
  Clock,
  GameRepository,
  JobEngine,
  NewsFeed,
  PlanRepository,
  PlayerRepository,
  ScoresFeed,
  SubscriptionRepository,
  TokenVerifier,
  UserRepository,
} from '@edgeboard/domain';
import type { LocalPaymentGateway } from '@edgeboard/adapters/payments/local-payment-gateway';
import type { SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import type { Mailer, MarketingService, PaymentGateway, RateLimiter } from '@edgeboard/domain';
import type { Hono } from 'hono';
import type { Env } from '../env';
import type { Logger } from '../http/logger';
import type { ViewerCache } from '../http/viewer-cache';
import type { AdminNotifier } from '../notifications/admin-notifier';
import type { FeedCache } from '@edgeboard/application/props/get-prop-feed/feed-cache';
import type { CachedPropFeed } from '@edgeboard/application/props/get-prop-feed/get-prop-feed';
import type { PerformanceStats } from '@edgeboard/application/performance/performance-stats/performance-stats';
import type { PaymentWebhook } from '@edgeboard/application/payments/handle-payment-webhook/handle-payment-webhook';
import type { ReplayClock } from '../replay/replay-clock';
import type { ResearchWeek } from '@edgeboard/application/research/research-week/research-week';

export interface AppServices {
  env: Env;
  logger: Logger;
  /** Real time: tokens, subscriptions, activity. */
  clock: Clock;
  /** Season time: which week is current, game phases, performance timeframes (the demo clock locally). */
  seasonClock: Clock;
  /** A replay's season clock, which the back office can step forward; null outside a replay. */
  replayClock?: ReplayClock | null;
  tokens: TokenVerifier;
  users: UserRepository;
  subscriptions: SubscriptionRepository;
  plans: PlanRepository;
  players: PlayerRepository;
  games: GameRepository;
  picks: AiPickRepository;
  feedCache: FeedCache;
  /** The prop feed behind the feed cache. */
  propFeed: CachedPropFeed;
  /** The performance summary, calibration and public record, from one cached list (emptied with the feed cache). */
  performance: PerformanceStats;
  /** The research tools' current week and league history (cached a minute). */
  researchWeek: ResearchWeek;
  /** The payment provider's webhook (Stripe's deliveries, local mode's pay page). */
  paymentWebhook: PaymentWebhook;
  /** The callers' profiles and subscriptions, per instance (invalidated by every write to them here). */
  viewerCache: ViewerCache;
  articles: ArticleRepository;
  activity: ActivityRepository;
  scores: ScoresFeed;
  news: NewsFeed;
  deleteAccount(userId: string): Promise<void>;
  /** Every repository (the back office reaches most of them). */
  repos: SqlRepositories;
  mailer: Mailer;
  /** E-mails the admin recipients about new users, subscriptions and errors, as the settings say. */
  notifier: AdminNotifier;
  limiter: RateLimiter;
  payments: PaymentGateway;
  /** Local mode's checkout and billing pages; null in hosted mode (Stripe serves them). */
  localPayments: LocalPaymentGateway | null;
  marketing: MarketingService;
  /** Where contact messages go when no admin recipient is configured. */
  contactInbox: string;
  /** The local auth stand-in, mounted at /auth/v1; null in hosted mode (Supabase serves auth). */
  authRouter: Hono | null;
  /** Scheduled jobs (the Jobs tab reads their schedules and next runs). */
  jobEngine: JobEngine;
  /** The built UI, served at / when present. */
  uiDistDir: string;
  /** Closes the database and timers. */
  close(): Promise<void>;
}

export const SERVICES = Symbol.for('edgeboard.AppServices');
