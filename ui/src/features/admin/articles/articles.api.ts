import { Article, ArticleInput, type ArticleListQuery } from '@edgeboard/domain';
import { z } from 'zod';
import { api } from '@/lib/api';
import { Deleted, deleteById, getById, saveById, sendJson } from '@/lib/endpoints';
import { pageQuery, type AdminPage } from '@/features/admin/common/admin-page';

/** The back office's article: the domain article plus its server-sanitised HTML body. */
export const AdminArticle = Article.extend({ html: z.string().nullable() });
export type AdminArticle = z.infer<typeof AdminArticle>;

/** Create / edit payload (the server sanitises `html` before storing it). */
export const AdminArticleInput = ArticleInput.extend({ html: z.string().max(500_000).nullish() });
export type AdminArticleInput = z.infer<typeof AdminArticleInput>;

export type ArticleListArgs = Partial<ArticleListQuery>;

export const articlesAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminArticles: build.query<AdminPage<AdminArticle>, ArticleListArgs>(
      pageQuery('admin/articles', AdminArticle, 'AdminArticles'),
    ),
    adminArticle: build.query<AdminArticle, string>(getById('admin/articles', AdminArticle, 'AdminArticles')),
    createArticle: build.mutation<AdminArticle, AdminArticleInput>(
      sendJson('POST', 'admin/articles', AdminArticle, [{ type: 'AdminArticles', id: 'LIST' }]),
    ),
    updateArticle: build.mutation<AdminArticle, { id: string; changes: AdminArticleInput }>({
      ...saveById('PUT', 'admin/articles', 'changes', AdminArticle),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'AdminArticles', id: 'LIST' },
        { type: 'AdminArticles', id },
      ],
    }),
    deleteArticle: build.mutation<z.infer<typeof Deleted>, string>(
      deleteById('admin/articles', Deleted, [{ type: 'AdminArticles', id: 'LIST' }]),
    ),
  }),
});

export const {
  useAdminArticlesQuery,
  useAdminArticleQuery,
  useCreateArticleMutation,
  useUpdateArticleMutation,
  useDeleteArticleMutation,
} = articlesAdminApi;
