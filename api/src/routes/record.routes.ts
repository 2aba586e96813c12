// The public track record (issue #14 item 6): GET /api/performance/record for the /record page and
// GET /api/performance/export for anyone to download the same rows. No sign-in: a record nobody can check is
// worth nothing. Both read PerformanceStats' cached list of graded picks, never the database per call,
// because the routes are public (see application/src/performance/performance-stats).
// Bounded (issue #30 item 3: 64 anonymous callers of the export kept /api/health waiting up to 10.7 s): each
// client address has a rate per route, the export's file is built once per filter (cached with the rows and
// emptied by the same writes) and gzipped once, so a repeated download costs a copy, not a build.
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import { RecordExportQuery, RecordPageQuery, RecordResponse, RecordRow } from '@edgeboard/domain';
import { exportRecord, type RecordExport } from '@edgeboard/application/record/export-record/export-record';
import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { ok, routeGroup } from '../http/route-group';
import type { AppServices } from '../http/app-services';
import { perAddressLimit } from './rate-limit.middleware';

const performance = routeGroup(['Performance'], { errors: [400, 429], prefix: '/api/performance' });

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

const gzipped = promisify(gzip);

/**
 * Each built file's gzip, made once off the event loop (zlib runs on libuv's pool) and dropped with the file when
 * the record's cache lets it go.
 */
const zipped = new WeakMap<RecordExport, Promise<Buffer>>();
function gzipOf(file: RecordExport): Promise<Buffer> {
  let zip = zipped.get(file);
  if (!zip) {
    zip = gzipped(file.body);
    zipped.set(file, zip);
  }
  return zip;
}

const acceptsGzip = (c: Context) => /\bgzip\b/i.test(c.req.header('accept-encoding') ?? '');

const isGet = (c: Context) => c.req.method === 'GET';

export function recordRoutes(s: Pick<AppServices, 'performance' | 'limiter' | 'env'>) {
  const app = new OpenAPIHono<AppEnv>();
  const limits = s.env.RATE_LIMITS;
  const options = { trustProxy: s.env.TRUST_PROXY, counts: isGet };
  app.use('/api/performance/record', perAddressLimit(s.limiter, 'record', limits.record, options));
  app.use(
    '/api/performance/export',
    perAddressLimit(s.limiter, 'record-export', limits.recordExport, options),
  );
  app.openapi(recordRoute, async (c) => c.json(await s.performance.record(c.req.valid('query')), 200));
  app.openapi(exportRoute, async (c) => {
    const file = await exportRecord(s.performance, c.req.valid('query'));
    c.header('Content-Disposition', `attachment; filename="${file.fileName}"`);
    c.header('Content-Type', file.contentType);
    c.header('Vary', 'Accept-Encoding');
    if (acceptsGzip(c)) {
      // Already encoded: the compression middleware leaves it as it is.
      c.header('Content-Encoding', 'gzip');
      return c.body(new Uint8Array(await gzipOf(file)), 200);
    }
    return c.body(file.body, 200);
  });
  return app;
}
