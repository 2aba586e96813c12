import { describe, expect, it } from 'vitest';
import { compareByValue, topByValue, type ValueRanked } from './value-order';

const pick = (id: string, over: Partial<ValueRanked> = {}): ValueRanked => ({
  id,
  verdict: 'no_play',
  ev: null,
  confidence: 60,
  created_at: '2025-09-01T00:00:00.000Z',
  ...over,
});
const ids = (rows: ValueRanked[]) => rows.map((r) => r.id);

describe('compareByValue', () => {
  it('puts plays first, by EV then Edge Score, then the rest the same way with unpriced picks last', () => {
    const rows = [
      pick('rest-high-score', { confidence: 68, ev: -0.04 }),
      pick('play-small-ev', { verdict: 'play', ev: 0.011, confidence: 56 }),
      pick('unpriced', { verdict: null, confidence: 90 }),
      pick('play-big-ev', { verdict: 'play', ev: 0.052, confidence: 51 }),
      pick('rest-near-even', { ev: -0.002, confidence: 55 }),
      pick('play-unpriced', { verdict: 'play', ev: null, confidence: 70 }),
    ];
    expect(ids(rows.sort(compareByValue))).toEqual([
      'play-big-ev',
      'play-small-ev',
      'play-unpriced',
      'rest-near-even',
      'rest-high-score',
      'unpriced',
    ]);
  });

  it('breaks EV ties by Edge Score, then publication time, then id', () => {
    const rows = [
      pick('d', { verdict: 'play', ev: 0.02, confidence: 55, created_at: '2025-09-01T00:02:00.000Z' }),
      pick('c', { verdict: 'play', ev: 0.02, confidence: 55, created_at: '2025-09-01T00:01:00.000Z' }),
      pick('b', { verdict: 'play', ev: 0.02, confidence: 55, created_at: '2025-09-01T00:01:00.000Z' }),
      pick('a', { verdict: 'play', ev: 0.02, confidence: 57 }),
    ];
    expect(ids(rows.sort(compareByValue))).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('topByValue', () => {
  it('fills an allowance with every play first and the best of the rest when a week has fewer plays', () => {
    const rows = [
      pick('r1', { ev: -0.01, confidence: 66 }),
      pick('p1', { verdict: 'play', ev: 0.01 }),
      pick('r2', { ev: -0.03, confidence: 68 }),
      pick('p2', { verdict: 'play', ev: 0.03 }),
    ];
    expect(ids(topByValue(rows, 3))).toEqual(['p2', 'p1', 'r1']);
    expect(ids(topByValue(rows, 0))).toEqual([]);
    expect(ids(rows)).toEqual(['r1', 'p1', 'r2', 'p2']);
  });
});
