// The subscriber screens' repositories over this page load's demo world, for the use cases the mock calls
// (application/src/props, performance, record, reference, account, contact, page-views): the picks, users and
// subscriptions are the world's own lists (the back office mock and sign-ups edit them in place), the season
// clock stands at the world's instant.
import type { Clock, Mailer, PropLineRepository } from '@edgeboard/domain';
import { InMemoryAiPickRepository } from '@edgeboard/application/in-memory/ai-pick-repository';
import { InMemoryArticleRepository } from '@edgeboard/application/in-memory/article-repository';
import { InMemoryContactRepository } from '@edgeboard/application/in-memory/contact-repository';
import { InMemoryNewsFeed } from '@edgeboard/application/in-memory/news-feed';
import { InMemoryPageViewRepository } from '@edgeboard/application/in-memory/page-view-repository';
import { InMemoryPlanRepository } from '@edgeboard/application/in-memory/plan-repository';
import { InMemoryPlayerRepository } from '@edgeboard/application/in-memory/player-repository';
import { InMemorySubscriptionRepository } from '@edgeboard/application/in-memory/subscription-repository';
import { InMemoryUserRepository } from '@edgeboard/application/in-memory/user-repository';
import {
  inProcessLoader,
  PerformanceStats,
} from '@edgeboard/application/performance/performance-stats/performance-stats';
import type { DemoWorld } from './demo-world';
import { demoPropLines } from './line-history';

export interface SubscriberRepositories {
  picks: InMemoryAiPickRepository;
  lines: Pick<PropLineRepository, 'history'>;
  seasonClock: Clock;
  /** The performance summary, calibration and record over the world's graded picks. */
  performance: PerformanceStats;
  clock: Clock;
  users: InMemoryUserRepository;
  subscriptions: InMemorySubscriptionRepository;
  news: InMemoryNewsFeed;
  players: InMemoryPlayerRepository;
  plans: InMemoryPlanRepository;
  articles: InMemoryArticleRepository;
  /** The demo articles are written as sections: no stored HTML, as in the seeded database, so none to clean. */
  sanitizeHtml: () => null;
  contacts: InMemoryContactRepository;
  /** There is no mailbox in the mock: a contact message is kept and nobody is mailed. */
  mailer: Mailer;
  settings: { get: () => Promise<DemoWorld['season']['settings']> };
  inbox: string;
  pageViews: InMemoryPageViewRepository;
}

const realClock: Clock = { now: () => new Date() };
const byWorld = new WeakMap<DemoWorld, SubscriberRepositories>();

export function subscriberRepos(w: DemoWorld): SubscriberRepositories {
  const known = byWorld.get(w);
  if (known) return known;
  const picks = InMemoryAiPickRepository.over(() => w.picks, w.season.games);
  const seasonClock: Clock = { now: () => w.demoNow };
  const repos: SubscriberRepositories = {
    picks,
    lines: demoPropLines(w),
    seasonClock,
    // No time-to-live: nothing here tells the list that the back office mock graded or edited a pick, so every
    // call reads the world again (the server's cache is emptied by its writes instead).
    performance: new PerformanceStats(inProcessLoader(picks), realClock, seasonClock, 0),
    clock: realClock,
    users: new InMemoryUserRepository(w.users),
    subscriptions: new InMemorySubscriptionRepository(w.season.subscriptions, w.users),
    news: new InMemoryNewsFeed(w.season.newsDocuments),
    players: new InMemoryPlayerRepository(w.season.players),
    // The demo catalogue carries no payment provider's price ids.
    plans: new InMemoryPlanRepository(w.season.plans.map((plan) => ({ ...plan, priceId: null }))),
    articles: new InMemoryArticleRepository(w.season.articles, new Map(), realClock),
    sanitizeHtml: () => null,
    contacts: new InMemoryContactRepository(realClock),
    mailer: { send: () => Promise.resolve() },
    settings: { get: () => Promise.resolve(w.season.settings) },
    inbox: 'contact@edgeboard.dev',
    pageViews: new InMemoryPageViewRepository(),
  };
  byWorld.set(w, repos);
  return repos;
}
