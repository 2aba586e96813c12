import { describe, expect, it } from 'vitest';
import { latestSeasonSummary, mainStatFor, seasonsOf, statColumnsFor } from './player-stats';
import { gameLog } from './players.fixture';

describe('player stats helpers', () => {
  it('charts the stat a position is judged on', () => {
    expect(mainStatFor('QB')).toBe('passing_yards');
    expect(mainStatFor('RB')).toBe('rushing_yards');
    expect(mainStatFor('WR')).toBe('receiving_yards');
    expect(mainStatFor('TE')).toBe('receiving_yards');
    expect(mainStatFor('K')).toBe('receptions');
  });

  it('leads the table with the position group', () => {
    expect(statColumnsFor('QB')[0]).toBe('completions');
    expect(statColumnsFor('RB')[0]).toBe('carries');
    expect(statColumnsFor('WR')).not.toContain('passing_yards');
  });

  it('lists seasons newest first and sums the newest one', () => {
    const games = gameLog('p-allen');
    expect(seasonsOf(games)).toEqual([2023, 2022]);
    expect(latestSeasonSummary(games, 'QB')).toEqual({
      season: 2023,
      games: 2,
      stat: 'passing_yards',
      total: 236 + 274,
    });
    expect(latestSeasonSummary([], 'QB')).toBeNull();
  });
});
