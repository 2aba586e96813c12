import { Typography } from 'antd';
import {
  bestPriceText,
  breakEvenProbability,
  formatAmericanOdds,
  formatProbability,
  formatSignedPercent,
  parseInstant,
  roundStored,
  type PickMarket,
} from '@edgeboard/domain';
import { noPlayReasonText, PROXY_LINE_LABEL } from '@/components/pick-card/pick-market';

const LOCAL_DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
// Each at least 4.5:1 on white (WCAG AA).
const PLAY_GREEN = '#15803d';
const NO_PLAY_AMBER = '#92400e';

// The same formatting the engine's analysis text uses, so the page prints one figure once.
const pct = (p: number) => formatProbability(roundStored(p));
const price = (odds: number | null) => (odds === null ? 'not quoted' : formatAmericanOdds(odds));

/** When the line was pulled, in the reader's own date and time format and zone. */
function formatPulledAt(value: string): string {
  const d = parseInstant(value);
  return d === null ? value : LOCAL_DATE_TIME.format(d);
}

function lineSource(market: PickMarket): string {
  const { source } = market;
  if (source.kind === 'proxy') return `${PROXY_LINE_LABEL}: ${source.method}`;
  return source.pulledAt === null
    ? `${source.sportsbook} (time of pull not recorded)`
    : `${source.sportsbook}, pulled ${formatPulledAt(source.pulledAt)}`;
}

/** The figures behind the market sentence, one term per row. */
function marketFigures(market: PickMarket, call: 'over' | 'under'): [string, string][] {
  const rows: [string, string][] = [['Line from', lineSource(market)]];
  if (market.source.kind === 'book') {
    rows.push(['Book prices', `Over ${price(market.overOdds)} · Under ${price(market.underOdds)}`]);
  }
  rows.push([
    'Fair (no-vig) probability',
    market.fairProbability === null
      ? market.source.kind === 'proxy'
        ? 'None: no book posted this line'
        : 'Unknown: it needs both prices from the book'
      : `${pct(market.fairProbability)} ${call}` +
        (market.fairOdds === null ? '' : ` (fair odds ${formatAmericanOdds(market.fairOdds)})`),
  ]);
  rows.push([
    'Model probability',
    market.modelProbability === null ? 'Not recorded' : `${pct(market.modelProbability)} ${call}`,
  ]);
  rows.push(['Market and model together', `${pct(market.probability)} ${call}`]);
  rows.push([
    'Best price',
    market.best === null ? 'No book priced this side' : bestPriceText(market.best, call, ' at '),
  ]);
  if (market.best !== null) {
    rows.push(['Break-even at the best price', pct(breakEvenProbability(market.best.odds))]);
  }
  rows.push([
    'Expected value',
    market.evPercent === null
      ? 'Unknown without a price'
      : `${formatSignedPercent(market.evPercent)} at the best price`,
  ]);
  return rows;
}

/** The analysis page's Market section: the domain's sentence in plain words, then its figures. */
export function MarketDetails({
  market,
  summary,
  call,
}: {
  market: PickMarket | null;
  summary: string | null;
  call: 'over' | 'under';
}) {
  const reason = market === null ? null : noPlayReasonText(market);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 12 }}>
      {summary !== null && (
        <Typography.Paragraph style={{ margin: 0 }} data-testid="market-summary">
          {summary}
        </Typography.Paragraph>
      )}
      {market !== null && (
        <>
          <div data-testid="market-verdict" style={{ fontWeight: 700 }}>
            {reason === null ? (
              <span style={{ color: PLAY_GREEN }}>Play</span>
            ) : (
              <>
                <span style={{ color: NO_PLAY_AMBER }}>No play</span>
                <span style={{ fontWeight: 400 }}>: {reason}</span>
              </>
            )}
          </div>
          <dl
            data-testid="market-figures"
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
              gap: '10px 16px',
              margin: 0,
            }}
          >
            {marketFigures(market, call).map(([term, value]) => (
              <div key={term}>
                <dt style={{ color: '#475569', fontSize: 13 }}>{term}</dt>
                <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </div>
  );
}
