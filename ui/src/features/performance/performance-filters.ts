import {
  PERFORMANCE_PAGE_SIZE,
  PERFORMANCE_PROP_TYPE_FILTERS,
  resultFilterValue,
  TIMEFRAMES,
  type PerformancePropTypeValue,
  type PerformanceQueryInput,
  type PerformanceSortField,
  type PerformanceSummaryQuery,
  type PickView,
  type TimeframeValue,
} from '@edgeboard/domain';
import type { RESULT_FILTER_LABELS, SPORT_FILTER_LABELS } from '@edgeboard/domain';

export const ALL_PROPS_LABEL = 'All Props';
export const ALL_PROPS = 'all';

export type SportLabel = (typeof SPORT_FILTER_LABELS)[number];
export type ResultLabel = (typeof RESULT_FILTER_LABELS)[number];

export interface PerformanceFilters {
  /** Plays (the bets) by default; all picks adds the passes. */
  view: PickView;
  sport: SportLabel;
  result: ResultLabel;
  timeframe: TimeframeValue;
  propType: PerformancePropTypeValue | typeof ALL_PROPS;
  sortBy: PerformanceSortField;
  sortOrder: 'asc' | 'desc';
  page: number;
}

/** The spec's defaults (everything, newest first, page 1), over the plays. */
export const DEFAULT_FILTERS: PerformanceFilters = {
  view: 'plays',
  sport: 'All Sports',
  result: 'All Results',
  timeframe: 'all',
  propType: ALL_PROPS,
  sortBy: 'date',
  sortOrder: 'desc',
  page: 1,
};

export const SORT_LABELS: Record<PerformanceSortField, string> = {
  date: 'Date',
  confidence: 'Confidence',
  profitLoss: 'Profit/Loss',
};

export const PROP_TYPE_OPTIONS = [
  { value: ALL_PROPS, label: ALL_PROPS_LABEL },
  ...PERFORMANCE_PROP_TYPE_FILTERS.map((f) => ({ value: f.value, label: f.label })),
];
export const TIMEFRAME_OPTIONS = TIMEFRAMES.map((t) => ({ value: t.value, label: t.label }));

/** Any change of filter or sort starts again at page 1; only the pager moves to another page. */
export function changeFilters(
  current: PerformanceFilters,
  change: Partial<Omit<PerformanceFilters, 'page'>>,
): PerformanceFilters {
  return { ...current, ...change, page: 1 };
}

/** Query of the summary cards: the filters only (the summary covers every matching pick). */
export function summaryParams(f: PerformanceFilters): PerformanceSummaryQuery {
  // The view is always named: left out, the API keeps its older defaults (summary plays, table every pick).
  const q: PerformanceSummaryQuery = { view: f.view };
  if (f.sport !== 'All Sports') q.sport = f.sport;
  if (f.timeframe !== 'all') q.timeframe = f.timeframe;
  if (f.propType !== ALL_PROPS) q.propType = f.propType;
  return q;
}

/** Query of one table page. */
export function dataParams(f: PerformanceFilters): PerformanceQueryInput {
  const result = resultFilterValue(f.result);
  return {
    page: f.page,
    limit: PERFORMANCE_PAGE_SIZE,
    sortBy: f.sortBy,
    sortOrder: f.sortOrder,
    ...(result === undefined ? {} : { result }),
    ...summaryParams(f),
  };
}
