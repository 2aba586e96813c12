import { API_BASE_PATH, type FeedSortField } from '@edgeboard/domain';
import { PROP_FEED_PATH, propFeedSearch } from '@/lib/prop-feed/prop-feed-request';

// The landing page talks to the two public endpoints with plain fetch: the store and its query layer are
// kept out of the page's first download (they arrive with the first signed-in route).

export class PublicApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function serverMessage(res: Response): Promise<string> {
  try {
    const body: unknown = await res.json();
    if (typeof body === 'object' && body !== null && 'error' in body) {
      const e = body.error;
      if (typeof e === 'object' && e !== null && 'message' in e && typeof e.message === 'string')
        return e.message;
    }
  } catch {
    // Not JSON: fall through to the generic message.
  }
  return '';
}

/** POST /api/selzy/subscribe; throws PublicApiError with the server's message when it sent one. */
export async function subscribeToLaunch(body: { email: string; list_id: number }): Promise<void> {
  const res = await fetch(`${API_BASE_PATH}/selzy/subscribe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new PublicApiError(res.status, await serverMessage(res));
}

export interface PreviewPicksOptions {
  /** Highest first; value (`ev`: EV, then Edge Score) unless told. */
  sortBy?: FeedSortField;
  /** Plays only (`plays=true`). */
  plays?: boolean;
}

/**
 * GET /api/props/prop-feed without a session: the picks any visitor may see. The body is parsed by the caller
 * (the lazy preview, with lib/prop-feed/prop-feed-answer.ts), so zod stays out of the page's first download.
 */
export async function fetchPreviewPicks(limit: number, options: PreviewPicksOptions = {}): Promise<unknown> {
  const search = propFeedSearch({
    limit,
    sortBy: options.sortBy ?? 'ev',
    sortOrder: 'desc',
    // "On the board right now": games not yet started at the server's season clock.
    status: 'upcoming',
    // The plays first, then the rest (issue #27 item 3): a visitor's allowance is taken the same way.
    playsFirst: true,
    ...(options.plays === true ? { plays: true } : {}),
  });
  const res = await fetch(`${API_BASE_PATH}/${PROP_FEED_PATH}?${search.toString()}`);
  if (!res.ok) throw new PublicApiError(res.status, await serverMessage(res));
  return res.json();
}
