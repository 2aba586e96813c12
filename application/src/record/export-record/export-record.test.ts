import { RecordExportQuery, type RecordQuery, type RecordRow } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { inProcessLoader, PerformanceStats } from '../../performance/performance-stats/performance-stats';
import { kitClock, kitPick, kitRepository } from '../../props/props-test-kit';
import { exportRecord } from './export-record';

const stats = () => new PerformanceStats(inProcessLoader(kitRepository()), kitClock, kitClock);

describe('exportRecord', () => {
  it('answers the record’s rows as JSON by default, in a file named after the season', async () => {
    const file = await exportRecord(stats(), RecordExportQuery.parse({ season: '2025' }));
    expect(file).toMatchObject({ format: 'json', fileName: 'edgeboard-record-2025.json' });
    expect(file.format === 'json' && file.rows.map((r) => r.id)).toEqual(['w5-3', 'w5-2', 'w5-1', 'w5-0']);
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
    expect(plays.format === 'json' && plays.rows.map((r) => r.id)).not.toContain(pass.id);
    expect(all.format === 'json' && all.rows.map((r) => r.id)).toContain(pass.id);
  });

  it('answers CSV text with every row, however many pages the record has', async () => {
    const asked: RecordQuery[] = [];
    const fake = {
      recordRows: (q: RecordQuery): Promise<RecordRow[]> => {
        asked.push(q);
        return stats().recordRows(q);
      },
    };
    const file = await exportRecord(fake, RecordExportQuery.parse({ format: 'csv' }));
    expect(file.fileName).toBe('edgeboard-record-all.csv');
    expect(file.format === 'csv' && file.body.split('\n').filter(Boolean)).toHaveLength(5);
    expect(asked).toHaveLength(1);
  });
});
