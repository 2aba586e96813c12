// NUL characters (U+0000) refused in every request's text, before any route reads it (issue #30 item 5).
// PostgreSQL cannot hold U+0000 in text or jsonb, nor compare a parameter that carries one: it failed the
// statement (a 500) where SQLite stored or matched the string (a 2xx or a 404), so `GET /api/articles/%00`
// answered 500 to anyone. No product text needs the character, so one rule here answers 400 on both engines
// for a path, a query string or a body (JSON, CSV or any other), instead of a check in every schema.
import type { Context, MiddlewareHandler } from 'hono';

const NUL = '\u0000';
/** A percent-encoded NUL in a path or query string. */
const ENCODED_NUL = /%00/i;
/** JSON's escape for U+0000 (`\u0000`); confirmed by parsing, since `\\u0000` is a backslash and text. */
const JSON_ESCAPED_NUL = /\\u0000/i;

export type NulPlace = 'path' | 'query' | 'body';

/** True when any string in the value (object keys included) holds U+0000. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).some(([k, v]) => k.includes(NUL) || containsNul(v));
  return false;
}

function jsonHoldsNul(text: string): boolean {
  if (!JSON_ESCAPED_NUL.test(text)) return false;
  try {
    return containsNul(JSON.parse(text));
  } catch {
    // Not JSON: the route answers invalid_json; an escape in non-JSON text is no NUL.
    return false;
  }
}

/** Where the request carries a NUL, if it does. Reads the body once (Hono caches it for the route). */
export async function nulIn(c: Context): Promise<NulPlace | null> {
  const url = new URL(c.req.url);
  if (ENCODED_NUL.test(url.pathname)) return 'path';
  if (ENCODED_NUL.test(url.search)) return 'query';
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.raw.body === null) return null;
  const text = await c.req.text();
  // The stream is spent: later readers of the raw request (a body limit, a rate limit's clone) get a fresh one.
  c.req.raw = new Request(c.req.raw, { body: text });
  return text.includes(NUL) || jsonHoldsNul(text) ? 'body' : null;
}

/** Refuses a request with a NUL anywhere in its text through `refuse` (each mount has its error shape). */
export function refuseNulBytes(refuse: (c: Context, place: NulPlace) => Response): MiddlewareHandler {
  return async (c, next) => {
    const place = await nulIn(c);
    if (place) return refuse(c, place);
    await next();
  };
}

export const NUL_MESSAGE = 'Text may not contain the NUL character (U+0000).';
