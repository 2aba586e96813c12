// Back-office articles. The HTML body is sanitised when it is written and again whenever it is read (the use
// cases in application/src/admin/articles, with the server's sanitize-html rules).
import { OpenAPIHono, z } from '@hono/zod-openapi';
import { deleteArticle } from '@edgeboard/application/admin/articles/delete-article/delete-article';
import { getArticle } from '@edgeboard/application/admin/articles/get-article/get-article';
import { listArticles } from '@edgeboard/application/admin/articles/list-articles/list-articles';
import {
  createArticle,
  updateArticle,
} from '@edgeboard/application/admin/articles/save-article/save-article';
import {
  Article,
  ArticleInput,
  ArticleListQuery,
  type ActivityRepository,
  type ArticleRepository,
  type HtmlSanitizer,
} from '@edgeboard/domain';
import type { AppEnv } from '../../http/app-env';
import { json } from '../../http/openapi';
import { adminGroup, jsonBody } from '../../http/route-group';
import { requireAdmin } from './admin-guard';
import { editRoute, itemRoute, listRoute } from './admin-schemas';

export interface ArticlesAdminDeps {
  articles: ArticleRepository;
  activity: ActivityRepository;
  html: HtmlSanitizer;
}

export const AdminArticle = Article.extend({ html: z.string().nullable() });
export const AdminArticleInput = ArticleInput.extend({ html: z.string().max(500_000).nullish() });
const AdminArticlePatch = AdminArticleInput.partial();

const admin = adminGroup('articles', '/api/admin/articles');

const listArticlesRoute = listRoute(
  admin,
  'Articles, newest first unless sortBy (created_at, title, author, status, date) and sortOrder say otherwise; search over title, content and author; status filter',
  ArticleListQuery,
  AdminArticle,
  'A page of articles',
);
const getRoute = itemRoute(admin, 'One article', AdminArticle, 'The article');
const createArticleRoute = admin.post(
  '',
  'Create an article',
  { body: jsonBody(AdminArticleInput) },
  { 201: json(AdminArticle, 'Created') },
  400,
);
const updateRoute = editRoute(
  admin,
  'Update an article (fields given are replaced)',
  AdminArticlePatch,
  AdminArticle,
  'Updated',
);
const deleteRoute = admin.deleteById('Delete an article');

export function articlesAdminRoutes(deps: ArticlesAdminDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const uc = { ...deps, sanitize: deps.html.sanitizeOptional };
  app.openapi(listArticlesRoute, async (c) => c.json(await listArticles(uc, c.req.valid('query')), 200));
  app.openapi(getRoute, async (c) => c.json(await getArticle(uc, c.req.valid('param').id), 200));
  app.openapi(createArticleRoute, async (c) => c.json(await createArticle(uc, c.req.valid('json')), 201));
  app.openapi(updateRoute, async (c) =>
    c.json(await updateArticle(uc, c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(deleteRoute, async (c) => {
    const admin = requireAdmin(c);
    return c.json(await deleteArticle(uc, { id: admin.userId }, c.req.valid('param').id), 200);
  });
  return app;
}
