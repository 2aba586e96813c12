// The alt-line ladder's answer from a stored pick and its prop's pulls, built once for the API and the dev mock.
import type { LinePull } from '../entities/market';
import type { AiPick } from '../entities/prop';
import type { LadderRow, PropPriceLadder } from '../entities/price-ladder';
import { expectedValue, fairAmericanOdds } from './odds';
import { roundStored } from './market-figures';

/** Each book's latest pull at or before `at`. */
function latestPerBook(pulls: readonly LinePull[], at: number): LinePull[] {
  const latest = new Map<string, LinePull>();
  for (const p of pulls) {
    if (Date.parse(p.pulledAt) > at) continue;
    const known = latest.get(p.book);
    if (!known || known.pulledAt <= p.pulledAt) latest.set(p.book, p);
  }
  return [...latest.values()].sort((a, b) => a.book.localeCompare(b.book));
}

/**
 * The ladder rows: the pick's stored P(over) at each line (the engine's distribution at publication), its fair
 * odds, and every book whose latest pull (no later than `now`) hangs that line, with each side's EV there.
 */
export function buildPriceLadder(
  pick: Pick<AiPick, 'id' | 'line_value' | 'pick' | 'price_ladder'>,
  pulls: readonly LinePull[],
  now: Date,
): PropPriceLadder {
  const quotes = latestPerBook(pulls, now.getTime());
  const ev = (odds: number | null, win: number) =>
    odds === null ? null : roundStored(expectedValue(win, odds));
  const rows = (pick.price_ladder ?? []).map(({ line, p_over: p }): LadderRow => ({
    line,
    pOver: p,
    fairOverOdds: Math.round(fairAmericanOdds(p)),
    fairUnderOdds: Math.round(fairAmericanOdds(1 - p)),
    posted: line === pick.line_value,
    quotes: quotes
      .filter((q) => q.line === line)
      .map((q) => ({
        book: q.book,
        overOdds: q.overOdds,
        underOdds: q.underOdds,
        overEv: ev(q.overOdds, p),
        underEv: ev(q.underOdds, 1 - p),
      })),
  }));
  return { pickId: pick.id, line: pick.line_value, call: pick.pick, rows, asOf: now.toISOString() };
}
