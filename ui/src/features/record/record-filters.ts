// The record's filters live in the URL (?season=&week=&statType=&view=all&page=), so a filtered record can be
// linked to and the export buttons download exactly what the page counts. The plays are the default view: the
// URL names `view=all` only when every pick is shown, and `page` only past the first.
import { API_BASE_PATH, RecordPageQuery, type PickView, type StatType } from '@edgeboard/domain';

export interface RecordFilters {
  season?: number;
  week?: number;
  statType?: StatType;
  view: PickView;
  page: number;
}

/** The filters the URL holds; a value the API would refuse is dropped, never sent. */
export function recordFilters(search: URLSearchParams): RecordFilters {
  const pick = <K extends 'season' | 'week' | 'statType'>(
    key: K,
  ): Pick<RecordFilters, K> | Record<string, never> => {
    const raw = search.get(key);
    if (raw === null) return {};
    const parsed = RecordPageQuery.shape[key].safeParse(raw);
    return parsed.success && parsed.data !== undefined
      ? ({ [key]: parsed.data } as Pick<RecordFilters, K>)
      : {};
  };
  const page = RecordPageQuery.shape.page.safeParse(search.get('page') ?? undefined);
  return {
    ...pick('season'),
    ...pick('week'),
    ...pick('statType'),
    view: search.get('view') === 'all' ? 'all' : 'plays',
    page: page.success ? page.data : 1,
  };
}

/** The filters' part of a query string (no page), in a fixed order; the default view is left out. */
function filterSearch(filters: RecordFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.season !== undefined) out.set('season', String(filters.season));
  if (filters.week !== undefined) out.set('week', String(filters.week));
  if (filters.statType !== undefined) out.set('statType', filters.statType);
  if (filters.view === 'all') out.set('view', 'all');
  return out;
}

/** The URL's search string for the filters (page only past the first). */
export function recordSearch(filters: RecordFilters): URLSearchParams {
  const out = filterSearch(filters);
  if (filters.page > 1) out.set('page', String(filters.page));
  return out;
}

/** The API's query for one page: the view always named (the API's own default is every pick). */
export function recordQuery(filters: RecordFilters) {
  const { page, view, ...rest } = filters;
  return { ...rest, view, page };
}

/** The export's address for these filters: every matching row of the view, never a page. */
export function exportHref(filters: RecordFilters, format: 'csv' | 'json'): string {
  const params = filterSearch(filters);
  params.set('view', filters.view);
  params.set('format', format);
  return `${API_BASE_PATH}/performance/export?${params.toString()}`;
}

/** Filters after one select or the view switch changes (back to the first page); undefined clears a select. */
export function changeRecordFilter(
  filters: RecordFilters,
  key: 'season' | 'week' | 'statType' | 'view',
  value: number | StatType | PickView | undefined,
): RecordFilters {
  const { [key]: _previous, ...rest } = filters;
  if (key === 'view') return { ...rest, view: value === 'all' ? 'all' : 'plays', page: 1 };
  return (value === undefined ? { ...rest, page: 1 } : { ...rest, [key]: value, page: 1 }) as RecordFilters;
}
