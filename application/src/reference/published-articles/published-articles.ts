// Published articles (GET /api/articles, newest first, and /api/articles/{id}). Stored HTML and links were checked
// on write; checking again on read protects against rows written any other way (an unsafe image or "Read More"
// link is served as null: no image, and Read More opens the article).
import {
  NotFoundError,
  safeArticleLink,
  type ArticleRepository,
  type PublicArticle,
  type StoredArticle,
} from '@edgeboard/domain';

export interface PublishedArticlesDeps {
  articles: Pick<ArticleRepository, 'published' | 'get'>;
  /** The HTML sanitiser (an adapter: the server's allows the article editor's tags only). */
  sanitizeHtml: (html: string | null | undefined) => string | null;
}

function toPublicArticle(deps: PublishedArticlesDeps, { html, ...a }: StoredArticle): PublicArticle {
  return {
    ...a,
    html: deps.sanitizeHtml(html),
    imageUrl: safeArticleLink(a.imageUrl),
    htmlPath: safeArticleLink(a.htmlPath),
  };
}

export async function listPublishedArticles(deps: PublishedArticlesDeps): Promise<PublicArticle[]> {
  return (await deps.articles.published()).map((a) => toPublicArticle(deps, a));
}

/** 404 for an unknown article and for one not published. */
export async function getPublishedArticle(deps: PublishedArticlesDeps, id: string): Promise<PublicArticle> {
  const article = await deps.articles.get(id);
  if (article?.status !== 'published') throw new NotFoundError('Article', id, 'Article not found');
  return toPublicArticle(deps, article);
}
