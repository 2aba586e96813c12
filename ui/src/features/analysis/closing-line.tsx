// The close of the pick's book and its closing line value (issue #14 item 4), in words a bettor reads:
// "+2.1 pts" of no-vig probability, and the price improvement as a payout percentage.
import { formatAmericanOdds, type ClosingLine } from '@edgeboard/domain';
import { clvColour, formatClvPoints, formatPriceImprovement } from '@/components/clv-format';
import { formatLine } from './line-movement-chart';

export const CLV_EXPLANATION = 'Positive means the published price beat the closing market.';

function closingText(closing: ClosingLine, call: 'Over' | 'Under'): string {
  const at = closing.price === null ? ', price not recorded' : ` at ${formatAmericanOdds(closing.price)}`;
  return `${call} ${formatLine(closing.line)}${at} (${closing.book})`;
}

export function ClosingLineFigures({ closing, call }: { closing: ClosingLine; call: 'Over' | 'Under' }) {
  const rows: [string, string, string | undefined][] = [
    ['Closing line', closingText(closing, call), undefined],
  ];
  rows.push(
    closing.clv === null
      ? ['CLV', 'Unknown: the close was not priced', undefined]
      : ['CLV', formatClvPoints(closing.clv), clvColour(closing.clv)],
  );
  if (closing.priceImprovement !== null) {
    rows.push([
      'Price improvement',
      formatPriceImprovement(closing.priceImprovement),
      clvColour(closing.priceImprovement),
    ]);
  }
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 10 }}>
      <dl
        data-testid="closing-figures"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
          gap: '10px 16px',
          margin: 0,
        }}
      >
        {rows.map(([term, value, colour]) => (
          <div key={term}>
            <dt style={{ color: '#475569', fontSize: 13 }}>{term}</dt>
            <dd style={{ margin: 0, overflowWrap: 'anywhere', fontWeight: 600, color: colour }}>{value}</dd>
          </div>
        ))}
      </dl>
      <p style={{ margin: 0, color: '#475569' }}>{CLV_EXPLANATION}</p>
    </div>
  );
}
