// The builder's sheet: the slip's legs (each removable), the joint fair odds of the engine's joint model next to
// the naive product, re-priced as legs come and go, the book's price typed in for the EV, and why the two differ.
// Below all-star it says the builder is an All-Star feature and links to the plans, before any request is made.
import { Alert, Button, Input, Space, Spin, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import {
  ADVANCED_STATS_UPGRADE_CODE,
  formatAmericanOdds,
  formatProbability,
  formatSignedPercent,
  hasTierAccess,
  PARLAY_MIN_LEGS,
  type ParlayPriceResponse,
} from '@edgeboard/domain';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAuth } from '@/lib/auth/auth-context';
import type { ApiError } from '@/lib/base-query';
import { useMeQuery } from '@/lib/gating/me.api';
import { PlanRefusal } from '@/lib/gating/plan-refusal';
import { usePriceParlayQuery } from './parlay.api';
import { parlaySlip, useParlaySlip, type SlipLeg } from './parlay-slip';
import { readPrice } from './price-input';

const UNLOCKS = 'opens the parlay builder: fair prices for same-game parlays';

function Upsell() {
  return <Alert type="info" showIcon title={<PlanRefusal tier="all-star" unlocks={UNLOCKS} />} />;
}

const odds = (o: number | null) => (o === null ? '—' : formatAmericanOdds(o));

const LEG_STYLE = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 8,
  padding: '8px 0',
  borderBottom: '1px solid #e2e8f0',
} as const;

function Legs({ legs, priced }: { legs: SlipLeg[]; priced: ParlayPriceResponse | undefined }) {
  return (
    <ul aria-label="Parlay legs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {legs.map((leg) => {
        const p = priced?.legs.find((l) => l.pickId === leg.pickId && l.line === leg.line);
        const detail = [leg.matchup, p ? `Fair ${formatProbability(p.probability)}` : null].filter(Boolean);
        return (
          <li key={leg.pickId} style={LEG_STYLE}>
            <div style={{ minWidth: 0 }}>
              <div style={{ fontWeight: 600 }}>{leg.label}</div>
              {detail.length > 0 && <Typography.Text type="secondary">{detail.join(' · ')}</Typography.Text>}
            </div>
            <Button
              size="small"
              icon={<DeleteOutlined />}
              aria-label={`Remove ${leg.label}`}
              onClick={() => {
                parlaySlip.remove(leg.pickId);
              }}
            >
              Remove
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

function Prices({ priced }: { priced: ParlayPriceResponse }) {
  return (
    <div data-testid="parlay-prices" style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
      <div>
        <Typography.Text type="secondary">Joint fair odds</Typography.Text>
        <div style={{ fontSize: 22, fontWeight: 600 }} data-testid="parlay-joint">
          {odds(priced.fairOdds)}
        </div>
        <Typography.Text>{formatProbability(priced.jointProbability)}</Typography.Text>
      </div>
      <div>
        <Typography.Text type="secondary">Naive product</Typography.Text>
        <div style={{ fontSize: 22, fontWeight: 600 }} data-testid="parlay-naive">
          {odds(priced.naiveOdds)}
        </div>
        <Typography.Text>{formatProbability(priced.naiveProbability)}</Typography.Text>
      </div>
    </div>
  );
}

function PriceField({ text }: { text: string }) {
  const reading = readPrice(text);
  const invalid = reading.kind === 'invalid';
  return (
    <div>
      <label htmlFor="parlay-book-price" style={{ display: 'block', marginBottom: 4 }}>
        Book’s price for the parlay (American odds)
      </label>
      <Input
        id="parlay-book-price"
        inputMode="numeric"
        placeholder="+450"
        value={text}
        status={invalid ? 'error' : undefined}
        aria-invalid={invalid}
        aria-describedby={invalid ? 'parlay-book-price-error' : undefined}
        onChange={(e) => {
          parlaySlip.setPrice(e.target.value);
        }}
      />
      {invalid && (
        <Typography.Text id="parlay-book-price-error" type="danger" role="alert">
          {reading.message}
        </Typography.Text>
      )}
    </div>
  );
}

function Priced({ legs, price }: { legs: SlipLeg[]; price: string }) {
  const reading = readPrice(price);
  const request =
    legs.length >= PARLAY_MIN_LEGS
      ? {
          legs: legs.map((l) => ({ pickId: l.pickId, line: l.line, side: l.side })),
          price: reading.kind === 'valid' ? reading.odds : null,
        }
      : skipToken;
  const q = usePriceParlayQuery(request);
  const error = q.error as ApiError | undefined;
  // currentData, not data: with fewer than 2 legs the query is skipped and its last answer must not show.
  const priced = q.isError ? undefined : q.currentData;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Legs legs={legs} priced={priced} />
      {legs.length < PARLAY_MIN_LEGS && (
        <Typography.Text type="secondary">
          Add one more leg of the same game to price the parlay.
        </Typography.Text>
      )}
      {q.isFetching && !priced && <Spin aria-label="Pricing the parlay" />}
      {error &&
        (error.code === ADVANCED_STATS_UPGRADE_CODE ? (
          <Upsell />
        ) : (
          <Alert
            type="error"
            showIcon
            title={error.message}
            action={
              <Button size="small" onClick={() => void q.refetch()}>
                Retry
              </Button>
            }
          />
        ))}
      {priced && (
        <div aria-busy={q.isFetching} style={{ opacity: q.isFetching ? 0.6 : 1 }}>
          <Prices priced={priced} />
        </div>
      )}
      <PriceField text={price} />
      {priced?.evPercent != null && priced.price !== null && (
        <Typography.Text strong data-testid="parlay-ev">
          EV at {formatAmericanOdds(priced.price)}: {formatSignedPercent(priced.evPercent)}
        </Typography.Text>
      )}
      {priced && (
        <ul style={{ paddingLeft: 18, margin: 0 }} aria-label="Why the joint price differs">
          {priced.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
      <Button
        onClick={() => {
          parlaySlip.clear();
        }}
      >
        Clear parlay
      </Button>
    </Space>
  );
}

export function ParlaySheet() {
  const auth = useAuth();
  const me = useMeQuery(undefined, { skip: auth.status !== 'signed-in' });
  const slip = useParlaySlip();
  if (me.isLoading) return <Spin aria-label="Loading your plan" />;
  const state = me.data?.subscription;
  if (!state || !hasTierAccess(state, 'all-star')) return <Upsell />;
  if (slip.legs.length === 0)
    return (
      <Typography.Paragraph type="secondary">
        No legs yet. Use “Add to parlay” on a pick in the prop feed, on a pick’s analysis or on the odds board
        to add legs of one game.
      </Typography.Paragraph>
    );
  return <Priced legs={slip.legs} price={slip.price} />;
}
