// What every back-office article answer shares: the body sanitised again on the way out, and links checked.
import { safeArticleLink, type ArticleWrite, type StoredArticle } from '@edgeboard/domain';

/** Cleans an article's HTML body (the API's sanitize-html rules); null for none. */
export type HtmlSanitizer = (html: string | null | undefined) => string | null;

// Links are checked on write (ArticleInput); a row stored before that rule is served without an unsafe link.
export const presentArticle = (sanitize: HtmlSanitizer, a: StoredArticle): StoredArticle => ({
  ...a,
  html: sanitize(a.html),
  imageUrl: safeArticleLink(a.imageUrl),
  htmlPath: safeArticleLink(a.htmlPath),
});

/** A write with its body cleaned on the way in (a body not sent stays as stored). */
export function cleanArticleWrite<T extends Partial<ArticleWrite>>(sanitize: HtmlSanitizer, input: T): T {
  return input.html === undefined ? input : { ...input, html: sanitize(input.html) };
}
