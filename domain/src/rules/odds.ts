// Sportsbook price arithmetic, one home for the engine, the API and the web app. Prices are American
// odds (-110, +150); probabilities are fractions 0-1; expected value is per unit staked.

/** Decimal odds (total return per unit staked, stake included) of an American price. */
export function americanToDecimal(odds: number): number {
  return odds >= 100 ? 1 + odds / 100 : 1 + 100 / -odds;
}

/** The probability a price implies, margin included: -110 implies 52.4%. */
export function impliedProbability(odds: number): number {
  return 1 / americanToDecimal(odds);
}

/** The American price that is exactly fair for a probability (no margin), unrounded. */
export function fairAmericanOdds(probability: number): number {
  const p = Math.min(0.999, Math.max(0.001, probability));
  return p >= 0.5 ? (-100 * p) / (1 - p) : (100 * (1 - p)) / p;
}

export interface NoVig {
  /** The market's probability that the over wins, its margin removed. */
  over: number;
  under: number;
  /** The book's overround: the two implied probabilities summed, minus one (0.048 for -110/-110). */
  margin: number;
}

/**
 * The no-vig probabilities of a two-way market: each side's implied probability divided by their sum
 * (the multiplicative method). Null when either price is missing.
 */
export function noVig(
  overOdds: number | null | undefined,
  underOdds: number | null | undefined,
): NoVig | null {
  if (overOdds == null || underOdds == null) return null;
  const o = impliedProbability(overOdds);
  const u = impliedProbability(underOdds);
  const total = o + u;
  return { over: o / total, under: u / total, margin: total - 1 };
}

/** Expected profit per unit staked at a price when the bet wins with `probability` (0.051 = +5.1%). */
export function expectedValue(probability: number, odds: number): number {
  return probability * (americanToDecimal(odds) - 1) - (1 - probability);
}

/** The highest American price pays the most (-105 beats -110, +130 beats +120). */
export function isBetterPrice(a: number, b: number): boolean {
  return a > b;
}

/** "+150", "-110", as books print them. */
export function formatAmericanOdds(odds: number): string {
  const rounded = Math.round(odds);
  return rounded > 0 ? `+${rounded}` : String(rounded);
}
