import { pageOf, type Page } from '@edgeboard/domain';
import type { z } from 'zod';

/** The back office's list answer: the domain's page (one page of rows, the exact count of every match). */
export type AdminPage<T> = Page<T>;

/**
 * GET one page of `url`'s rows, the list's arguments as its query string. The page is cached under the list's
 * tag and each row's own `{ type, id }`, so a change that drops either refetches every page it touches.
 */
export const pageQuery = <S extends z.ZodType<{ id: string }>, const K extends string>(
  url: string,
  row: S,
  type: K,
) => ({
  query: (params: object) => ({ url, params }),
  responseSchema: pageOf(row),
  providesTags: (page: AdminPage<{ id: string }> | undefined) => [
    { type, id: 'LIST' },
    ...(page?.data ?? []).map((r) => ({ type, id: r.id })),
  ],
});
