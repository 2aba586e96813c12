// The record's filters live in the URL (?season=&week=&statType=), so a filtered record can be linked to and
// the export buttons download exactly what the page shows.
import { API_BASE_PATH, RecordQuery, type StatType } from '@edgeboard/domain';

/** The filters the URL holds; a value the API would refuse is dropped, never sent. */
export function recordFilters(search: URLSearchParams): RecordQuery {
  const pick = <K extends keyof RecordQuery>(key: K): Pick<RecordQuery, K> | Record<string, never> => {
    const raw = search.get(key);
    if (raw === null) return {};
    const parsed = RecordQuery.shape[key].safeParse(raw);
    return parsed.success && parsed.data !== undefined
      ? ({ [key]: parsed.data } as Pick<RecordQuery, K>)
      : {};
  };
  return { ...pick('season'), ...pick('week'), ...pick('statType') };
}

/** The search string for filters (only the ones set, in a fixed order). */
export function recordSearch(filters: RecordQuery): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.season !== undefined) out.set('season', String(filters.season));
  if (filters.week !== undefined) out.set('week', String(filters.week));
  if (filters.statType !== undefined) out.set('statType', filters.statType);
  return out;
}

/** The export's address for these filters. */
export function exportHref(filters: RecordQuery, format: 'csv' | 'json'): string {
  const params = recordSearch(filters);
  params.set('format', format);
  return `${API_BASE_PATH}/performance/export?${params.toString()}`;
}

/** Filters after one select changes; undefined clears it. */
export function changeRecordFilter(
  filters: RecordQuery,
  key: 'season' | 'week' | 'statType',
  value: number | StatType | undefined,
): RecordQuery {
  const { [key]: _previous, ...rest } = filters;
  return value === undefined ? rest : { ...rest, [key]: value };
}
