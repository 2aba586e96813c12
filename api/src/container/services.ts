// Everything the HTTP layer needs, resolved from the container in one place. Routes receive plain objects and
// never touch the container, so each route module can be tested with fakes.
import type {
  ActivityRepository,
  AiPickRepository,
  ArticleRepository,
  Clock,
  GameRepository,
  NewsFeed,
  PlanRepository,
  PlayerRepository,
  ScoresFeed,
  SubscriptionRepository,
  TokenVerifier,
  UserRepository,
} from '@edgeboard/domain';
import type { Hono } from 'hono';
import type { Env } from '../env';
import type { Logger } from '../http/logger';

export interface AppServices {
  env: Env;
  logger: Logger;
  /** Real time: tokens, subscriptions, activity. */
  clock: Clock;
  /** Season time: which week is current, game phases, performance timeframes (the demo clock locally). */
  seasonClock: Clock;
  defaultSeason: number;
  tokens: TokenVerifier;
  users: UserRepository;
  subscriptions: SubscriptionRepository;
  plans: PlanRepository;
  players: PlayerRepository;
  games: GameRepository;
  picks: AiPickRepository;
  articles: ArticleRepository;
  activity: ActivityRepository;
  scores: ScoresFeed;
  news: NewsFeed;
  deleteAccount(userId: string): Promise<void>;
  /** The local auth stand-in, mounted at /auth/v1; null in hosted mode (Supabase serves auth). */
  authRouter: Hono | null;
  /** The built UI, served at / when present. */
  uiDistDir: string;
  /** Closes the database and timers. */
  close(): Promise<void>;
}

export const SERVICES = Symbol.for('edgeboard.AppServices');
