// Performance Review: every graded pick, wins and losses alike, with the summary cards computed by the domain
// (betting figures over plays only; the calibration chart over every pick).
// Public: the track record is what makes the Edge Score believable. The summary and the calibration come from
// PerformanceService's cache (computing them per call let a few anonymous callers stall the server).
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  CalibrationResponse,
  PERFORMANCE_PROP_TYPE_FILTERS,
  PerformanceDataResponse,
  PerformanceQuery,
  PerformanceSummary,
  PerformanceSummaryQuery,
  paginationMeta,
  timeframeStart,
  toPerformanceRow,
  type AiPickRepository,
  type Clock,
  type GradedPickFilter,
  type PerformanceRow,
  type PickWithGame,
} from '@edgeboard/domain';
import type { AppEnv } from '../http/app-env';
import { errors, json } from '../http/openapi';
import type { PerformanceService } from './performance.service';

/** null: a filter that can match nothing (another sport, a prop type the engine never makes). */
function filterOf(
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
  const from = q.timeframe === undefined ? null : timeframeStart(q.timeframe, now);
  if (from !== null) filter.since = from.toISOString();
  return filter;
}

const SORT = { date: 'date', confidence: 'confidence', profitLoss: 'profit' } as const;

const dataRoute = createRoute({
  method: 'get',
  path: '/api/performance/data',
  tags: ['Performance'],
  summary: 'Graded picks, paged',
  request: { query: PerformanceQuery },
  responses: { 200: json(PerformanceDataResponse, 'Rows and paging'), 400: errors[400] },
});

const summaryRoute = createRoute({
  method: 'get',
  path: '/api/performance/summary',
  tags: ['Performance'],
  summary: 'Summary cards over the graded picks matching the filters',
  request: { query: PerformanceSummaryQuery },
  responses: { 200: json(PerformanceSummary, 'Summary'), 400: errors[400] },
});

const calibrationRoute = createRoute({
  method: 'get',
  path: '/api/performance/calibration',
  tags: ['Performance'],
  summary: 'Edge Score calibration: promised against actual win rate per score band',
  request: { query: PerformanceSummaryQuery },
  responses: { 200: json(CalibrationResponse, 'Bands'), 400: errors[400] },
});

const graded = (rows: (PerformanceRow | null)[]) => rows.filter((r): r is PerformanceRow => r !== null);

/** A graded pick's row, with its closing line value when the pick has a close (absent otherwise). */
function withClv(p: PickWithGame): PerformanceRow | null {
  const row = toPerformanceRow(p);
  return row && p.pick.closing ? { ...row, clv: p.pick.closing.clv } : row;
}

export function performanceRoutes(picks: AiPickRepository, seasonClock: Clock, stats: PerformanceService) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(dataRoute, async (c) => {
    const q = c.req.valid('query');
    const filter = filterOf(q, seasonClock.now());
    const page = filter
      ? await picks.graded({
          ...filter,
          page: q.page,
          pageSize: q.limit,
          sortBy: SORT[q.sortBy],
          sortOrder: q.sortOrder,
        })
      : { data: [], count: 0 };
    return c.json(
      {
        data: graded(page.data.map(withClv)),
        meta: paginationMeta(q.page, q.limit, page.count),
      },
      200,
    );
  });
  app.openapi(summaryRoute, async (c) => c.json(await stats.summary(c.req.valid('query')), 200));
  app.openapi(calibrationRoute, async (c) => c.json(await stats.calibration(c.req.valid('query')), 200));
  return app;
}
