import { PublicArticle } from '@edgeboard/domain';
import { z } from 'zod';
import { api } from '@/lib/api';

export const articlesApi = api.injectEndpoints({
  endpoints: (build) => ({
    articles: build.query<PublicArticle[], void>({
      query: () => 'articles',
      responseSchema: z.array(PublicArticle),
    }),
    article: build.query<PublicArticle, string>({
      query: (id) => `articles/${encodeURIComponent(id)}`,
      responseSchema: PublicArticle,
    }),
  }),
});

export const { useArticlesQuery, useArticleQuery } = articlesApi;
