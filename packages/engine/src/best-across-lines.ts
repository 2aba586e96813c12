// The pick's best price across every book and line (issue #29 item 3). priceMarket judges every quote at its
// own line on both sides (MarketPrice.quotes) but takes the pick's price only among books at the posted line;
// this reads the judged quotes instead, so a book hanging 42.5 when the consensus is 43.5 can be the price, and
// the call, the verdict and the EV are made from that one best quote (one story per pick).
import { edgeScoreOf, isPositiveEv } from '@edgeboard/domain';
import type { MarketPrice, PickCall } from './types';

type Best = NonNullable<MarketPrice['best']>;

/** The quote with the highest EV for a side, at any line: ties keep the posted line, then the better price. */
function bestOn(price: MarketPrice, side: PickCall): (Best & { ev: number }) | null {
  let top: (Best & { ev: number }) | null = null;
  for (const q of price.quotes ?? []) {
    const s = side === 'over' ? q.over : q.under;
    if (!s) continue;
    const atPosted = q.line === price.line;
    const better =
      !top ||
      s.ev > top.ev + 1e-12 ||
      (Math.abs(s.ev - top.ev) <= 1e-12 && atPosted && top.line !== undefined) ||
      (Math.abs(s.ev - top.ev) <= 1e-12 && atPosted === (top.line === undefined) && s.odds > top.odds);
    if (!better) continue;
    const win = side === 'over' ? q.pOver : 1 - q.pOver;
    top = atPosted
      ? { sportsbook: q.sportsbook, odds: s.odds, ev: s.ev }
      : { sportsbook: q.sportsbook, odds: s.odds, line: q.line, winProbability: win, ev: s.ev };
  }
  return top;
}

/**
 * The price with its best quote taken across all lines. A two-sided market is called on the side whose best
 * quote (anywhere) is worth more than it costs; otherwise the call stays the engine's. A one-sided market keeps
 * its quoted side. A reason other than "no edge" (injury, thin history, a stale line) still decides the verdict.
 */
export function priceAcrossLines(price: MarketPrice): MarketPrice {
  if (!price.quotes || price.quotes.length === 0) return price;
  let call = price.call;
  if (price.pricing !== 'one_sided') {
    const overEv = bestOn(price, 'over')?.ev ?? -Infinity;
    const underEv = bestOn(price, 'under')?.ev ?? -Infinity;
    if (isPositiveEv(Math.max(overEv, underEv))) call = overEv >= underEv ? 'over' : 'under';
  }
  const found = bestOn(price, call);
  const flip = (p: number) => (call === price.call ? p : 1 - p);
  const winProbability = flip(price.winProbability);
  const ev = found ? found.ev : null;
  const reason =
    price.reason === null || price.reason === 'no_edge'
      ? isPositiveEv(ev)
        ? null
        : 'no_edge'
      : price.reason;
  let best: MarketPrice['best'] = null;
  if (found) {
    const { ev: _ev, ...rest } = found;
    best = rest;
  }
  return {
    ...price,
    call,
    winProbability,
    edgeScore: edgeScoreOf(winProbability),
    fairWin: price.fairWin === null ? null : flip(price.fairWin),
    modelWin: flip(price.modelWin),
    best,
    ev,
    verdict: reason === null ? 'play' : 'no_play',
    reason,
  };
}
