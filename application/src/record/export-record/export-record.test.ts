import { RecordExportQuery, recordCsv, type RecordRow } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { inProcessLoader, PerformanceStats } from '../../performance/performance-stats/performance-stats';
import { kitClock, kitPick, kitRepository } from '../../props/props-test-kit';
import { buildRecordFile, exportRecord } from './export-record';

const stats = () => new PerformanceStats(inProcessLoader(kitRepository()), kitClock, kitClock);
const ids = (file: { body: string }) => (JSON.parse(file.body) as RecordRow[]).map((r) => r.id);

describe('exportRecord', () => {
  it('answers the record’s rows as JSON by default, in a file named after the season', async () => {
    const file = await exportRecord(stats(), RecordExportQuery.parse({ season: '2025' }));
    expect(file).toMatchObject({
      format: 'json',
      fileName: 'edgeboard-record-2025.json',
      contentType: 'application/json',
    });
    expect(ids(file)).toEqual(['w5-3', 'w5-2', 'w5-1', 'w5-0']);
  });

  it('answers the plays only when asked for them', async () => {
    const pass = kitPick(
      'pass',
      { week: 5, gameId: 'g5', minute: 9 },
      { result: 'loss', verdict: 'no_play' },
    );
    const svc = new PerformanceStats(inProcessLoader(kitRepository([pass])), kitClock, kitClock);
    const plays = await exportRecord(svc, RecordExportQuery.parse({ view: 'plays' }));
    const all = await exportRecord(svc, RecordExportQuery.parse({}));
    expect(ids(plays)).not.toContain(pass.id);
    expect(ids(all)).toContain(pass.id);
  });

  it('answers CSV text with every row, however many pages the record has', async () => {
    const file = await exportRecord(stats(), RecordExportQuery.parse({ format: 'csv' }));
    expect(file.fileName).toBe('edgeboard-record-all.csv');
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(file.body.split('\n').filter(Boolean)).toHaveLength(5);
  });

  it('builds each filter’s file once and shares it until picks or games change', async () => {
    const svc = stats();
    let builds = 0;
    const counting: typeof buildRecordFile = (rows, q) => {
      builds += 1;
      return buildRecordFile(rows, q);
    };
    const q = RecordExportQuery.parse({ format: 'csv' });
    // Concurrent callers share the one build, later ones get the same file.
    const [a, b] = await Promise.all([svc.recordFile(q, counting), svc.recordFile(q, counting)]);
    const c = await svc.recordFile(q, counting);
    expect(a).toBe(b);
    expect(c).toBe(a);
    expect(builds).toBe(1);
    // Another filter or format is its own file.
    await svc.recordFile(RecordExportQuery.parse({ format: 'json' }), counting);
    expect(builds).toBe(2);
    // A write to picks or games empties the cache.
    svc.invalidate();
    await svc.recordFile(q, counting);
    expect(builds).toBe(3);
  });
});

describe('buildRecordFile', () => {
  // More rows than one slice, so the file is joined from several.
  const rows = async (): Promise<RecordRow[]> => {
    const one = (await stats().recordRows(RecordExportQuery.parse({})))[0];
    if (!one) throw new Error('no row');
    return Array.from({ length: 1234 }, (_, i) => ({ ...one, id: `r${String(i)}` }));
  };

  it('writes the same CSV and JSON in slices as in one piece', async () => {
    const many = await rows();
    const csv = await buildRecordFile(many, { format: 'csv', season: undefined });
    expect(csv.body).toBe(recordCsv(many));
    const json = await buildRecordFile(many, { format: 'json', season: undefined });
    expect(json.body).toBe(JSON.stringify(many));
    expect((await buildRecordFile([], { format: 'json', season: undefined })).body).toBe('[]');
  });
});
