import type { PublicArticle } from '@edgeboard/domain';

export const ALL_CATEGORIES = 'all';

/** Distinct categories in first-seen order, for the dropdown after "All Categories". */
export function distinctCategories(articles: readonly PublicArticle[]): string[] {
  return [...new Set(articles.map((a) => a.category).filter((c) => c !== ''))];
}

/**
 * The list as shown: case-insensitive search over title, content and author, the chosen category,
 * then favourites first with the server's (newest-first) order kept inside each group.
 */
export function visibleArticles(
  articles: readonly PublicArticle[],
  opts: { search: string; category: string; favourites: ReadonlySet<string> },
): PublicArticle[] {
  const q = opts.search.trim().toLowerCase();
  const matching = articles.filter(
    (a) =>
      (opts.category === ALL_CATEGORIES || a.category === opts.category) &&
      (q === '' ||
        a.title.toLowerCase().includes(q) ||
        a.content.toLowerCase().includes(q) ||
        a.author.toLowerCase().includes(q)),
  );
  return [
    ...matching.filter((a) => opts.favourites.has(a.id)),
    ...matching.filter((a) => !opts.favourites.has(a.id)),
  ];
}
