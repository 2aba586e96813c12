import type { Article, ArticleInput, ArticleStatus } from '../../entities/content';
import type { Page } from '../../entities/page';
import type { AdminSort, PageRequest } from './paging';
import type { ARTICLE_SORT_FIELDS } from '../../entities/admin-queries';

/** An article with its stored (already sanitised) HTML body, if any. */
export type StoredArticle = Article & { html: string | null };

export type ArticleWrite = ArticleInput & { html?: string | null };

export interface ArticlePageQuery extends PageRequest, AdminSort<(typeof ARTICLE_SORT_FIELDS)[number]> {
  /** Case-insensitive partial match on title, content or author. */
  search?: string;
  status?: ArticleStatus;
}

export interface ArticleRepository {
  /** Published articles, most recently published first. */
  published(limit?: number): Promise<StoredArticle[]>;
  get(id: string): Promise<StoredArticle | null>;
  /** Newest first unless sorted; ties by id. */
  adminList(query: ArticlePageQuery): Promise<Page<StoredArticle>>;
  /** `published_at` is set the first time an article is published. */
  create(input: ArticleWrite, id?: string): Promise<StoredArticle>;
  update(id: string, patch: Partial<ArticleWrite>): Promise<StoredArticle | null>;
  delete(id: string): Promise<boolean>;
}
