// Article bodies are written by admins in a rich editor and shown to every subscriber, so they are cleaned on
// the way in and again on the way out (rows written before a rule change, or straight into the database, are
// cleaned too). Only presentational markup survives: no script, no event handlers, no javascript: URLs.
// An article is rendered inside the app's own page, so its ids and anchor names are moved into their own
// namespace (`user-content-`): an article's `id="root"` once put a second #root in the document.
import type { HtmlSanitizer } from '@edgeboard/domain';
import sanitizeHtml from 'sanitize-html';

/** Prefix of every id and anchor name an article keeps; the app itself never uses it. */
export const ARTICLE_ID_PREFIX = 'user-content-';

/** `id` moved into the articles' namespace (already prefixed values stay, so cleaning twice changes nothing). */
const namespaced = (id: string): string =>
  id.startsWith(ARTICLE_ID_PREFIX) ? id : `${ARTICLE_ID_PREFIX}${id}`;

/** Ids, anchor names and in-page links (`#id`) of one element, namespaced together so the links still work. */
function namespaceIds(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const out = { ...attribs };
  if (out.id !== undefined) {
    const id = out.id.trim();
    if (id === '') delete out.id;
    else out.id = namespaced(id);
  }
  if (out.name !== undefined) out.name = namespaced(out.name.trim());
  if (out.href?.startsWith('#') && out.href.length > 1) out.href = `#${namespaced(out.href.slice(1))}`;
  return out;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'figure', 'figcaption', 'h1', 'h2', 'span'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    '*': ['class', 'id'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  // Links that open a new tab must not hand the opener to the target page.
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
    '*': (tagName, attribs) => ({ tagName, attribs: namespaceIds(attribs) }),
  },
};

/** The article HTML with everything executable removed. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Same, keeping null as null (articles without an HTML body). */
export function sanitizeOptionalHtml(html: string | null | undefined): string | null {
  return html === null || html === undefined ? null : sanitizeArticleHtml(html);
}

/** The port the HTTP layer is given (it never imports this module). */
export const articleHtmlSanitizer: HtmlSanitizer = {
  sanitize: sanitizeArticleHtml,
  sanitizeOptional: sanitizeOptionalHtml,
};
