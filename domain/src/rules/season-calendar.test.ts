import { describe, expect, it } from 'vitest';
import { seasonWeekAt, seasonWeekOneStart } from './season-calendar';

describe('seasonWeekAt', () => {
  it('starts week 1 on the Tuesday after Labor Day at 12:00 UTC', () => {
    // Labor Day 2025 is Monday 1 September.
    expect(new Date(seasonWeekOneStart(2025)).toISOString()).toBe('2025-09-02T12:00:00.000Z');
    // Labor Day 2026 is Monday 7 September.
    expect(new Date(seasonWeekOneStart(2026)).toISOString()).toBe('2026-09-08T12:00:00.000Z');
  });

  it('reads the week of an instant in the season', () => {
    expect(seasonWeekAt(new Date('2025-09-04T20:15:00Z'))).toEqual({ season: 2025, week: 1 });
    // Week 10 runs from Tuesday 4 November 12:00 UTC.
    expect(seasonWeekAt(new Date('2025-11-06T18:00:00Z'))).toEqual({ season: 2025, week: 10 });
    // A Monday-night game ending after midnight UTC stays in its week.
    expect(seasonWeekAt(new Date('2025-11-11T04:30:00Z'))).toEqual({ season: 2025, week: 10 });
    expect(seasonWeekAt(new Date('2025-11-11T12:00:00Z'))).toEqual({ season: 2025, week: 11 });
  });

  it('holds the last season at week 18 through the offseason', () => {
    expect(seasonWeekAt(new Date('2026-02-10T00:00:00Z'))).toEqual({ season: 2025, week: 18 });
    expect(seasonWeekAt(new Date('2026-09-08T11:59:59Z'))).toEqual({ season: 2025, week: 18 });
    expect(seasonWeekAt(new Date('2026-09-08T12:00:00Z'))).toEqual({ season: 2026, week: 1 });
  });
});
