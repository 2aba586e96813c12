import { describe, expect, it } from 'vitest';
import { addMonthsClamped, addYearsClamped, formatDisplayDate, parseInstant } from './dates';

describe('dates', () => {
  it('formats MMM D, YYYY in UTC', () => {
    expect(formatDisplayDate(new Date('2026-01-05T00:00:00Z'))).toBe('Jan 5, 2026');
    expect(formatDisplayDate(new Date('2026-01-05T23:59:59Z'))).toBe('Jan 5, 2026');
    expect(formatDisplayDate(new Date('2025-12-31T23:59:59-05:00'))).toBe('Jan 1, 2026');
  });

  it('parses instants', () => {
    expect(parseInstant(null)).toBeNull();
    expect(parseInstant('')).toBeNull();
    expect(parseInstant('nope')).toBeNull();
    expect(parseInstant('2025-01-01T00:00:00Z')?.toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });

  it('adds months keeping the original day, clamped', () => {
    const jan31 = new Date('2025-01-31T06:30:00Z');
    expect(addMonthsClamped(jan31, 1).toISOString()).toBe('2025-02-28T06:30:00.000Z');
    expect(addMonthsClamped(jan31, 2).toISOString()).toBe('2025-03-31T06:30:00.000Z');
    expect(addMonthsClamped(jan31, 13).toISOString()).toBe('2026-02-28T06:30:00.000Z');
    expect(addMonthsClamped(new Date('2024-01-31T00:00:00Z'), 1).toISOString()).toBe(
      '2024-02-29T00:00:00.000Z',
    );
    expect(addMonthsClamped(jan31, -2).toISOString()).toBe('2024-11-30T06:30:00.000Z');
    expect(addYearsClamped(new Date('2024-02-29T00:00:00Z'), 1).toISOString()).toBe(
      '2025-02-28T00:00:00.000Z',
    );
  });
});
