// The articles screen: list, read, create, update and delete, answered by the API's use cases
// (application/src/admin/articles) on the demo world's articles, with the HTML bodies the back office keeps
// beside them.
import { deleteArticle } from '@edgeboard/application/admin/articles/delete-article/delete-article';
import { getArticle } from '@edgeboard/application/admin/articles/get-article/get-article';
import { listArticles } from '@edgeboard/application/admin/articles/list-articles/list-articles';
import {
  createArticle,
  updateArticle,
} from '@edgeboard/application/admin/articles/save-article/save-article';
import { InMemoryArticleRepository } from '@edgeboard/application/in-memory/article-repository';
import { Article, ArticleInput, ArticleListQuery } from '@edgeboard/domain';
import { http } from 'msw';
import { z } from 'zod';
import type { DemoWorld } from '@/mocks/demo-world';
import { guardedBody, type AdminPath } from './admin-guard';
import { answer, idOf } from './admin-http';
import { deleteRoute, getRoute, listRoute } from './admin-routes';
import { activityOf, mockClock, stateOf } from './admin-state';

const AdminArticle = Article.extend({ html: z.string().nullable() });
const AdminArticleInput = ArticleInput.extend({ html: z.string().max(500_000).nullish() });

/**
 * The use cases' dependencies over `w`. The server's sanitiser (sanitize-html) is not bundled into the
 * browser: the mock keeps a body as the admin's own editor wrote it, and shows it only to that admin.
 */
const articlesOf = (w: DemoWorld) => ({
  articles: new InMemoryArticleRepository(w.season.articles, stateOf(w).html, mockClock),
  activity: activityOf(w),
  sanitize: (html: string | null | undefined) => html ?? null,
});

export const articlesHandlers = (at: AdminPath) => [
  listRoute(at('/articles'), ArticleListQuery, AdminArticle, (q, w) => listArticles(articlesOf(w), q)),
  getRoute(at('/articles/:id'), AdminArticle, (id, w) => getArticle(articlesOf(w), id)),
  http.post(
    at('/articles'),
    guardedBody(AdminArticleInput, (input, { w }) =>
      answer(AdminArticle, () => createArticle(articlesOf(w), input), 201),
    ),
  ),
  http.put(
    at('/articles/:id'),
    guardedBody(AdminArticleInput.partial(), (patch, { params, w }) =>
      answer(AdminArticle, () => updateArticle(articlesOf(w), idOf(params), patch)),
    ),
  ),
  deleteRoute(at('/articles/:id'), (id, { w, admin }) => deleteArticle(articlesOf(w), admin, id)),
];
