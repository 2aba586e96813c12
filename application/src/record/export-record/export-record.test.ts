import { RecordExportQuery, type RecordQuery, type RecordResponse } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { inProcessLoader, PerformanceStats } from '../../performance/performance-stats/performance-stats';
import { kitClock, kitRepository } from '../../props/props-test-kit';
import { exportRecord } from './export-record';

const stats = () => new PerformanceStats(inProcessLoader(kitRepository()), kitClock, kitClock);

describe('exportRecord', () => {
  it('answers the record’s rows as JSON by default, in a file named after the season', async () => {
    const file = await exportRecord(stats(), RecordExportQuery.parse({ season: '2025' }));
    expect(file).toMatchObject({ format: 'json', fileName: 'edgeboard-record-2025.json' });
    expect(file.format === 'json' && file.rows.map((r) => r.id)).toEqual(['w5-3', 'w5-2', 'w5-1', 'w5-0']);
  });

  it('answers CSV text with the same rows', async () => {
    const asked: RecordQuery[] = [];
    const fake = {
      record: (q: RecordQuery): Promise<RecordResponse> => {
        asked.push(q);
        return stats().record(q);
      },
    };
    const file = await exportRecord(fake, RecordExportQuery.parse({ format: 'csv' }));
    expect(file.fileName).toBe('edgeboard-record-all.csv');
    expect(file.format === 'csv' && file.body.split('\n').filter(Boolean)).toHaveLength(5);
    expect(asked).toHaveLength(1);
  });
});
