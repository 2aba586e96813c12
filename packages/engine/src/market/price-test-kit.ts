// Shared by the priceMarket tests (split by behaviour): a blend that publishes the model unchanged, a book
// quote builder, and priceMarket with neutral defaults that fails the test when no price comes back.
import type { MarketBlend } from './blend';
import { priceMarket } from './price';
import type { BookQuote, PriceInput } from './price';

/** Publishes the model's probability unchanged, so a test can choose the call and the edge. */
export const MODEL_ONLY: MarketBlend = { bias: 0, weight: 1, evidence: 1000 };

export const book = (
  sportsbook: string,
  line: number,
  overOdds: number | null,
  underOdds: number | null,
  pulledAt?: string | null,
): BookQuote => ({ sportsbook, line, overOdds, underOdds, pulledAt });

export function price(overrides: Partial<PriceInput> & Pick<PriceInput, 'books'>) {
  const result = priceMarket({ modelPOverAt: () => 0.5, historyGames: 10, ...overrides });
  if (!result) throw new Error('expected a price');
  return result;
}
