import { ClockCircleOutlined, RobotOutlined, TrophyOutlined } from '@ant-design/icons';
import { Card, Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { PropFeedItem } from '@edgeboard/domain';
import { ConfidenceStars } from './confidence-stars';
import { EdgeScoreRing } from './edge-score-ring';
import { spreadRow } from '@/components/spread-row';
import { LABEL_HEX } from './pick-card-colours';
import { pickCardView, playerResearchHref, trackBetHref, type PickOutcome } from './pick-card-view';
import type { PickMarketView } from './pick-market';
import { AddToParlayButton, legOfPick } from '@/lib/parlay/add-to-parlay-button';

export type PickCardLayout = 'compact' | 'full';

export interface PickCardProps {
  item: PropFeedItem;
  layout?: PickCardLayout;
}

const muted = { color: '#475569' } as const;
// Each at least 4.5:1 on its background (WCAG AA): green on white, dark amber on pale amber.
const PLAY_GREEN = '#15803d';
const NO_PLAY_TAG = { color: '#92400e', background: '#fffbeb', borderColor: '#fcd34d', marginInlineEnd: 0 };

function NoPlayTag() {
  return (
    <Tag style={NO_PLAY_TAG} data-testid="no-play">
      No play
    </Tag>
  );
}

/** The compact card's verdict, in view without a hover: Play with its EV at the best price, or No play and why. */
function CompactMarket({ market }: { market: PickMarketView }) {
  if (!market.play) {
    return (
      <div style={{ marginTop: 6, fontSize: 13 }} data-testid="compact-verdict">
        <NoPlayTag /> <span style={muted}>{market.reason}</span>
      </div>
    );
  }
  return (
    <div
      data-testid="compact-verdict"
      style={{ color: PLAY_GREEN, fontWeight: 600, fontSize: 13, marginTop: 4 }}
    >
      Play
      {market.value !== null && (
        <>
          {' · '}
          <span data-testid="pick-market">{market.value}</span>
        </>
      )}
    </div>
  );
}

/** The full card's market line: the posted book's prices, fair odds, best price and EV, and the verdict. */
function MarketLine({ market }: { market: PickMarketView }) {
  return (
    <section aria-label="Market" style={{ fontSize: 13 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'center' }}>
        <span style={{ ...muted, fontSize: 12 }}>Market</span>
        {market.play ? <strong style={{ color: PLAY_GREEN, fontSize: 12 }}>Play</strong> : <NoPlayTag />}
      </div>
      <div data-testid="market-line" style={{ overflowWrap: 'anywhere' }}>
        {market.line}
      </div>
      {market.reason !== null && (
        <div style={{ ...muted, fontSize: 12 }} data-testid="no-play-reason">
          Why no play: {market.reason}
        </div>
      )}
    </section>
  );
}

/** A started game's pick: its result once graded (the record), else Final or Live. */
function OutcomeTag({ outcome }: { outcome: PickOutcome }) {
  return (
    <Tag data-testid="pick-outcome" style={{ ...outcome.colours, marginTop: 4, marginInlineEnd: 0 }}>
      {outcome.label}
    </Tag>
  );
}

/** The player's name, linked to his research page when the pick knows his id. */
function PlayerName({ item }: { item: PropFeedItem }) {
  const href = playerResearchHref(item.playerId, item.ai_picks[0]?.statType);
  return href === null ? item.player : <Link to={href}>{item.player}</Link>;
}

/** One AI pick from the feed, in the spec's compact or full layout. */
export function PickCard({ item, layout = 'full' }: PickCardProps) {
  return layout === 'compact' ? <CompactPickCard item={item} /> : <FullPickCard item={item} />;
}

export function CompactPickCard({ item }: { item: PropFeedItem }) {
  const view = pickCardView(item);
  const titleId = `pick-${item.id}-title`;
  return (
    <Card size="small" role="article" aria-labelledby={titleId} style={{ height: '100%' }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <strong id={titleId} style={{ display: 'block', fontSize: 16 }}>
            <PlayerName item={item} />
          </strong>
          <div style={muted}>{item.type}</div>
          <div style={{ fontWeight: 600, marginTop: 4 }} data-testid="pick-text">
            {view.pick}
          </div>
          <div style={{ ...muted, marginTop: 4 }}>{item.matchup}</div>
          <div style={{ ...muted, fontSize: 12 }}>
            <ClockCircleOutlined aria-hidden /> {item.date} · {item.time}
          </div>
          {view.outcome !== null && <OutcomeTag outcome={view.outcome} />}
          {view.market !== null && <CompactMarket market={view.market} />}
        </div>
        <EdgeScoreRing score={view.confidence} size={56} strokeWidth={5} />
      </div>
      <div style={{ ...spreadRow, marginTop: 12 }}>
        <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
          <Tag style={{ marginInlineEnd: 0 }}>{item.type}</Tag>
          <Tag color="blue" icon={<RobotOutlined aria-hidden />} style={{ marginInlineEnd: 0 }}>
            AI Pick
          </Tag>
        </span>
        <Link to={view.analysisHref} aria-label={`View Analysis: ${item.description}`}>
          View Analysis
        </Link>
      </div>
    </Card>
  );
}

export function FullPickCard({ item }: { item: PropFeedItem }) {
  const view = pickCardView(item);
  const titleId = `pick-${item.id}-title`;
  const labelColour = LABEL_HEX[view.label.colour];
  return (
    <Card role="article" aria-labelledby={titleId} style={{ height: '100%' }}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, height: '100%' }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
          <div style={{ minWidth: 0 }}>
            <strong id={titleId} style={{ display: 'block', fontSize: 18 }}>
              <PlayerName item={item} />
            </strong>
            <div style={muted}>{item.matchup}</div>
            <div style={{ ...muted, fontSize: 12 }}>
              <ClockCircleOutlined aria-hidden /> {item.date} · {item.time}
            </div>
            {view.outcome !== null && <OutcomeTag outcome={view.outcome} />}
          </div>
          <Tag style={{ alignSelf: 'flex-start', marginInlineEnd: 0 }}>{item.type}</Tag>
        </div>

        <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <div style={{ textAlign: 'center' }}>
            <EdgeScoreRing score={view.confidence} size={88} />
            <div style={{ ...muted, fontSize: 12 }}>Edge Score</div>
          </div>
          <div>
            <div style={{ ...muted, fontSize: 12 }}>Confidence Rating</div>
            <ConfidenceStars stars={view.tier.stars} />
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'baseline', marginTop: 4 }}>
              <span
                data-testid="rating-label"
                data-colour={view.label.colour}
                style={{ color: labelColour, fontWeight: 700 }}
              >
                {/* The spec's "Top Pick (trophy)": the top band alone carries the trophy. */}
                {view.label.label === 'Top Pick' && (
                  <TrophyOutlined aria-hidden style={{ marginInlineEnd: 4 }} />
                )}
                {view.label.label}
              </span>
              {/* A play always shows its verdict beside its band, "Nothing Special" included. */}
              {view.label.verdict === 'Play' && (
                <>
                  <span aria-hidden="true">·</span>
                  <strong data-testid="rating-verdict" style={{ color: PLAY_GREEN }}>
                    Play
                  </strong>
                </>
              )}
            </div>
          </div>
        </div>

        <section
          aria-label="AI Pick"
          style={{ background: '#eff6ff', border: '1px solid #bfdbfe', borderRadius: 8, padding: 12 }}
        >
          <div style={{ ...muted, fontSize: 12 }}>
            <RobotOutlined aria-hidden /> AI Pick
          </div>
          <div style={{ fontWeight: 700, fontSize: 16 }} data-testid="pick-text">
            {view.pick}
          </div>
        </section>

        {view.market !== null && <MarketLine market={view.market} />}

        <section aria-label="Analysis" style={{ flex: 1 }}>
          <div style={{ ...muted, fontSize: 12 }}>Analysis</div>
          <p style={{ margin: 0 }}>{view.excerpt}</p>
        </section>

        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
          <Link to={view.analysisHref} aria-label={`View Details: ${item.description}`}>
            View Details
          </Link>
          {/* A bet is tracked only if placed before kickoff (the tracker refuses later ones). */}
          {view.outcome === null && (
            <Link to={trackBetHref(item.id)} aria-label={`Track bet: ${item.description}`}>
              Track bet
            </Link>
          )}
        </div>
        {view.outcome === null && <FeedParlayButton item={item} />}
      </div>
    </Card>
  );
}

/** A pick not yet kicked off can join a parlay (issue #32). */
function FeedParlayButton({ item }: { item: PropFeedItem }) {
  const leg = legOfPick(item);
  return leg === null ? null : <AddToParlayButton leg={leg} />;
}
