import { describe, expect, it } from 'vitest';
import { aiPick } from '../entities/entity-samples';
import { AiPick } from '../entities/prop';
import { toPerformanceRow } from './present-pick';

const graded = (over: Partial<AiPick>) =>
  AiPick.parse({ ...aiPick, result: 'win', profit: 0.95, graded_at: '2025-10-06T02:00:00.000Z', ...over });

describe('toPerformanceRow', () => {
  it('names the price and the book the pick was published at, as the record does', () => {
    const row = toPerformanceRow({
      pick: graded({ odds: -105, sportsbook: 'DraftKings', best_book: 'FanDuel' }),
      game: null,
    });
    expect(row).toMatchObject({ price: -105, book: 'FanDuel', profitLoss: 0.95 });
    expect(
      toPerformanceRow({
        pick: graded({ odds: -144, sportsbook: 'DraftKings', best_book: null }),
        game: null,
      }),
    ).toMatchObject({ price: -144, book: 'DraftKings' });
  });

  it('has no price, book or units for a pick graded without a price', () => {
    expect(
      toPerformanceRow({ pick: graded({ odds: null, sportsbook: null, best_book: null }), game: null }),
    ).toMatchObject({
      price: null,
      book: null,
      profitLoss: null,
    });
  });
});
