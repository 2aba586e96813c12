import {
  bestPriceText,
  formatAmericanOdds,
  formatSignedPercent,
  NO_PLAY_REASON_TEXT,
  type PickMarket,
} from '@edgeboard/domain';

/** What the cards show of a pick against the market; the figures come from the domain's `PickMarket`. */
export interface PickMarketView {
  play: boolean;
  /** EV and the best price, e.g. "EV +5.1% · -105 FanDuel"; null when neither is known. */
  value: string | null;
  /** Why a no-play is not a play, in the domain's words; null for a play. */
  reason: string | null;
  /** The full card's line, e.g. "DraftKings -115/-105 · fair -108 · best -105 FanDuel · EV +5.1%". */
  line: string;
}

export const PROXY_LINE_LABEL = 'Proxy line (no book)';

/** The reason a pick is no play, in the domain's words (a no-play without a stored reason had no edge). */
export function noPlayReasonText(market: PickMarket): string | null {
  return market.verdict === 'play' ? null : NO_PLAY_REASON_TEXT[market.reason ?? 'no_edge'];
}

function postedLine(market: PickMarket): string[] {
  const { source, overOdds: over, underOdds: under } = market;
  if (source.kind === 'proxy') return [PROXY_LINE_LABEL];
  const book = source.sportsbook;
  if (over !== null && under !== null)
    return [`${book} ${formatAmericanOdds(over)}/${formatAmericanOdds(under)}`];
  if (over !== null) return [`${book} over ${formatAmericanOdds(over)} only`, 'fair odds unknown'];
  if (under !== null) return [`${book} under ${formatAmericanOdds(under)} only`, 'fair odds unknown'];
  return [`${book}, no prices`];
}

/** The cards' view of a pick's market; null for picks stored before prices were kept. */
export function pickMarketView(
  market: PickMarket | null | undefined,
  call: 'over' | 'under' = 'over',
): PickMarketView | null {
  if (!market) return null;
  // A best price at another line than the pick's names its line: "Over 42.5 -110 Caesars".
  const best = market.best ? bestPriceText(market.best, call) : null;
  const ev = market.evPercent === null ? null : `EV ${formatSignedPercent(market.evPercent)}`;
  const line = [
    ...postedLine(market),
    ...(market.fairOdds === null ? [] : [`fair ${formatAmericanOdds(market.fairOdds)}`]),
    ...(best === null ? [] : [`best ${best}`]),
    ...(ev === null ? [] : [ev]),
  ];
  const value = [ev, best].filter((s) => s !== null).join(' · ');
  return {
    play: market.verdict === 'play',
    value: value === '' ? null : value,
    reason: noPlayReasonText(market),
    line: line.join(' · '),
  };
}
