// GET /api/admin/articles/{id}: one article.
import { NotFoundError, type ArticleRepository, type StoredArticle } from '@edgeboard/domain';
import { presentArticle, type HtmlSanitizer } from '../article-view';

export async function getArticle(
  deps: { articles: Pick<ArticleRepository, 'get'>; sanitize: HtmlSanitizer },
  id: string,
): Promise<StoredArticle> {
  const article = await deps.articles.get(id);
  if (!article) throw new NotFoundError('Article', id);
  return presentArticle(deps.sanitize, article);
}
