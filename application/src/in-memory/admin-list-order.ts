// The SQL repositories' admin list rules for the in-memory repositories: the chosen columns (text compared
// lower-cased first), NULLs last in either direction, then the id in the same direction (adapters'
// query-helpers sortTerms); the case-insensitive partial match (containsText), the 1-based page, and an
// update by id of the given fields (definedFields, updateById).
import { adminListOrder, type Page, type SortOrder } from '@edgeboard/domain';

type Value = string | number | null | undefined;

function compareValues(a: Value, b: Value): number {
  if (typeof a === 'string' && typeof b === 'string') {
    const la = a.toLowerCase();
    const lb = b.toLowerCase();
    if (la !== lb) return la < lb ? -1 : 1;
  }
  if (a === b) return 0;
  return (a ?? 0) < (b ?? 0) ? -1 : 1;
}

type Columns<T, F extends string> = Record<F, ((row: T) => Value)[]>;

/** Sort columns that are each the row's field of the same name. */
export function fieldColumns<F extends string>(fields: readonly F[]): Columns<Record<F, Value>, F> {
  return Object.fromEntries(fields.map((f) => [f, [(row: Record<F, Value>) => row[f]]])) as Columns<
    Record<F, Value>,
    F
  >;
}

/** `rows` in the list's order; `columns` gives each sort field's values, most significant first. */
export function sortAdminRows<T extends { id: string }, F extends string>(
  rows: readonly T[],
  q: { sortBy?: F | undefined; sortOrder?: SortOrder | undefined },
  defaultField: F,
  columns: Columns<T, F>,
): T[] {
  const { field, order } = adminListOrder(q, defaultField);
  const sign = order === 'asc' ? 1 : -1;
  const keys = columns[field];
  return [...rows].sort((x, y) => {
    for (const key of keys) {
      const [a, b] = [key(x), key(y)];
      const aNull = a === null || a === undefined;
      const bNull = b === null || b === undefined;
      if (aNull !== bNull) return aNull ? 1 : -1;
      const c = compareValues(a, b);
      if (c !== 0) return c * sign;
    }
    return compareValues(x.id, y.id) * sign;
  });
}

/** The repositories' case-insensitive partial match; no search matches everything. */
export const contains = (text: string | null | undefined, search: string | undefined) =>
  search === undefined || (text ?? '').toLowerCase().includes(search.trim().toLowerCase());

/** One 1-based page of `rows` with the count of all of them. */
export function pageOfRows<T>(rows: readonly T[], q: { page: number; pageSize: number }): Page<T> {
  const start = (q.page - 1) * q.pageSize;
  return { data: rows.slice(start, start + q.pageSize), count: rows.length };
}

/** A patch's given fields: a key sent as undefined leaves the stored value, as the SQL updates skip it. */
export function givenFields<T extends object>(patch: T): Partial<T> {
  const entries: [string, unknown][] = Object.entries(patch);
  return Object.fromEntries(entries.filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Writes `patch`'s given fields over the row with `id`, stamped `updated_at`; null when there is none. */
export function patchRow<T extends { id: string; updated_at: string }>(
  rows: T[],
  id: string,
  patch: Partial<T>,
  at: string,
): T | null {
  const index = rows.findIndex((r) => r.id === id);
  const current = rows[index];
  if (!current) return null;
  rows[index] = { ...current, ...givenFields(patch), updated_at: at };
  return rows[index];
}
