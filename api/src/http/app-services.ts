// Everything the HTTP layer needs, by port: resolved from the container in one place (modules/, server/), so
// routes receive plain objects, never touch the container or an adapter, and each route module can be tested
// with fakes. The dependency rules (.dependency-cruiser.cjs) keep app.ts, routes/ and http/ to domain,
// application and themselves.
import type {
  ActivityRepository,
  AiPickRepository,
  ArticleRepository,
  ClassifyStorageError,
  Clock,
  GameRepository,
  HtmlSanitizer,
  JobEngine,
  JobSchedule,
  LocalPaymentPages,
  Mailer,
  MarketingService,
  NewsFeed,
  PaymentGateway,
  PlanRepository,
  PlayerRepository,
  RateLimiter,
  Repositories,
  ScoresFeed,
  SubscriptionRepository,
  TokenVerifier,
  UserRepository,
} from '@edgeboard/domain';
import type { ReplayClockControl } from '@edgeboard/application/admin/replay-clock/step-replay-clock';
import type { FeedCache } from '@edgeboard/application/props/get-prop-feed/feed-cache';
import type { CachedPropFeed } from '@edgeboard/application/props/get-prop-feed/get-prop-feed';
import type { PerformanceStats } from '@edgeboard/application/performance/performance-stats/performance-stats';
import type { PaymentWebhook } from '@edgeboard/application/payments/handle-payment-webhook/handle-payment-webhook';
import type { ResearchWeek } from '@edgeboard/application/research/research-week/research-week';
import type { Hono } from 'hono';
import type { Env } from '../env';
import type { Logger } from './logger';
import type { SiteStatusDeps } from './site-status';
import type { ViewerCache } from './viewer-cache';

export interface AppServices {
  env: Env;
  logger: Logger;
  /** Real time: tokens, subscriptions, activity. */
  clock: Clock;
  /** Season time: which week is current, game phases, performance timeframes (the demo clock locally). */
  seasonClock: Clock;
  /** A replay's season clock, which the back office can step forward; null outside a replay. */
  replayClock?: ReplayClockControl | null;
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
  /** Every repository, by its port (the back office reaches most of them). */
  repos: Repositories;
  mailer: Mailer;
  /** E-mails the admin recipients about an unhandled error, as the settings say. */
  notifier: { systemError(err: unknown, context: string): Promise<void> };
  limiter: RateLimiter;
  payments: PaymentGateway;
  /** Local mode's checkout and billing pages; null in hosted mode (Stripe serves them). */
  localPayments: LocalPaymentPages | null;
  /** Article bodies (and the dev outbox's HTML mails) made safe when served. */
  html: HtmlSanitizer;
  /** A refused write as the storage reads it: the error envelope's 409/422 instead of a 500. */
  classifyStorageError: ClassifyStorageError;
  /** A job schedule in words (the Jobs tab). */
  describeSchedule: (schedule: JobSchedule) => string;
  /** What GET /api/site adds: the cached settings' cheap read, and a replay's schedule counts. */
  siteStatus: Pick<SiteStatusDeps, 'peekSettings' | 'replay'>;
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
