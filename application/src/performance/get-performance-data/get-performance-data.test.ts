import { PerformanceQuery } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { kitClock, kitPick, kitRepository } from '../../props/props-test-kit';
import { getPerformanceData } from './get-performance-data';

const data = (q: Record<string, string>, picks = kitRepository()) =>
  getPerformanceData({ picks, seasonClock: kitClock }, PerformanceQuery.parse(q));

describe('getPerformanceData', () => {
  it('pages the graded picks in the asked order, ties by id, with the paging meta', async () => {
    const answer = await data({ sortBy: 'confidence', sortOrder: 'desc', limit: '3' });
    expect(answer.data.map((r) => r.id)).toEqual(['w5-3', 'w5-2', 'w5-1']);
    expect(answer.meta).toMatchObject({ totalItems: 4, page: 1 });
    expect((await data({ result: 'loss' })).data.map((r) => r.id)).toEqual(['w5-1']);
  });

  it('answers nothing for another sport or a prop type the engine never makes, without asking', async () => {
    expect((await data({ sport: 'nba' })).data).toEqual([]);
    expect((await data({ propType: 'player_receptions' })).meta).toMatchObject({ totalItems: 0 });
  });

  it('counts the timeframe from the season clock, and adds the closing line value when there is a close', async () => {
    const closing = { book: 'dk', line: 56.5, price: -115, clv: 0.021, priceImprovement: null };
    const old = kitPick('old', { week: 1, gameId: null, minute: 0 }, { result: 'win', closing });
    const picks = kitRepository([{ ...old, graded_at: '2025-09-01T00:00:00.000Z' }]);
    expect((await data({ timeframe: '7d' }, picks)).data.map((r) => r.id)).not.toContain('old');
    const all = await data({}, picks);
    expect(all.data.find((r) => r.id === 'old')?.clv).toBe(0.021);
    expect(all.data.find((r) => r.id === 'w5-0')).not.toHaveProperty('clv');
  });

  it('answers plays only in the plays view, and no units for a pick graded without a price', async () => {
    const pass = kitPick('pass', { week: 5, gameId: 'g5', minute: 8 }, { result: 'win', verdict: 'no_play' });
    const unpriced = kitPick('bare', { week: 5, gameId: 'g5', minute: 9 }, { result: 'win', odds: null });
    const picks = kitRepository([pass, { ...unpriced, profit: 0.909 }]);
    expect((await data({ view: 'plays' }, picks)).data.map((r) => r.id)).not.toContain('pass');
    const all = await data({ view: 'all' }, picks);
    expect(all.data.find((r) => r.id === 'pass')).toMatchObject({ play: false });
    expect(all.data.find((r) => r.id === 'bare')).toMatchObject({ profitLoss: null, play: true });
  });
});
