// Performance Review: every graded pick, wins and losses alike, with the summary cards computed by the domain
// (betting figures over plays only; the calibration chart over every pick).
// Public: the track record is what makes the Edge Score believable. The summary and the calibration come from
// PerformanceStats' cache (application/src/performance/performance-stats): computing them per call let a few
// anonymous callers stall the server.
import { OpenAPIHono } from '@hono/zod-openapi';
import {
  CalibrationResponse,
  PerformanceDataResponse,
  PerformanceQuery,
  PerformanceSummary,
  PerformanceSummaryQuery,
} from '@edgeboard/domain';
import { getPerformanceData } from '@edgeboard/application/performance/get-performance-data/get-performance-data';
import type { AppEnv } from '../http/app-env';
import { ok, routeGroup } from '../http/route-group';
import type { AppServices } from '../http/app-services';

const performance = routeGroup(['Performance'], { errors: [400], prefix: '/api/performance' });

const dataRoute = performance.get(
  '/data',
  'Graded picks, paged',
  { query: PerformanceQuery },
  ok(PerformanceDataResponse, 'Rows and paging'),
);
const summaryRoute = performance.get(
  '/summary',
  'Summary cards over the graded picks matching the filters',
  { query: PerformanceSummaryQuery },
  ok(PerformanceSummary, 'Summary'),
);
const calibrationRoute = performance.get(
  '/calibration',
  'Edge Score calibration: promised against actual win rate per score band',
  { query: PerformanceSummaryQuery },
  ok(CalibrationResponse, 'Bands'),
);

export function performanceRoutes(s: Pick<AppServices, 'picks' | 'seasonClock' | 'performance'>) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(dataRoute, async (c) => c.json(await getPerformanceData(s, c.req.valid('query')), 200));
  app.openapi(summaryRoute, async (c) => c.json(await s.performance.summary(c.req.valid('query')), 200));
  app.openapi(calibrationRoute, async (c) =>
    c.json(await s.performance.calibration(c.req.valid('query')), 200),
  );
  return app;
}
