// The public track record (issue #14 item 6): GET /api/performance/record for the /record page and
// GET /api/performance/export for anyone to download the same rows. No sign-in: a record nobody can check is
// worth nothing. Both read PerformanceStats' cached list of graded picks, never the database per call,
// because the routes are public (see application/src/performance/performance-stats).
import { OpenAPIHono, z } from '@hono/zod-openapi';
import { RecordExportQuery, RecordPageQuery, RecordResponse, RecordRow } from '@edgeboard/domain';
import { exportRecord } from '@edgeboard/application/record/export-record/export-record';
import type { AppEnv } from '../http/app-env';
import { ok, routeGroup } from '../http/route-group';
import type { AppServices } from '../modules/services';

const performance = routeGroup(['Performance'], { errors: [400], prefix: '/api/performance' });

const recordRoute = performance.get(
  '/record',
  'Public track record: one page of the graded picks matching the filters, their headline figures and calibration',
  { query: RecordPageQuery },
  ok(
    RecordResponse,
    'One page of rows (newest first), paging, headline over every match, calibration, seasons',
  ),
);
const exportRoute = performance.get(
  '/export',
  'Public track record as a download: every row of /api/performance/record for the filters (never paged), as JSON or CSV',
  { query: RecordExportQuery },
  {
    200: {
      description: 'The rows, as an attachment named edgeboard-record-<season>.<format>',
      content: {
        'application/json': { schema: z.array(RecordRow) },
        'text/csv': { schema: z.string() },
      },
    },
  },
);

export function recordRoutes(s: Pick<AppServices, 'performance'>) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(recordRoute, async (c) => c.json(await s.performance.record(c.req.valid('query')), 200));
  app.openapi(exportRoute, async (c) => {
    const file = await exportRecord(s.performance, c.req.valid('query'));
    c.header('Content-Disposition', `attachment; filename="${file.fileName}"`);
    if (file.format === 'csv') {
      c.header('Content-Type', 'text/csv; charset=utf-8');
      return c.body(file.body, 200);
    }
    return c.json(file.rows, 200);
  });
  return app;
}
