// Performance Review: every graded pick, wins and losses alike, with the summary cards computed by the domain
// (betting figures over plays only; the calibration chart over every pick).
// Public: the track record is what makes the Edge Score believable.
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  calibrate,
  CalibrationResponse,
  PERFORMANCE_PROP_TYPE_FILTERS,
  PerformanceDataResponse,
  PerformanceQuery,
  PerformanceSummary,
  PerformanceSummaryQuery,
  paginationMeta,
  summarizePerformance,
  timeframeStart,
  toPerformanceRow,
  type AiPickRepository,
  type Clock,
  type GradedPickFilter,
  type PerformanceRow,
} from '@edgeboard/domain';
import type { AppEnv } from '../http/app-env';
import { errors, json } from '../http/openapi';

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

export function performanceRoutes(picks: AiPickRepository, seasonClock: Clock) {
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
        data: graded(page.data.map(toPerformanceRow)),
        meta: paginationMeta(q.page, q.limit, page.count),
      },
      200,
    );
  });
  app.openapi(summaryRoute, async (c) => {
    const filter = filterOf(c.req.valid('query'), seasonClock.now());
    // Betting figures count plays only: a no-play pick was published as a pass, not a bet. (Picks stored
    // before verdicts were kept count, as they were published as bets.) Calibration keeps every pick.
    const bets = filter ? (await picks.gradedAll(filter)).filter((p) => p.pick.verdict !== 'no_play') : [];
    return c.json(summarizePerformance(graded(bets.map(toPerformanceRow))), 200);
  });
  app.openapi(calibrationRoute, async (c) => {
    const filter = filterOf(c.req.valid('query'), seasonClock.now());
    const rows = filter ? graded((await picks.gradedAll(filter)).map(toPerformanceRow)) : [];
    return c.json(calibrate(rows), 200);
  });
  return app;
}
