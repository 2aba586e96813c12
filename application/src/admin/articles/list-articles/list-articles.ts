// GET /api/admin/articles: a page of articles, searched, filtered by status and sorted.
import type { ArticleListQuery, ArticleRepository, Page, StoredArticle } from '@edgeboard/domain';
import { presentArticle, type HtmlSanitizer } from '../article-view';

export async function listArticles(
  deps: { articles: Pick<ArticleRepository, 'adminList'>; sanitize: HtmlSanitizer },
  query: ArticleListQuery,
): Promise<Page<StoredArticle>> {
  const page = await deps.articles.adminList(query);
  return { data: page.data.map((a) => presentArticle(deps.sanitize, a)), count: page.count };
}
