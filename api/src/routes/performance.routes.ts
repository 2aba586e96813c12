// Performance Review: every graded pick, wins and losses alike, with the summary cards computed by the domain
// (betting figures over plays only; the calibration chart over every pick).
// Public: the track record is what makes the Edge Score believable. The summary and the calibration come from
// PerformanceStats' cache (application/src/performance/performance-stats): computing them per call let a few
// anonymous callers stall the server.
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  CalibrationResponse,
  PerformanceDataResponse,
  PerformanceQuery,
  PerformanceSummary,
  PerformanceSummaryQuery,
} from '@edgeboard/domain';
import { getPerformanceData } from '@edgeboard/application/performance/get-performance-data/get-performance-data';
import type { AppEnv } from '../http/app-env';
import { errors, json } from '../http/openapi';
import type { AppServices } from '../modules/services';

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

export function performanceRoutes(s: Pick<AppServices, 'picks' | 'seasonClock' | 'performance'>) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(dataRoute, async (c) => c.json(await getPerformanceData(s, c.req.valid('query')), 200));
  app.openapi(summaryRoute, async (c) => c.json(await s.performance.summary(c.req.valid('query')), 200));
  app.openapi(calibrationRoute, async (c) =>
    c.json(await s.performance.calibration(c.req.valid('query')), 200),
  );
  return app;
}
