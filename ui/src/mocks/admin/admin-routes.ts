// The routes most /api/admin areas declare alike, each behind the admin guard and answered by a use case: a
// page from a validated query, one row by its id, and a delete answered `{ success: true }`.
import { pageOf } from '@edgeboard/domain';
import { http } from 'msw';
import type { z } from 'zod';
import type { DemoWorld } from '@/mocks/demo-world';
import { guarded, guardedQuery, type GuardedContext } from './admin-guard';
import { answer, Deleted, idOf } from './admin-http';

/** GET `url`: the query validated as the API does, then a page of `item` from `list`. */
export const listRoute = <S extends z.ZodType>(
  url: string,
  query: S,
  item: z.ZodType,
  list: (q: z.output<S>, w: DemoWorld) => Promise<unknown>,
) =>
  http.get(
    url,
    guardedQuery(query, (q, { w }) => answer(pageOf(item), () => list(q, w))),
  );

/** GET `url` (ending in `:id`): the `item` `get` answers for the path's id. */
export const getRoute = (url: string, item: z.ZodType, get: (id: string, w: DemoWorld) => Promise<unknown>) =>
  http.get(
    url,
    guarded(({ params, w }) => answer(item, () => get(idOf(params), w))),
  );

/** DELETE `url` (ending in `:id`): `remove` for the path's id, then `{ success: true }`. */
export const deleteRoute = (url: string, remove: (id: string, ctx: GuardedContext) => Promise<unknown>) =>
  http.delete(
    url,
    guarded((ctx) =>
      answer(Deleted, async () => {
        await remove(idOf(ctx.params), ctx);
        return { success: true };
      }),
    ),
  );
