// Performance Review's table (GET /api/performance/data): every graded pick matching the filters, wins and
// losses alike, paged, each with its closing line value when the pick has a close.
import {
  PERFORMANCE_PROP_TYPE_FILTERS,
  paginationMeta,
  timeframeStart,
  toPerformanceRow,
  type AiPickRepository,
  type Clock,
  type GradedPickFilter,
  type PerformanceDataResponse,
  type PerformanceQuery,
  type PerformanceRow,
  type PerformanceSummaryQuery,
  type PickWithGame,
} from '@edgeboard/domain';

export interface PerformanceDataDeps {
  picks: Pick<AiPickRepository, 'graded'>;
  /** Season time: where a timeframe starts. */
  seasonClock: Clock;
}

/** The repository's filter for the query; null for one that can match nothing (another sport, an unknown type). */
export function gradedFilterOf(
  q: PerformanceSummaryQuery & { result?: PerformanceQuery['result'] },
  now: Date,
): GradedPickFilter | null {
  if (q.sport !== undefined && q.sport.toLowerCase() !== 'nfl') return null;
  const filter: GradedPickFilter = {};
  if (q.propType !== undefined) {
    const statTypes = PERFORMANCE_PROP_TYPE_FILTERS.find((f) => f.value === q.propType)?.statTypes ?? [];
    if (statTypes.length === 0) return null;
    filter.statTypes = statTypes;
  }
  if (q.result !== undefined) filter.result = q.result;
  if (q.view === 'plays') filter.plays = true;
  const from = q.timeframe === undefined ? null : timeframeStart(q.timeframe, now);
  if (from !== null) filter.since = from.toISOString();
  return filter;
}

const SORT = { date: 'date', confidence: 'confidence', profitLoss: 'profit' } as const;

/** A graded pick's row, with its closing line value when the pick has a close (absent otherwise). */
function withClv(p: PickWithGame): PerformanceRow | null {
  const row = toPerformanceRow(p);
  return row && p.pick.closing ? { ...row, clv: p.pick.closing.clv } : row;
}

export async function getPerformanceData(
  deps: PerformanceDataDeps,
  q: PerformanceQuery,
): Promise<PerformanceDataResponse> {
  const filter = gradedFilterOf(q, deps.seasonClock.now());
  const page = filter
    ? await deps.picks.graded({
        ...filter,
        page: q.page,
        pageSize: q.limit,
        sortBy: SORT[q.sortBy],
        sortOrder: q.sortOrder,
      })
    : { data: [], count: 0 };
  return {
    data: page.data.map(withClv).filter((r): r is PerformanceRow => r !== null),
    meta: paginationMeta(q.page, q.limit, page.count),
  };
}
