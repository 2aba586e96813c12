// GET /api/props/prop-feed, declared once: its path and its query (the domain's PropFeedQueryInput) as the URL
// carries it; its answer is read by prop-feed-answer.ts. Types only from the domain and no zod here: the landing
// page's first download fetches the feed with this (the answer is parsed in its lazy preview), and the API
// slice's endpoints (prop-feed.api.ts) build on it.
import type { PropFeedQueryInput } from '@edgeboard/domain';

/** Relative to the API base (`/api`). */
export const PROP_FEED_PATH = 'props/prop-feed';

/** The query string, as fetchBaseQuery writes `params`: fields left undefined are left out. */
export function propFeedSearch(query: PropFeedQueryInput): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  return search;
}
