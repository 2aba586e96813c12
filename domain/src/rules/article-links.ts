// An article's image and its external "Read More" page are shown to every subscriber, so the server and the
// editor form accept the same two kinds of link only: an https address, or a path on this site. Anything else
// (javascript:, data:, plain http, protocol-relative //host, a bare word) would be a dead or unsafe link.

export const ARTICLE_LINK_MESSAGE = 'Use an https:// address or a path on this site starting with /';
export const ARTICLE_LINK_MAX_LENGTH = 2048;

/** True for `https://host/...` or `/path` (not `//host` or `/\host`, which browsers read as another host). */
export function isSafeArticleLink(value: string): boolean {
  if (value.length === 0 || value.length > ARTICLE_LINK_MAX_LENGTH) return false;
  // Spaces, control characters and backslashes: browsers strip or rewrite them, so what was checked is not
  // what gets followed.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is being refused
  if (/[\s\u0000-\u001f\u007f\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** A stored link as served: the link when it is safe, otherwise null (rows written before the rule). */
export function safeArticleLink(value: string | null | undefined): string | null {
  return value !== null && value !== undefined && isSafeArticleLink(value) ? value : null;
}
