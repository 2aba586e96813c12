// Read-only product data: scores, news, players, plans and published articles.
import { OpenAPIHono, z } from '@hono/zod-openapi';
import {
  NewsItem,
  NewsQuery,
  NflGame,
  Plan,
  PlayerSummary,
  PublicArticle,
  ScoresQuery,
  type ArticleRepository,
  type HtmlSanitizer,
  type NewsFeed,
  type PlanRepository,
  type PlayerRepository,
  type ScoresFeed,
} from '@edgeboard/domain';
import { ANONYMOUS_STATE } from '@edgeboard/application/props/pick-access';
import { listPlans } from '@edgeboard/application/reference/list-plans/list-plans';
import { listPlayers } from '@edgeboard/application/reference/list-players/list-players';
import {
  getPublishedArticle,
  listPublishedArticles,
} from '@edgeboard/application/reference/published-articles/published-articles';
import { readNews } from '@edgeboard/application/reference/read-news/read-news';
import { weekScores } from '@edgeboard/application/reference/week-scores/week-scores';
import type { AppEnv } from '../http/app-env';
import { ok, routeGroup } from '../http/route-group';

export interface ReferenceDeps {
  scores: ScoresFeed;
  news: NewsFeed;
  players: PlayerRepository;
  plans: PlanRepository;
  articles: ArticleRepository;
  html: HtmlSanitizer;
}

const feeds = routeGroup(['Feeds'], { errors: [400] });
const reference = routeGroup(['Reference']);
const articles = routeGroup(['Articles'], { prefix: '/api/articles' });

const scoresRoute = feeds.get(
  '/api/nfl/scoresbasic',
  'Scores of one week; live games change as they are played',
  { query: ScoresQuery },
  ok(z.array(NflGame), 'Games of the week by kick-off'),
  503,
);
const newsRoute = routeGroup(['Feeds'], { bearer: true, errors: [400, 401, 403] }).get(
  '/api/news/rotoballer',
  'Latest NFL news, newest first (25 for all-star, 10 for starting; 403 below starting, anonymous too)',
  { query: NewsQuery },
  ok(z.array(NewsItem), 'News items'),
);
const playersRoute = reference.read(
  '/api/players',
  'Every player, by name (for search suggestions)',
  z.array(PlayerSummary),
  'Players',
);
const plansRoute = reference.read('/api/plans', 'The paid plans in catalogue order', z.array(Plan), 'Plans');
const articlesRoute = articles.read(
  '',
  'Published articles, newest first',
  z.array(PublicArticle),
  'Articles',
);
const articleRoute = articles.get(
  '/{id}',
  'One published article',
  { params: z.object({ id: z.string().min(1).max(100) }) },
  ok(PublicArticle, 'The article'),
  404,
);

export function referenceRoutes(deps: ReferenceDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const published = { articles: deps.articles, sanitizeHtml: deps.html.sanitizeOptional };
  app.openapi(scoresRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json(await weekScores(deps, q), 200);
  });
  app.openapi(newsRoute, async (c) => {
    const state = c.get('viewer')?.subscription ?? ANONYMOUS_STATE;
    return c.json(await readNews(deps, state, c.req.valid('query')), 200);
  });
  app.openapi(playersRoute, async (c) => c.json(await listPlayers(deps), 200));
  app.openapi(plansRoute, async (c) => c.json(await listPlans(deps), 200));
  app.openapi(articlesRoute, async (c) => c.json(await listPublishedArticles(published), 200));
  app.openapi(articleRoute, async (c) =>
    c.json(await getPublishedArticle(published, c.req.valid('param').id), 200),
  );
  return app;
}
