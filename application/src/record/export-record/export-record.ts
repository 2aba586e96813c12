// The track record as a download (GET /api/performance/export): the rows of the record page as JSON or CSV, in a
// file named after the season, so anyone can check the record.
import { recordCsv, recordFileName, type RecordExportQuery, type RecordRow } from '@edgeboard/domain';
import type { PerformanceStats } from '../../performance/performance-stats/performance-stats';

export type RecordExport =
  { fileName: string; format: 'csv'; body: string } | { fileName: string; format: 'json'; rows: RecordRow[] };

export async function exportRecord(
  stats: Pick<PerformanceStats, 'recordRows'>,
  q: RecordExportQuery,
): Promise<RecordExport> {
  // Every matching row: the page is paged, the download never is.
  const rows = await stats.recordRows(q);
  const fileName = recordFileName(q.season, q.format);
  return q.format === 'csv'
    ? { fileName, format: 'csv', body: recordCsv(rows) }
    : { fileName, format: 'json', rows };
}
