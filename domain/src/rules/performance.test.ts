import { describe, expect, it } from 'vitest';
import { EMPTY_PERFORMANCE_SUMMARY, type PerformanceRow } from '../entities/performance';
import { resultFilterValue, summarizePerformance, timeframeStart } from './performance';

type Row = Pick<PerformanceRow, 'date' | 'type' | 'result' | 'profitLoss'>;
const row = (date: string, type: string, result: Row['result'], profitLoss?: number): Row => ({
  date: `${date}T17:00:00.000Z`,
  type,
  result,
  profitLoss: profitLoss ?? (result === 'win' ? 0.91 : result === 'loss' ? -1 : 0),
});

describe('summarizePerformance', () => {
  it('gives the zeroed summary for no rows, the one the client shows when the call fails', () => {
    expect(summarizePerformance([])).toEqual(EMPTY_PERFORMANCE_SUMMARY);
  });

  it('counts, rates and rounds', () => {
    const rows = [
      row('2025-09-07', 'Passing Yards', 'win'),
      row('2025-09-07', 'Passing Yards', 'loss'),
      row('2025-09-14', 'Receptions', 'win'),
      row('2025-09-14', 'Receptions', 'push'),
    ];
    const s = summarizePerformance(rows);
    expect(s).toMatchObject({ totalBets: 4, wins: 2, losses: 1, pushes: 1 });
    expect(s.winRate).toBe('66.7%');
    expect(s.profitLoss).toBe(0.82);
    expect(s.roi).toBe('20.5%');
  });

  it('gives 0.0% win rate when only pushes were decided, and a negative ROI with one decimal', () => {
    expect(summarizePerformance([row('2025-09-07', 'A', 'push')]).winRate).toBe('0.0%');
    const s = summarizePerformance([row('2025-09-07', 'A', 'loss'), row('2025-09-08', 'A', 'win', 0.5)]);
    expect(s.roi).toBe('-25.0%');
    expect(s.profitLoss).toBe(-0.5);
  });

  it('rounds profit to 2 decimals without float noise', () => {
    const rows = [0.1, 0.2, 0.3].map((p, i) => row(`2025-09-0${i + 1}`, 'A', 'win', p));
    expect(summarizePerformance(rows).profitLoss).toBe(0.6);
  });

  it.each([
    [
      'the latest decided results by date, pushes skipped',
      [
        row('2025-09-21', 'A', 'win'),
        row('2025-09-01', 'A', 'loss'),
        row('2025-09-28', 'A', 'push'),
        row('2025-09-14', 'A', 'win'),
        row('2025-09-07', 'A', 'loss'),
        row('2025-09-25', 'A', 'win'),
      ],
      { streakType: 'win', streakCount: 3 },
    ],
    [
      'a loss streak, and a push between losses does not break it',
      [
        row('2025-09-01', 'A', 'win'),
        row('2025-09-02', 'A', 'loss'),
        row('2025-09-03', 'A', 'push'),
        row('2025-09-04', 'A', 'loss'),
      ],
      { streakType: 'loss', streakCount: 2 },
    ],
    [
      'none when every row is a push (and no category)',
      [row('2025-09-01', 'A', 'push'), row('2025-09-02', 'A', 'push')],
      { streakType: 'none', streakCount: 0, bestCategory: 'None', worstCategory: 'None' },
    ],
  ])('streak: %s, whatever the input order', (_name, rows, streak) => {
    expect(summarizePerformance(rows)).toMatchObject(streak);
    expect(summarizePerformance([...rows].reverse())).toMatchObject(streak);
  });

  it('best and worst category by win rate, ties broken by name, push-only types ignored', () => {
    const rows = [
      row('2025-09-01', 'Receptions', 'win'),
      row('2025-09-01', 'Receptions', 'loss'),
      row('2025-09-01', 'Passing Yards', 'win'),
      row('2025-09-01', 'Rushing Yards', 'win'),
      row('2025-09-01', 'Anytime TD', 'loss'),
      row('2025-09-01', 'Interceptions', 'loss'),
      row('2025-09-01', 'Alpha Push Only', 'push'),
    ];
    const s = summarizePerformance(rows);
    expect(s.bestCategory).toBe('Passing Yards');
    expect(s.worstCategory).toBe('Anytime TD');
  });

  it('one category is both best and worst', () => {
    const s = summarizePerformance([row('2025-09-01', 'Receptions', 'win')]);
    expect(s.bestCategory).toBe('Receptions');
    expect(s.worstCategory).toBe('Receptions');
  });
});

describe('resultFilterValue', () => {
  it.each([
    ['All Results', undefined],
    ['Wins', 'win'],
    ['Losses', 'loss'],
    ['Pushes', 'push'],
    ['win', 'win'],
  ])('%s -> %s', (label, value) => {
    expect(resultFilterValue(label)).toBe(value);
  });
});

describe('timeframeStart', () => {
  const now = new Date('2025-09-10T12:00:00.000Z');
  it('maps each timeframe', () => {
    expect(timeframeStart('all', now)).toBeNull();
    expect(timeframeStart('7d', now)?.toISOString()).toBe('2025-09-03T12:00:00.000Z');
    expect(timeframeStart('30d', now)?.toISOString()).toBe('2025-08-11T12:00:00.000Z');
    expect(timeframeStart('90d', now)?.toISOString()).toBe('2025-06-12T12:00:00.000Z');
    expect(timeframeStart('year', now)?.toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });
});
