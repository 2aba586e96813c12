// POST /api/admin/articles and PUT /api/admin/articles/{id}: the body is sanitised on the way in and out.
import {
  NotFoundError,
  type ArticleRepository,
  type ArticleWrite,
  type StoredArticle,
} from '@edgeboard/domain';
import { cleanArticleWrite, presentArticle, type HtmlSanitizer } from '../article-view';

export async function createArticle(
  deps: { articles: Pick<ArticleRepository, 'create'>; sanitize: HtmlSanitizer },
  input: ArticleWrite,
): Promise<StoredArticle> {
  const created = await deps.articles.create(cleanArticleWrite(deps.sanitize, input));
  return presentArticle(deps.sanitize, created);
}

export async function updateArticle(
  deps: { articles: Pick<ArticleRepository, 'update'>; sanitize: HtmlSanitizer },
  id: string,
  patch: Partial<ArticleWrite>,
): Promise<StoredArticle> {
  const updated = await deps.articles.update(id, cleanArticleWrite(deps.sanitize, patch));
  if (!updated) throw new NotFoundError('Article', id);
  return presentArticle(deps.sanitize, updated);
}
