// Read-only product data: scores, news, players, plans and published articles.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  NewsItem,
  NewsQuery,
  NflGame,
  Plan,
  PlayerSummary,
  PublicArticle,
  ScoresQuery,
  type ArticleRepository,
  type NewsFeed,
  type PlanRepository,
  type PlayerRepository,
  type ScoresFeed,
} from '@edgeboard/domain';
import { sanitizeOptionalHtml } from '@edgeboard/adapters/html/sanitize-article-html';
import { ANONYMOUS_STATE } from '@edgeboard/application/props/pick-access';
import { listPlans } from '@edgeboard/application/reference/list-plans/list-plans';
import { listPlayers } from '@edgeboard/application/reference/list-players/list-players';
import {
  getPublishedArticle,
  listPublishedArticles,
} from '@edgeboard/application/reference/published-articles/published-articles';
import { readNews } from '@edgeboard/application/reference/read-news/read-news';
import type { AppEnv } from '../http/app-env';
import { bearer, errors, json } from '../http/openapi';

export interface ReferenceDeps {
  scores: ScoresFeed;
  news: NewsFeed;
  players: PlayerRepository;
  plans: PlanRepository;
  articles: ArticleRepository;
}

const scoresRoute = createRoute({
  method: 'get',
  path: '/api/nfl/scoresbasic',
  tags: ['Feeds'],
  summary: 'Scores of one week; live games change as they are played',
  request: { query: ScoresQuery },
  responses: {
    200: json(z.array(NflGame), 'Games of the week by kick-off'),
    400: errors[400],
    503: errors[503],
  },
});

const newsRoute = createRoute({
  method: 'get',
  path: '/api/news/rotoballer',
  tags: ['Feeds'],
  summary:
    'Latest NFL news, newest first (25 for all-star, 10 for starting; 403 below starting, anonymous too)',
  security: bearer,
  request: { query: NewsQuery },
  responses: {
    200: json(z.array(NewsItem), 'News items'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
  },
});

const playersRoute = createRoute({
  method: 'get',
  path: '/api/players',
  tags: ['Reference'],
  summary: 'Every player, by name (for search suggestions)',
  responses: { 200: json(z.array(PlayerSummary), 'Players') },
});

const plansRoute = createRoute({
  method: 'get',
  path: '/api/plans',
  tags: ['Reference'],
  summary: 'The paid plans in catalogue order',
  responses: { 200: json(z.array(Plan), 'Plans') },
});

const articlesRoute = createRoute({
  method: 'get',
  path: '/api/articles',
  tags: ['Articles'],
  summary: 'Published articles, newest first',
  responses: { 200: json(z.array(PublicArticle), 'Articles') },
});

const articleRoute = createRoute({
  method: 'get',
  path: '/api/articles/{id}',
  tags: ['Articles'],
  summary: 'One published article',
  request: { params: z.object({ id: z.string().min(1).max(100) }) },
  responses: { 200: json(PublicArticle, 'The article'), 404: errors[404] },
});

export function referenceRoutes(deps: ReferenceDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const published = { articles: deps.articles, sanitizeHtml: sanitizeOptionalHtml };
  app.openapi(scoresRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json(await deps.scores.weekScores(q.season, q.week, q.seasonType), 200);
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
