// Back-office articles. The HTML body is sanitised when it is written and again whenever it is read.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  Article,
  ArticleInput,
  ArticleListQuery,
  NotFoundError,
  safeArticleLink,
  type ActivityRepository,
  type ArticleRepository,
  type ArticleWrite,
  type StoredArticle,
} from '@edgeboard/domain';
import { sanitizeOptionalHtml } from '@edgeboard/adapters/html/sanitize-article-html';
import type { AppEnv } from '../../http/app-env';
import { bearer, errors, json } from '../../http/openapi';
import { requireAdmin } from './admin-guard';
import { Deleted, IdParam, pageOf } from './admin-schemas';

export interface ArticlesAdminDeps {
  articles: ArticleRepository;
  activity: ActivityRepository;
}

export const AdminArticle = Article.extend({ html: z.string().nullable() });
export const AdminArticleInput = ArticleInput.extend({ html: z.string().max(500_000).nullish() });
const AdminArticlePatch = AdminArticleInput.partial();

const tags = ['Admin: articles'];
const adminErrors = { 401: errors[401], 403: errors[403] };
const body = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/articles',
  tags,
  summary:
    'Articles, newest first unless sortBy (created_at, title, author, status, date) and sortOrder say otherwise; search over title, content and author; status filter',
  security: bearer,
  request: { query: ArticleListQuery },
  responses: { 200: json(pageOf(AdminArticle), 'A page of articles'), 400: errors[400], ...adminErrors },
});
const getRoute = createRoute({
  method: 'get',
  path: '/api/admin/articles/{id}',
  tags,
  summary: 'One article',
  security: bearer,
  request: { params: IdParam },
  responses: { 200: json(AdminArticle, 'The article'), ...adminErrors, 404: errors[404] },
});
const createArticleRoute = createRoute({
  method: 'post',
  path: '/api/admin/articles',
  tags,
  summary: 'Create an article',
  security: bearer,
  request: { body: body(AdminArticleInput) },
  responses: { 201: json(AdminArticle, 'Created'), 400: errors[400], ...adminErrors },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/api/admin/articles/{id}',
  tags,
  summary: 'Update an article (fields given are replaced)',
  security: bearer,
  request: { params: IdParam, body: body(AdminArticlePatch) },
  responses: { 200: json(AdminArticle, 'Updated'), 400: errors[400], ...adminErrors, 404: errors[404] },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/admin/articles/{id}',
  tags,
  summary: 'Delete an article',
  security: bearer,
  request: { params: IdParam },
  responses: { 200: json(Deleted, 'Deleted'), ...adminErrors, 404: errors[404] },
});

// Links are checked on write (ArticleInput); a row stored before that rule is served without an unsafe link.
const present = (a: StoredArticle) => ({
  ...a,
  html: sanitizeOptionalHtml(a.html),
  imageUrl: safeArticleLink(a.imageUrl),
  htmlPath: safeArticleLink(a.htmlPath),
});

function cleanWrite<T extends Partial<ArticleWrite>>(input: T): T {
  return input.html === undefined ? input : { ...input, html: sanitizeOptionalHtml(input.html) };
}

export function articlesAdminRoutes(deps: ArticlesAdminDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(listRoute, async (c) => {
    const page = await deps.articles.adminList(c.req.valid('query'));
    return c.json({ data: page.data.map(present), count: page.count }, 200);
  });
  app.openapi(getRoute, async (c) => {
    const { id } = c.req.valid('param');
    const article = await deps.articles.get(id);
    if (!article) throw new NotFoundError('Article', id);
    return c.json(present(article), 200);
  });
  app.openapi(createArticleRoute, async (c) => {
    const created = await deps.articles.create(cleanWrite(c.req.valid('json')));
    return c.json(present(created), 201);
  });
  app.openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const updated = await deps.articles.update(id, cleanWrite(c.req.valid('json')));
    if (!updated) throw new NotFoundError('Article', id);
    return c.json(present(updated), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const admin = requireAdmin(c);
    const { id } = c.req.valid('param');
    const article = await deps.articles.get(id);
    if (!article || !(await deps.articles.delete(id))) throw new NotFoundError('Article', id);
    await deps.activity.add({ user_id: admin.userId, activity: 'article_deleted', target: article.title });
    return c.json({ success: true as const }, 200);
  });
  return app;
}
