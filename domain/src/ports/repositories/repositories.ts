// Every repository, by its port: what the HTTP layer and the use cases are handed. The SQL adapter's set
// satisfies it (adapters/src/sql/sql-repositories.ts checks so), and nothing above the adapters names that set.
import type { JobRunRepository } from '../job-engine.port';
import type { ActivityRepository } from './activity-repository.port';
import type { AiPickRepository } from './ai-pick-repository.port';
import type { AlertRepository } from './alert-repository.port';
import type { ArticleRepository } from './article-repository.port';
import type { BetRepository } from './bet-repository.port';
import type { ContactRepository } from './contact-repository.port';
import type { GameLogRepository } from './game-log-repository.port';
import type { GameRepository } from './game-repository.port';
import type { MailOutboxRepository } from './mail-outbox-repository.port';
import type { MarketingRepository } from './marketing-repository.port';
import type { NewsRepository } from './news-repository.port';
import type { PageViewRepository } from './page-view-repository.port';
import type { PaymentEventRepository } from './payment-event-repository.port';
import type { PlanRepository } from './plan-repository.port';
import type { PlayerRepository } from './player-repository.port';
import type { PropLineRepository } from './prop-line-repository.port';
import type { SettingsRepository } from './settings-repository.port';
import type { SubscriptionRepository } from './subscription-repository.port';
import type { TeamRepository } from './team-repository.port';
import type { UserRepository } from './user-repository.port';

export interface Repositories {
  users: UserRepository;
  subscriptions: SubscriptionRepository;
  plans: PlanRepository;
  players: PlayerRepository;
  teams: TeamRepository;
  games: GameRepository;
  gameLogs: GameLogRepository;
  propLines: PropLineRepository;
  aiPicks: AiPickRepository;
  articles: ArticleRepository;
  news: NewsRepository;
  activity: ActivityRepository;
  settings: SettingsRepository;
  mailOutbox: MailOutboxRepository;
  contacts: ContactRepository;
  paymentEvents: PaymentEventRepository;
  pageViews: PageViewRepository;
  marketing: MarketingRepository;
  jobRuns: JobRunRepository;
  alerts: AlertRepository;
  bets: BetRepository;
}
