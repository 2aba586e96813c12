// A page view (POST /api/analytics/page-view): path and referrer, anonymous allowed. Nothing personal is kept
// beyond the user id of a signed-in viewer: query strings and fragments (tokens, e-mail addresses in links) are
// dropped before storing.
import type { PageViewRepository } from '@edgeboard/domain';
import { z } from 'zod';

/** What a page reports about itself (bounded: the write is open and anonymous). */
export const PageViewBody = z.object({
  path: z.string().startsWith('/').max(2048),
  referrer: z.string().max(2048).nullish(),
});

export interface PageViewDeps {
  pageViews: Pick<PageViewRepository, 'add'>;
  /** Told about a failed write; recording never fails the request. */
  onError?: (err: unknown) => void;
}

/** The path without query or fragment. */
export function cleanPath(path: string): string {
  return path.split(/[?#]/)[0] || '/';
}

/** The referring page's origin and path; null for anything that is not an http(s) URL. */
export function cleanReferrer(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${url.pathname}` : null;
  } catch {
    return null;
  }
}

/** Whether the view was stored: a failed write is reported to `onError` and answered, never thrown. */
export async function recordPageView(
  deps: PageViewDeps,
  view: { path: string; referrer?: string | null | undefined },
  userId: string | null,
): Promise<{ recorded: boolean }> {
  try {
    await deps.pageViews.add({
      path: cleanPath(view.path),
      referrer: cleanReferrer(view.referrer),
      user_id: userId,
    });
    return { recorded: true };
  } catch (err) {
    deps.onError?.(err);
    return { recorded: false };
  }
}
