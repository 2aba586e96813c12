import type { AdminPage } from './admin-page';

/** The part of an admin list's RTK Query slice that edits its cached pages in place. */
interface PagedCache<Name extends string, Row, State, Action> {
  // The cached arguments go straight back to `updateQueryData` unread, so their type does not matter here.
  util: {
    selectCachedArgsForQuery: (state: State, name: Name) => readonly unknown[];
    updateQueryData: (name: Name, args: never, recipe: (page: AdminPage<Row>) => void) => Action;
  };
}

/** The mutation lifecycle fields these updates read (RTK Query's `onQueryStarted` second argument). */
interface Lifecycle<T, State, Action> {
  queryFulfilled: Promise<{ data: T }>;
  getState: () => State;
  dispatch: (action: Action) => unknown;
}

/** A row's change in one cached page: the saved row in place of its old copy, or the deleted row gone. */
export type PagePatch<Row> = (page: AdminPage<Row>) => void;

export const replaceRow =
  <Row extends { id: string }>(id: string, saved: Row): PagePatch<Row> =>
  (page) => {
    const i = page.data.findIndex((r) => r.id === id);
    if (i >= 0) page.data[i] = saved;
  };

export const removeRow =
  <Row extends { id: string }>(id: string): PagePatch<Row> =>
  (page) => {
    const before = page.data.length;
    page.data = page.data.filter((r) => r.id !== id);
    page.count -= before - page.data.length;
  };

/**
 * Once the mutation succeeds, applies `patch(answer)` to every cached page of the `list` query, so each
 * page shows the server's answer at once without refetching. A failure changes nothing: the screen
 * reports it from the mutation's own result, and the caches keep what the server still holds.
 * Answers the server's value (undefined on failure) for any further cache update.
 */
export async function patchCachedPages<Name extends string, Row, State, Action, T>(
  slice: PagedCache<Name, Row, State, Action>,
  list: Name,
  lifecycle: Lifecycle<T, State, Action>,
  patch: (answer: T) => PagePatch<Row>,
): Promise<T | undefined> {
  let answer: T;
  try {
    answer = (await lifecycle.queryFulfilled).data;
  } catch {
    return undefined;
  }
  const recipe = patch(answer);
  for (const args of slice.util.selectCachedArgsForQuery(lifecycle.getState(), list)) {
    lifecycle.dispatch(slice.util.updateQueryData(list, args as never, recipe));
  }
  return answer;
}

/** The part of an admin slice that holds one row's own query (what the open panel shows). */
interface RowCache<Detail extends string, Row, Action> {
  util: { upsertQueryData: (name: Detail, id: string, row: Row) => Action };
}

/**
 * For an edit's `onQueryStarted`: once the server answers, the saved row shows at once in every cached page of
 * `list` and in its own `detail` query (the open panel), without refetching. A failure changes nothing.
 */
export async function showSavedRow<
  Name extends string,
  Detail extends string,
  Row extends { id: string },
  State,
  Action,
>(
  slice: PagedCache<Name, Row, State, Action> & RowCache<Detail, Row, Action>,
  names: { list: Name; detail: Detail },
  id: string,
  lifecycle: Lifecycle<Row, State, Action>,
): Promise<void> {
  const saved = await patchCachedPages(slice, names.list, lifecycle, (row) => replaceRow(id, row));
  if (saved !== undefined) lifecycle.dispatch(slice.util.upsertQueryData(names.detail, id, saved));
}
