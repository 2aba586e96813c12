// The hold of a one-sided market (anytime touchdowns, issue #29 item 4). A book posting only "Yes" prices has no
// second side to divide its margin by. Two ways to remove it are here. The product's is one measured factor,
// fair = implied / ANYTIME_TD_FACTOR, because on settled 2025 prices nothing beat it out of sample. The research
// command's is the power method, fair = implied^k with k > 1 (a long shot losing relatively more than a
// favourite, the favourite-longshot bias), where within one game the scorers' fair probabilities sum to the
// number of different scorers the game is expected to produce; `gameExponent` solves k for one game's list and
// `fitExponent` one k across games. On DraftKings' December 2025 prices the implied probabilities of a game's
// scorers summed to 4.9 (median of 47 games, team defences left out) against about 4.35 scorers a game, but most
// of that excess sits on players who do not play (their bets are void), so the power shape took more off long
// shots than the outcomes support.

export interface OneSidedHold {
  /** fair = implied ** exponent. */
  exponent: number;
  /** Different rushing or receiving touchdown scorers in a game, on average: what a game's fair P(scores) sum to. */
  expectedScorers: number;
}

/**
 * The fitted hold the engine publishes with: `npm run td-holds -- --props /work/lines/2025-props --outcomes
 * /work/lines/stats_player_week_2025.parquet` (exponent from the last DraftKings snapshot before kick-off of 1,384
 * anytime prices in 47 games, weeks 15-17 of 2025; expected scorers, 4.35, from the 150 games of weeks 1-11). That
 * fit had each game's two team-defence (D/ST) prices in its list; without them the command fits 1.095, and on the
 * outcomes of weeks 2-10 no power exponent beat a flat factor (docs/decisions.md): kept until decided.
 */
export const ANYTIME_TD_HOLD: OneSidedHold = { exponent: 1.14, expectedScorers: 4.35 };

/**
 * What the product publishes: fair = implied / ANYTIME_TD_FACTOR. Measured against outcomes (2025 weeks 2-10,
 * 2,491 settled DraftKings anytime prices, `npm run td-holds -- --history … --outcomes … --model-data …`), no
 * method beat this single factor out of sample: the power method with k from earlier books scored 0.14214
 * against its 0.14157, a game's list scaled to its scorers 0.14240, the model blended with the market 0.14201
 * (gated: never opened), a logistic recalibration 0.14260 (docs/decisions.md). The factor is that best single
 * factor (1.046), fitted on those weeks; the power exponent above stays for the research command.
 */
export const ANYTIME_TD_FACTOR = 1.046;

const clamp = (p: number) => Math.min(1 - 1e-9, Math.max(1e-9, p));

/** A one-sided price's implied probability freed of the hold as the product does: the single measured factor. */
export function anytimeFair(implied: number): number {
  return clamp(implied / ANYTIME_TD_FACTOR);
}

/** A one-sided price's implied probability freed of the hold by the power method (research: td-holds). */
export function fairOneSided(implied: number, exponent: number = ANYTIME_TD_HOLD.exponent): number {
  return clamp(implied) ** exponent;
}

/** Sum of implied^k over a game's list. */
function sumAt(implied: readonly number[], k: number): number {
  return implied.reduce((s, p) => s + clamp(p) ** k, 0);
}

const K_MIN = 1;
const K_MAX = 5;

/**
 * The exponent that makes one game's fair probabilities sum to `expectedScorers`. Sum of p^k falls as k grows, so
 * bisection; a list already summing to less than the expected scorers (a book listing few players) has no hold
 * this method can see, and keeps k = 1.
 */
export function gameExponent(implied: readonly number[], expectedScorers: number): number {
  if (sumAt(implied, K_MIN) <= expectedScorers) return K_MIN;
  let lo = K_MIN;
  let hi = K_MAX;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (sumAt(implied, mid) > expectedScorers) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** A game's list freed of its hold with the game's own exponent. */
export function fairGame(implied: readonly number[], expectedScorers: number): number[] {
  const k = gameExponent(implied, expectedScorers);
  return implied.map((p) => fairOneSided(p, k));
}

/**
 * The one exponent that best meets the expected-scorers sum across games: least squares of (sum p^k - T) over the
 * games, on a grid of 0.005 (the sum is smooth in k, and a grid cannot fall into a local minimum).
 */
export function fitExponent(games: readonly (readonly number[])[], expectedScorers: number): number {
  let best = { k: K_MIN, sse: Infinity };
  for (let k = K_MIN; k <= 2.5 + 1e-9; k += 0.005) {
    const sse = games.reduce((s, g) => s + (sumAt(g, k) - expectedScorers) ** 2, 0);
    if (sse < best.sse) best = { k: Math.round(k * 1000) / 1000, sse };
  }
  return best.k;
}

/**
 * The baseline of issue #29's target: the single factor c with fair = implied / c that scores best (least
 * squares, so Brier) on the very props it is judged on. Brier of p / c is minimised at 1 / c = sum(p y) / sum(p²).
 */
export function bestSingleFactor(implied: readonly number[], scored: readonly (0 | 1)[]): number {
  let py = 0;
  let pp = 0;
  implied.forEach((p, i) => {
    py += p * (scored[i] ?? 0);
    pp += p * p;
  });
  return py === 0 ? Infinity : pp / py;
}
