import { Article, ArticleInput, type ArticleListQuery } from '@edgeboard/domain';
import { z } from 'zod';
import { api } from '@/lib/api';
import { adminPageOf, type AdminPage } from '@/features/admin/common/admin-page';

/** The back office's article: the domain article plus its server-sanitised HTML body. */
export const AdminArticle = Article.extend({ html: z.string().nullable() });
export type AdminArticle = z.infer<typeof AdminArticle>;

/** Create / edit payload (the server sanitises `html` before storing it). */
export const AdminArticleInput = ArticleInput.extend({ html: z.string().max(500_000).nullish() });
export type AdminArticleInput = z.infer<typeof AdminArticleInput>;

export type ArticleListArgs = Partial<ArticleListQuery>;

const Deleted = z.object({ success: z.literal(true) });

export const articlesAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminArticles: build.query<AdminPage<AdminArticle>, ArticleListArgs>({
      query: (params) => ({ url: 'admin/articles', params }),
      responseSchema: adminPageOf(AdminArticle),
      providesTags: [{ type: 'AdminArticles', id: 'LIST' }],
    }),
    adminArticle: build.query<AdminArticle, string>({
      query: (id) => `admin/articles/${encodeURIComponent(id)}`,
      responseSchema: AdminArticle,
      providesTags: (_r, _e, id) => [{ type: 'AdminArticles', id }],
    }),
    createArticle: build.mutation<AdminArticle, AdminArticleInput>({
      query: (body) => ({ url: 'admin/articles', method: 'POST', body }),
      responseSchema: AdminArticle,
      invalidatesTags: [{ type: 'AdminArticles', id: 'LIST' }],
    }),
    updateArticle: build.mutation<AdminArticle, { id: string; changes: AdminArticleInput }>({
      query: ({ id, changes }) => ({
        url: `admin/articles/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: changes,
      }),
      responseSchema: AdminArticle,
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'AdminArticles', id: 'LIST' },
        { type: 'AdminArticles', id },
      ],
    }),
    deleteArticle: build.mutation<z.infer<typeof Deleted>, string>({
      query: (id) => ({ url: `admin/articles/${encodeURIComponent(id)}`, method: 'DELETE' }),
      responseSchema: Deleted,
      invalidatesTags: [{ type: 'AdminArticles', id: 'LIST' }],
    }),
  }),
});

export const {
  useAdminArticlesQuery,
  useAdminArticleQuery,
  useCreateArticleMutation,
  useUpdateArticleMutation,
  useDeleteArticleMutation,
} = articlesAdminApi;
