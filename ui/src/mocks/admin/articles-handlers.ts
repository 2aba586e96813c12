// The articles screen: list, read, create, update and delete, with the HTML body the back office keeps beside
// each article.
import { Article, ArticleInput, ArticleListQuery } from '@edgeboard/domain';
import { http } from 'msw';
import { z } from 'zod';
import { sortAdminRows } from '../admin-list-order';
import { invalid, notFound } from '../api-errors';
import { guarded, type AdminPath } from './admin-guard';
import { bodyOf, contains, definedOf, Deleted, idOf, ok, page, pageOf, queryOf } from './admin-http';
import { record, stateOf } from './admin-state';

const AdminArticle = Article.extend({ html: z.string().nullable() });
const AdminArticleInput = ArticleInput.extend({ html: z.string().max(500_000).nullish() });

export const articlesHandlers = (at: AdminPath) => [
  http.get(
    at('/articles'),
    guarded(({ request, w }) => {
      const q = ArticleListQuery.safeParse(queryOf(request));
      if (!q.success) return invalid(q.error);
      const { search, status } = q.data;
      const rows = w.season.articles
        .filter((a) => contains(a.title, search) || contains(a.content, search) || contains(a.author, search))
        .filter((a) => status === undefined || a.status === status);
      const sorted = sortAdminRows(rows, q.data, 'created_at', {
        created_at: [(a) => a.created_at],
        title: [(a) => a.title],
        author: [(a) => a.author],
        status: [(a) => a.status],
        date: [(a) => a.date],
      });
      const html = stateOf(w).html;
      const p = page(sorted, q.data);
      return ok(pageOf(AdminArticle), {
        data: p.data.map((a) => ({ ...a, html: html.get(a.id) ?? null })),
        count: p.count,
      });
    }),
  ),
  http.get(
    at('/articles/:id'),
    guarded(({ params, w }) => {
      const article = w.season.articles.find((a) => a.id === idOf(params));
      if (!article) return notFound('Article', idOf(params));
      return ok(AdminArticle, { ...article, html: stateOf(w).html.get(article.id) ?? null });
    }),
  ),
  http.post(
    at('/articles'),
    guarded(async ({ request, w }) => {
      const input = AdminArticleInput.safeParse(await bodyOf(request));
      if (!input.success) return invalid(input.error);
      const now = new Date().toISOString();
      const { html, ...fields } = input.data;
      const article: Article = {
        ...fields,
        imageUrl: fields.imageUrl ?? null,
        htmlPath: fields.htmlPath ?? null,
        id: crypto.randomUUID(),
        isFavorite: false,
        created_at: now,
        updated_at: now,
        published_at: fields.status === 'published' ? now : null,
      };
      w.season.articles.push(article);
      stateOf(w).html.set(article.id, html ?? null);
      return ok(AdminArticle, { ...article, html: html ?? null }, 201);
    }),
  ),
  http.put(
    at('/articles/:id'),
    guarded(async ({ request, params, w }) => {
      const patch = AdminArticleInput.partial().safeParse(await bodyOf(request));
      if (!patch.success) return invalid(patch.error);
      const index = w.season.articles.findIndex((a) => a.id === idOf(params));
      const current = w.season.articles[index];
      if (!current) return notFound('Article', idOf(params));
      const now = new Date().toISOString();
      const { html, ...fields } = patch.data;
      const defined = definedOf(fields);
      const updated: Article = {
        ...current,
        ...defined,
        updated_at: now,
        published_at:
          fields.status === 'published' && current.published_at === null ? now : current.published_at,
      };
      w.season.articles[index] = updated;
      const htmlStore = stateOf(w).html;
      if (html !== undefined) htmlStore.set(updated.id, html);
      return ok(AdminArticle, { ...updated, html: htmlStore.get(updated.id) ?? null });
    }),
  ),
  http.delete(
    at('/articles/:id'),
    guarded(({ params, w, admin }) => {
      const index = w.season.articles.findIndex((a) => a.id === idOf(params));
      const article = w.season.articles[index];
      if (!article) return notFound('Article', idOf(params));
      w.season.articles.splice(index, 1);
      record(w, admin.id, 'article_deleted', article.title);
      return ok(Deleted, { success: true });
    }),
  ),
];
