// What a recommended pick is worth, in words and as a data attribute: the dashboard's Top Recommendations and
// Live Feed and the landing's preview show plays first (issue #27 item 3), and say which cards are plays.
import {
  formatSignedPercent,
  NO_PLAY_REASON_TEXT,
  type PickVerdict,
  type PropFeedItem,
} from '@edgeboard/domain';

/** The pick's verdict against the market; `none` for a pick stored before prices were kept. */
export const verdictOf = (item: PropFeedItem): PickVerdict | 'none' =>
  item.ai_picks[0]?.market?.verdict ?? 'none';

/** "Play · EV +2.1%" (or "Play" without a price), "No play · <reason>", or nothing for an unpriced pick. */
export function verdictLine(item: PropFeedItem): string {
  const market = item.ai_picks[0]?.market;
  // A pick stored before prices were kept has no verdict: say nothing rather than "No play".
  if (!market) return '';
  if (market.verdict !== 'play') return `No play · ${NO_PLAY_REASON_TEXT[market.reason ?? 'no_edge']}`;
  return market.evPercent === null ? 'Play' : `Play · EV ${formatSignedPercent(market.evPercent)}`;
}
