import { describe, expect, it } from 'vitest';
import { formatHitRate, hitCount, hitRates, homeAwaySplits, median } from './hit-rates';

describe('hitCount', () => {
  it('counts values strictly over the line with a Wilson 95% interval', () => {
    const h = hitCount([80, 90, 70, 100, 60, 75, 85, 95, 50, 40], 65);
    expect(h).toMatchObject({ hits: 7, games: 10, pushes: 0, rate: 0.7 });
    expect(h.low).toBeCloseTo(0.3968, 4);
    expect(h.high).toBeCloseTo(0.8922, 4);
  });

  it('counts a push as a game, never as a hit', () => {
    const h = hitCount([50, 50, 60, 40], 50);
    expect(h).toMatchObject({ hits: 1, games: 4, pushes: 2, rate: 0.25 });
  });

  it('has no rate or interval without a game', () => {
    expect(hitCount([], 10)).toEqual({ hits: 0, games: 0, pushes: 0, rate: null, low: null, high: null });
  });
});

describe('hitRates', () => {
  it('takes the newest 5, 10 and 20 games and the season separately', () => {
    const recent = Array.from({ length: 25 }, (_, i) => (i < 5 ? 100 : 0));
    const rates = hitRates(recent, [100, 100, 0], 50);
    expect(rates.map((r) => [r.window, r.hits, r.games])).toEqual([
      ['L5', 5, 5],
      ['L10', 5, 10],
      ['L20', 5, 20],
      ['season', 2, 3],
    ]);
  });

  it('rates a short history over the games there are', () => {
    expect(hitRates([10, 20], [], 15).map((r) => r.games)).toEqual([2, 2, 2, 0]);
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('homeAwaySplits', () => {
  it('averages and rates home and away games apart, leaving unknown venues out', () => {
    const s = homeAwaySplits(
      [
        { home: true, value: 10 },
        { home: true, value: 30 },
        { home: false, value: 5 },
        { home: null, value: 100 },
      ],
      20,
    );
    expect(s.home).toMatchObject({ games: 2, average: 20, hitRate: { hits: 1, games: 2 } });
    expect(s.away).toMatchObject({ games: 1, average: 5, hitRate: { hits: 0, games: 1 } });
  });

  it('has no average without a game', () => {
    expect(homeAwaySplits([], 1).home.average).toBeNull();
  });
});

describe('formatHitRate', () => {
  it('writes hits, games, the rate and the interval, never a bare percentage', () => {
    expect(formatHitRate(hitCount([1, 1, 1, 1, 1, 1, 1, 0, 0, 0], 0.5))).toBe(
      '7/10 (70.0%, 95% CI 39.7–89.2%)',
    );
    expect(formatHitRate(hitCount([], 0.5))).toBe('No games');
  });
});
