// The dev mock's public track record and export: the API's use cases (PerformanceStats' record and
// exportRecord, application/src) on the demo world's graded picks, so the mock cannot drift from the server's rows.
import { RecordExportQuery, RecordPageQuery, RecordResponse } from '@edgeboard/domain';
import { exportRecord } from '@edgeboard/application/record/export-record/export-record';
import { http, HttpResponse } from 'msw';
import { invalid } from './api-errors';
import { demoWorld } from './demo-world';
import { getWithQuery } from './query-route';
import { queryOf } from './session';
import { subscriberRepos } from './subscriber-repositories';

export function recordMockHandlers(base = '') {
  return [
    getWithQuery(`${base}/api/performance/record`, RecordPageQuery, RecordResponse, (q) =>
      subscriberRepos(demoWorld()).performance.record(q),
    ),
    http.get(`${base}/api/performance/export`, async ({ request }) => {
      const q = RecordExportQuery.safeParse(queryOf(request));
      if (!q.success) return invalid(q.error);
      const file = await exportRecord(subscriberRepos(demoWorld()).performance, q.data);
      return new HttpResponse(file.body, {
        headers: {
          'Content-Type': file.contentType,
          'Content-Disposition': `attachment; filename="${file.fileName}"`,
        },
      });
    }),
  ];
}
