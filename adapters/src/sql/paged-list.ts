import { sql } from 'kysely';
import type { RawBuilder, SelectQueryBuilder } from 'kysely';
import { adminListOrder } from '@edgeboard/domain';
import type { Page, PageRequest, SortOrder } from '@edgeboard/domain';

/** LIMIT and OFFSET of a 1-based page; a page or size below 1 counts as 1. */
export function pageBounds(req: PageRequest): { limit: number; offset: number } {
  const pageSize = Math.max(1, Math.floor(req.pageSize));
  const page = Math.max(1, Math.floor(req.page));
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** One column of an admin list's order. */
export interface SortKey {
  column: string;
  /** Compared lower-cased first: SQLite's binary order and PostgreSQL's locale order differ on case. */
  text?: boolean;
  /** NULLs go last in either direction (the engines disagree on where they go by default). */
  nullable?: boolean;
}

/**
 * The ORDER BY terms of an admin list: the chosen columns in the chosen direction, then `idColumn` in the
 * same direction so that every page is a stable slice.
 */
export function sortTerms(
  keys: readonly SortKey[],
  order: SortOrder,
  idColumn = 'id',
): { expression: RawBuilder<unknown>; order: SortOrder }[] {
  const terms: { expression: RawBuilder<unknown>; order: SortOrder }[] = [];
  for (const k of keys) {
    const ref = sql.ref(k.column);
    if (k.nullable === true)
      terms.push({ expression: sql`case when ${ref} is null then 1 else 0 end`, order: 'asc' });
    if (k.text === true) terms.push({ expression: sql`lower(${ref})`, order });
    terms.push({ expression: sql`${ref}`, order });
  }
  terms.push({ expression: sql`${sql.ref(idColumn)}`, order });
  return terms;
}

/** `qb` ordered by `sortTerms`. */
function orderedBy<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  keys: readonly SortKey[],
  order: SortOrder,
  idColumn = 'id',
): SelectQueryBuilder<DB, TB, O> {
  let out = qb;
  for (const t of sortTerms(keys, order, idColumn)) out = out.orderBy(t.expression, t.order);
  return out;
}

/** The number of rows `qb` selects, ignoring its selection, order and paging. */
export async function countRows<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  // The generic builder loses the row type of the added selection, so it is restated here.
  const row = (await qb
    .clearSelect()
    .clearOrderBy()
    .clearLimit()
    .clearOffset()
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirst()) as { count: number | string } | undefined;
  return Number(row?.count ?? 0);
}

/**
 * One page of `ordered` (filtered, selected and ordered by the caller) and the count of every row it
 * matches: the count drops the selection and the order, so both queries filter alike.
 */
export async function pagedList<DB, TB extends keyof DB, O, T>(
  ordered: SelectQueryBuilder<DB, TB, O>,
  req: PageRequest,
  toItem: (row: O) => T,
): Promise<Page<T>> {
  const { limit, offset } = pageBounds(req);
  const [count, rows] = await Promise.all([
    countRows(ordered),
    ordered.limit(limit).offset(offset).execute(),
  ]);
  return { data: rows.map(toItem), count };
}

/** The columns behind each sort field of an admin list. */
export type SortColumns<F extends string> = Readonly<Record<F, readonly SortKey[]>>;

/** How an admin list may be sorted: the columns behind each sort field and the field used by default. */
export interface AdminSort<F extends string> {
  keys: SortColumns<F>;
  /** Sorted newest first when the query names no field (`adminListOrder`). */
  defaultField: F;
  /** The tie-breaker column; `id` unless the list joins tables. */
  idColumn?: string;
}

/** The back office's lists: `selected` in the order the query asks for, one page of it. */
export function adminPagedList<DB, TB extends keyof DB, O, T, F extends string>(
  selected: SelectQueryBuilder<DB, TB, O>,
  query: PageRequest & { sortBy?: F | undefined; sortOrder?: SortOrder | undefined },
  sort: AdminSort<F>,
  toItem: (row: O) => T,
): Promise<Page<T>> {
  const { field, order } = adminListOrder(query, sort.defaultField);
  return pagedList(orderedBy(selected, sort.keys[field], order, sort.idColumn), query, toItem);
}
