// The top of the analysis page says where the pick stands before any detail: its result and the actual stat once
// graded, and its verdict (Play with its expected value at the best price, or No play and why).
import { Tag } from 'antd';
import {
  bestPriceText,
  formatSignedPercent,
  propTypeTitle,
  type PickLabel,
  type PickMarket,
  type PropDetail,
} from '@edgeboard/domain';
import { RESULT_OUTCOME } from '@/components/pick-card/pick-card-view';

const PLAY_GREEN = '#15803d';
const NO_PLAY_AMBER = '#92400e';
const ACTUAL = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

function playText(market: PickMarket, call: 'over' | 'under'): string {
  if (market.evPercent === null || market.best === null) return 'Play';
  return `Play: ${formatSignedPercent(market.evPercent)} expected value at ${bestPriceText(market.best, call, ' on ')}`;
}

export function PickStanding({
  prop,
  market,
  label,
}: {
  prop: PropDetail;
  market: PickMarket | null;
  label: PickLabel;
}) {
  const [pick] = prop.ai_picks;
  const result = prop.result ?? null;
  const actual = prop.actual_value ?? null;
  if (result === null && label.verdict === null) return null;
  const outcome = result === null ? null : RESULT_OUTCOME[result];
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginTop: 10 }}>
      {outcome !== null && (
        <Tag
          data-testid="analysis-result"
          style={{ ...outcome.colours, marginInlineEnd: 0, fontWeight: 600 }}
        >
          {outcome.label}
        </Tag>
      )}
      {outcome !== null && actual !== null && pick !== undefined && (
        <span data-testid="analysis-actual">
          Actual: {ACTUAL.format(actual)} {propTypeTitle(pick.statType)} against the {pick.lineValue} line
        </span>
      )}
      {market !== null && label.verdict !== null && (
        <strong
          data-testid="analysis-verdict"
          style={{ color: label.verdict === 'Play' ? PLAY_GREEN : NO_PLAY_AMBER }}
        >
          {label.verdict === 'Play'
            ? playText(market, pick?.pickDirection.toLowerCase() === 'under' ? 'under' : 'over')
            : `No play: ${label.reason ?? ''}`}
        </strong>
      )}
    </div>
  );
}
