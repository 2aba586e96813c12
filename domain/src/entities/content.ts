import { z } from 'zod';
import { ARTICLE_LINK_MESSAGE, isSafeArticleLink } from '../rules/article-links';
import { EntityId, Timestamp } from './common';

export const ARTICLE_STATUSES = ['published', 'draft', 'archived'] as const;
export const ArticleStatus = z.enum(ARTICLE_STATUSES);
export type ArticleStatus = z.infer<typeof ArticleStatus>;

export const ArticleSection = z.object({
  id: EntityId,
  title: z.string(),
  content: z.string(),
});
export type ArticleSection = z.infer<typeof ArticleSection>;

/** An article with the admin fields; `isFavorite` is per viewer and filled when served. */
export const Article = z.object({
  id: EntityId,
  title: z.string().min(1),
  content: z.string(),
  author: z.string(),
  /** Display date of the article (YYYY-MM-DD). */
  date: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  imageUrl: z.string().nullish(),
  htmlPath: z.string().nullish(),
  isFavorite: z.boolean(),
  sections: z.array(ArticleSection),
  status: ArticleStatus,
  created_at: Timestamp,
  updated_at: Timestamp,
  published_at: Timestamp.nullable(),
});
export type Article = z.infer<typeof Article>;

/** An image or external page link an admin may save: https or a path on this site (`isSafeArticleLink`). */
export const ArticleLink = z.string().refine(isSafeArticleLink, { message: ARTICLE_LINK_MESSAGE });

/**
 * Admin create / edit payload. Links are checked here, not in `Article`, so a row stored before the rule still
 * reads (and is served with the unsafe link dropped, `safeArticleLink`).
 */
export const ArticleInput = Article.omit({
  id: true,
  isFavorite: true,
  created_at: true,
  updated_at: true,
  published_at: true,
}).extend({ imageUrl: ArticleLink.nullish(), htmlPath: ArticleLink.nullish() });
export type ArticleInput = z.infer<typeof ArticleInput>;

/** Row of `rag_documents`: news text with header lines (see parseNewsDocument). */
export const NewsDocument = z.object({
  id: EntityId,
  content: z.string(),
  source: z.string(),
  url: z.string().nullable(),
  created_at: Timestamp,
});
export type NewsDocument = z.infer<typeof NewsDocument>;

/** A news item as the dashboard carousel shows it. */
export const NewsItem = z.object({
  id: EntityId,
  title: z.string(),
  date: z.string().nullable(),
  originalSource: z.string().nullable(),
  body: z.string(),
  source: z.string(),
  url: z.string().nullable(),
  created_at: Timestamp,
});
export type NewsItem = z.infer<typeof NewsItem>;
