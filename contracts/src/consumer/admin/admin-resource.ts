// What the back office's resources (players, prop lines, articles, AI picks) answer alike: a list is a page,
// `{ data, count }`, asked for a page at a time, and an id that matches nothing is refused with 404.
import { MatchersV3 } from '@pact-foundation/pact';
import { it } from 'vitest';
import { STATE } from '../../states';
import { api, type UiCall } from '../interaction';

/** The first page of 10: as the query string the request carries, and as the screen asks for it. */
export const FIRST_PAGE_QUERY = { page: '1', pageSize: '10' };
export const FIRST_PAGE = { page: 1, pageSize: 10 };

/** A page of a list: at least one item of `item`'s shape, and the number of matches across pages. */
export const pageLike = (item: unknown, count = 1) => ({
  data: MatchersV3.eachLike(item),
  count: MatchersV3.integer(count),
});

/** 404 not_found to an admin asking for `what` (e.g. 'a player') at a path whose id matches nothing. */
export const itAnswers404ToMissing = (what: string, path: string, call: UiCall<unknown>) => {
  it(`answers 404 to ${what} that does not exist`, () =>
    api(`an admin request for ${what} that does not exist`, STATE.admin).get(path).notFound().refuses(call));
};
