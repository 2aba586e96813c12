import { CrownOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Card, Col, Row, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  canReadNews,
  DEFAULT_WEEK,
  dashboardCounts,
  hasPremiumFeatures,
  hasStandardFeatures,
  PLAN_CATALOGUE,
  propFeedCap,
  type SubscriptionState,
} from '@edgeboard/domain';
import { isApiError } from '@/lib/base-query';
import { useMeQuery, type MeResponse } from '@/lib/gating/me.api';
import { useSeasonWeek } from '@/lib/site/use-season-week';
import { UpgradeAction } from './upgrade-action';
import { usePropFeedPageQuery } from '@/lib/prop-feed/prop-feed.api';
import type { DashboardSortBy } from './dashboard.api';
import { startWeek } from './game-status';
import { DEFAULT_LIVE_FEED_SORT, LiveFeed, liveFeedRequest } from './live-feed';
import { GAMES_CARD_MIN_HEIGHT } from './card-heights';
import { LiveGamesCard } from './live-games-card';
import { NewsCarousel } from './news-carousel';
import { QuickActions } from './quick-actions';
import { Heading, Muted } from '@/components/text';
import { spreadRow } from '@/components/spread-row';

export const ADMIN_PATH = '/admin';

export function planName(sub: SubscriptionState): string {
  if (sub.tier === 'free') return 'Free';
  return PLAN_CATALOGUE.find((p) => p.tier === sub.tier)?.name ?? sub.tier;
}

/** Route module for /dashboard. */
// One column that never grows past the screen: an implicit grid column is as wide as its widest content
// (a long headline, a wide card), which pushed the page sideways on a 375 px phone.
const ONE_COLUMN = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 } as const;

export function Component() {
  const me = useMeQuery();
  if (me.data === undefined) {
    return me.isError ? (
      <Alert
        type="error"
        showIcon
        title={isApiError(me.error) ? me.error.message : 'Could not load your account.'}
      />
    ) : (
      <Skeleton active paragraph={{ rows: 8 }} />
    );
  }
  return <DashboardHome me={me.data} />;
}

export function DashboardHome({ me }: { me: MeResponse }) {
  const sub = me.subscription;
  const counts = dashboardCounts(sub);
  const isAdmin = sub.isAdmin || me.profile?.role === 'admin';
  const [sortBy, setSortBy] = useState<DashboardSortBy>(DEFAULT_LIVE_FEED_SORT);
  const feed = usePropFeedPageQuery(liveFeedRequest(counts.feed, sortBy));
  const seasonWeek = useSeasonWeek();

  // The games card opens on the week of the first feed answer and keeps it when the sort changes.
  const [gamesWeek, setGamesWeek] = useState<{ week: number; fromPick: boolean } | null>(null);
  if (gamesWeek === null && feed.data !== undefined) setGamesWeek(startWeek(feed.data.data, DEFAULT_WEEK));
  else if (gamesWeek === null && feed.isError) setGamesWeek({ week: DEFAULT_WEEK, fromPick: false });

  const name = me.profile?.name ?? me.email;
  return (
    <div style={ONE_COLUMN}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
        <Heading level={2} style={{ margin: 0 }}>
          Dashboard
        </Heading>
        {isAdmin && (
          <>
            <Tag color="purple" icon={<SafetyCertificateOutlined aria-hidden />}>
              Admin User
            </Tag>
            <Link to={ADMIN_PATH}>Admin Dashboard</Link>
          </>
        )}
      </div>
      <Muted>Welcome back, {name}.</Muted>

      <Card size="small" role="region" aria-label="Your plan">
        <div style={{ ...spreadRow, gap: 12 }}>
          <span>
            <CrownOutlined aria-hidden /> Your plan: <strong data-testid="plan-name">{planName(sub)}</strong>
          </span>
          {!hasPremiumFeatures(sub) && (
            // The spec's "external billing page": entitled users are bounced from the plans page, so plan
            // changes go through the billing portal.
            <UpgradeAction returnPath="/dashboard" />
          )}
        </div>
      </Card>

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <NewsCarousel limit={counts.news} scout={!canReadNews(sub)} />
        </Col>
        <Col xs={24} lg={12}>
          {gamesWeek === null || seasonWeek === undefined ? (
            <Card title="Live NFL Games" style={{ height: '100%', minHeight: GAMES_CARD_MIN_HEIGHT }}>
              <Skeleton active paragraph={{ rows: 4 }} />
            </Card>
          ) : (
            <LiveGamesCard
              season={seasonWeek.season}
              initialWeek={gamesWeek.week}
              rollForward={!gamesWeek.fromPick}
            />
          )}
        </Col>
      </Row>

      <QuickActions
        userId={me.id}
        freeTrialOnly={!hasStandardFeatures(sub)}
        cap={propFeedCap(sub)}
        performanceReview={hasPremiumFeatures(sub)}
      />

      <LiveFeed
        items={feed.data?.data}
        error={isApiError(feed.error) ? feed.error : undefined}
        loading={feed.isFetching && feed.data === undefined}
        sortBy={sortBy}
        onSortChange={setSortBy}
      />
    </div>
  );
}
