// The track record as a download (GET /api/performance/export): the rows of the record page as JSON or CSV, in a
// file named after the season, so anyone can check the record.
// The route is public and the file runs to megabytes: built per call, 64 anonymous callers kept /api/health
// waiting up to 10.7 s (issue #30 item 3). So the file is built once per filter and cached with the record's
// rows (PerformanceStats.recordFile, emptied when picks or games change), and built in slices that hand the
// event loop back between them, so even the first build never holds it for long.
import {
  recordCsvHasClosing,
  recordCsvHeader,
  recordCsvLine,
  recordFileName,
  type RecordExportQuery,
  type RecordRow,
} from '@edgeboard/domain';
import type { PerformanceStats } from '../../performance/performance-stats/performance-stats';

export interface RecordExport {
  fileName: string;
  format: 'csv' | 'json';
  contentType: string;
  /** The whole file. */
  body: string;
}

/** Rows serialised between two yields to the event loop (a few milliseconds of work). */
const SLICE_ROWS = 500;

const yieldToLoop = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Each slice of `rows` through `write`, handing the event loop back after each one. */
async function inSlices(rows: readonly RecordRow[], write: (slice: readonly RecordRow[]) => string) {
  const parts: string[] = [];
  for (let at = 0; at < rows.length; at += SLICE_ROWS) {
    parts.push(write(rows.slice(at, at + SLICE_ROWS)));
    if (at + SLICE_ROWS < rows.length) await yieldToLoop();
  }
  return parts;
}

/** The file for these rows (newest first, as the record lists them). */
export async function buildRecordFile(
  rows: readonly RecordRow[],
  q: Pick<RecordExportQuery, 'season' | 'format'>,
): Promise<RecordExport> {
  const fileName = recordFileName(q.season, q.format);
  if (q.format === 'csv') {
    const withClosing = recordCsvHasClosing(rows);
    const lines = await inSlices(rows, (slice) =>
      slice.map((r) => `${recordCsvLine(r, withClosing)}\r\n`).join(''),
    );
    const body = `${recordCsvHeader(withClosing)}\r\n${lines.join('')}`;
    return { fileName, format: 'csv', contentType: 'text/csv; charset=utf-8', body };
  }
  // Each slice is a JSON array; their insides joined make the one array.
  const parts = await inSlices(rows, (slice) => JSON.stringify(slice).slice(1, -1));
  return { fileName, format: 'json', contentType: 'application/json', body: `[${parts.join(',')}]` };
}

/** Every matching row (the page is paged, the download never is), from the cache when it was built already. */
export function exportRecord(
  stats: Pick<PerformanceStats, 'recordFile'>,
  q: RecordExportQuery,
): Promise<RecordExport> {
  return stats.recordFile(q, buildRecordFile);
}
