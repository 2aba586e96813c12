// What a recommended pick is worth, in words and as a data attribute: the dashboard's Top Recommendations and
// Live Feed and the landing's preview show plays first (issue #27 item 3), and say which cards are plays.
import { formatSignedPercent, type PickVerdict, type PropFeedItem } from '@edgeboard/domain';

/** The pick's verdict against the market; `none` for a pick stored before prices were kept. */
export const verdictOf = (item: PropFeedItem): PickVerdict | 'none' =>
  item.ai_picks[0]?.market?.verdict ?? 'none';

/** "Play · EV +2.1%" (or "Play" without a price), else "No play". */
export function verdictLine(item: PropFeedItem): string {
  const market = item.ai_picks[0]?.market;
  if (market?.verdict !== 'play') return 'No play';
  return market.evPercent === null ? 'Play' : `Play · EV ${formatSignedPercent(market.evPercent)}`;
}
