// The dev mock's public track record and export, answered by the same domain functions as the API's
// record.routes.ts (toRecordRow, recordAnswer, recordCsv), so the mock cannot drift from the server's rows.
import {
  RecordExportQuery,
  RecordQuery,
  RecordResponse,
  recordAnswer,
  recordCsv,
  recordFileName,
  toRecordRow,
  type RecordRow,
} from '@edgeboard/domain';
import { http, HttpResponse } from 'msw';
import { invalid } from './api-errors';
import { demoWorld } from './demo-world';

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

function recordRows(): RecordRow[] {
  return demoWorld()
    .picks.map(toRecordRow)
    .filter((r): r is RecordRow => r !== null);
}

export function recordMockHandlers(base = '') {
  return [
    http.get(`${base}/api/performance/record`, ({ request }) => {
      const q = RecordQuery.safeParse(queryOf(request));
      if (!q.success) return invalid(q.error);
      return HttpResponse.json(RecordResponse.parse(recordAnswer(recordRows(), q.data)));
    }),
    http.get(`${base}/api/performance/export`, ({ request }) => {
      const q = RecordExportQuery.safeParse(queryOf(request));
      if (!q.success) return invalid(q.error);
      const { rows } = recordAnswer(recordRows(), q.data);
      const disposition = `attachment; filename="${recordFileName(q.data.season, q.data.format)}"`;
      if (q.data.format === 'csv')
        return new HttpResponse(recordCsv(rows), {
          headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': disposition },
        });
      return HttpResponse.json(rows, { headers: { 'Content-Disposition': disposition } });
    }),
  ];
}
