// Read-only product data: scores, news, players, plans and published articles.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  dashboardCounts,
  ForbiddenError,
  canReadNews,
  NewsItem,
  NewsQuery,
  NflGame,
  NotFoundError,
  parseNewsDocument,
  Plan,
  PlayerSummary,
  PublicArticle,
  SCOUT_NEWS_UPGRADE_MESSAGE,
  ScoresQuery,
  type ArticleRepository,
  type NewsFeed,
  type PlanRepository,
  type PlayerRepository,
  type ScoresFeed,
  safeArticleLink,
  type StoredArticle,
} from '@edgeboard/domain';
import { sanitizeOptionalHtml } from '@edgeboard/adapters/html/sanitize-article-html';
import type { AppEnv } from '../http/app-env';
import { bearer, errors, json } from '../http/openapi';
import { ANONYMOUS_STATE } from './props/prop-feed.service';

export interface ReferenceDeps {
  scores: ScoresFeed;
  news: NewsFeed;
  players: PlayerRepository;
  plans: PlanRepository;
  articles: ArticleRepository;
}

// Stored HTML and links were checked on write; checking again on read protects against rows written any other
// way (an unsafe image or "Read More" link is served as null: no image, and Read More opens the article).
const toPublicArticle = ({ html, ...a }: StoredArticle) => ({
  ...a,
  html: sanitizeOptionalHtml(html),
  imageUrl: safeArticleLink(a.imageUrl),
  htmlPath: safeArticleLink(a.htmlPath),
});

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
  app.openapi(scoresRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json(await deps.scores.weekScores(q.season, q.week, q.seasonType), 200);
  });
  app.openapi(newsRoute, async (c) => {
    const state = c.get('viewer')?.subscription ?? ANONYMOUS_STATE;
    // The spec gives scouts an upgrade notice in place of news; the server holds the same line for every
    // caller below starting (free and anonymous included).
    if (!canReadNews(state)) throw new ForbiddenError(SCOUT_NEWS_UPGRADE_MESSAGE, 'upgrade_required');
    const limit = Math.min(c.req.valid('query').limit, dashboardCounts(state).news);
    const docs = await deps.news.latest(limit);
    return c.json(
      docs.map((d) => {
        const parsed = parseNewsDocument(d.content);
        return {
          ...d,
          title: parsed.title ?? '',
          date: parsed.date,
          originalSource: parsed.originalSource,
          body: parsed.body,
        };
      }),
      200,
    );
  });
  app.openapi(playersRoute, async (c) => {
    const players = await deps.players.all();
    return c.json(
      players.map((p) => ({ id: p.id, name: p.name, position: p.position, team_name: p.team_name })),
      200,
    );
  });
  app.openapi(plansRoute, async (c) => {
    const plans = await deps.plans.list();
    return c.json(
      plans.map(({ priceId: _priceId, ...plan }) => plan),
      200,
    );
  });
  app.openapi(articlesRoute, async (c) =>
    c.json((await deps.articles.published()).map(toPublicArticle), 200),
  );
  app.openapi(articleRoute, async (c) => {
    const { id } = c.req.valid('param');
    const article = await deps.articles.get(id);
    if (article?.status !== 'published') throw new NotFoundError('Article', id, 'Article not found');
    return c.json(toPublicArticle(article), 200);
  });
  return app;
}
