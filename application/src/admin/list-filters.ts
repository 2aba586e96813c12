// The back-office lists ask their repository only for the filters given: one left out or sent empty is no
// condition, and the repositories' queries take no explicit undefined (exactOptionalPropertyTypes).
type Paging = 'page' | 'pageSize' | 'sortBy' | 'sortOrder';
export type GivenFilters<T> = { [K in keyof T]?: Exclude<T[K], undefined> };

/** The list query's paging and order as they are, and of its filters only those given. */
export function repositoryQuery<
  Q extends { page: number; pageSize: number; sortBy?: unknown; sortOrder?: unknown },
>(q: Q): Pick<Q, Paging> & GivenFilters<Omit<Q, Paging>> {
  const { page, pageSize, sortBy, sortOrder, ...filters } = q;
  const entries: [string, unknown][] = Object.entries(filters);
  const given = Object.fromEntries(entries.filter(([, v]) => v !== undefined && v !== ''));
  return { ...given, page, pageSize, sortBy, sortOrder } as Pick<Q, Paging> & GivenFilters<Omit<Q, Paging>>;
}
