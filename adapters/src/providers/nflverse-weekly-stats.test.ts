import { STAT_COLUMNS } from '@edgeboard/engine/nflverse';
import { describe, expect, it } from 'vitest';
import { weeklyStatsCsv } from './nflverse-weekly-csv-test-kit';
import { parseNflverseWeeklyStats } from './nflverse-weekly-stats';

const IMPORTED_AT = new Date('2024-01-10T12:00:00Z');
const allen = {
  id: '00-0034857',
  name: 'Josh Allen',
  position: 'QB',
  team: 'BUF',
  opponent: 'NYJ',
  season: 2023,
};

describe('parseNflverseWeeklyStats', () => {
  // Every counting stat the engine reads is checked, interceptions included (it was left out once).
  it.each(STAT_COLUMNS)('names and leaves out a row whose %s is not a whole number', (column) => {
    const csv = weeklyStatsCsv([
      { ...allen, week: 1, stats: { passing_yards: 236 } },
      { ...allen, week: 2, stats: { [column]: 0.5 } },
    ]);
    const parsed = parseNflverseWeeklyStats(csv, 2023, IMPORTED_AT);
    expect(parsed.issues).toEqual([
      { row: 3, key: '00-0034857', reason: `${column} "0.5" is not a whole number` },
    ]);
    expect(parsed.lines.map((l) => l.week)).toEqual([1]);
    expect(parsed.skipped).toBe(1);
  });
});
