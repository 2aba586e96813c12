import { Alert, Card, Col, Empty, Row } from 'antd';
import { lazy, Suspense, useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { NO_PROPS_MESSAGE, type PropFeedItem } from '@edgeboard/domain';
import type { ApiError } from '@/lib/base-query';
import { CompactPickCard, PickCardSkeleton } from '@/components/pick-card';
import { verdictOf } from '@/lib/prop-feed/verdict-line';
import type { DashboardSortBy } from './dashboard.api';
import { LIVE_FEED_SORT_OPTIONS, SORT_WIDTH } from './live-feed-sort-options';
import { PROPS_PATH } from './quick-actions';

const LiveFeedSort = lazy(() => import('./live-feed-sort'));

/** Stands where the select will be, the same size and showing the same choice, while its code loads. */
function SortPlaceholder({ sortBy }: { sortBy: DashboardSortBy }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: SORT_WIDTH,
        height: 32,
        lineHeight: '30px',
        padding: '0 11px',
        border: '1px solid #d9d9d9',
        borderRadius: 6,
        background: '#fff',
      }}
    >
      {LIVE_FEED_SORT_OPTIONS.find((o) => o.value === sortBy)?.label}
    </span>
  );
}

/** The Live Feed opens on value: plays first, by EV then Edge Score (issue #27 item 3). */
export const DEFAULT_LIVE_FEED_SORT: DashboardSortBy = 'ev';

/** Highest value first; highest confidence first; the soonest kick-off first; prop types A to Z. */
export const sortOrderFor = (sortBy: DashboardSortBy): 'asc' | 'desc' =>
  sortBy === 'confidence' || sortBy === 'ev' ? 'desc' : 'asc';

export const liveFeedRequest = (limit: number, sortBy: DashboardSortBy) => ({
  limit,
  sortBy,
  sortOrder: sortOrderFor(sortBy),
  // A recommendation is only worth making before kick-off (issue #18 item 2).
  status: 'upcoming' as const,
  // Whatever the sort, the cards shown are the plays first, then the rest (issue #27 item 3).
  playsFirst: true,
});

interface LiveFeedProps {
  items: PropFeedItem[] | undefined;
  error: ApiError | undefined;
  loading: boolean;
  sortBy: DashboardSortBy;
  onSortChange: (sortBy: DashboardSortBy) => void;
}

export function LiveFeed({ items: latest, error, loading, sortBy, onSortChange }: LiveFeedProps) {
  // Up to 20 cards sit below the fold on a phone: React renders them in an interruptible background pass
  // (skeletons meanwhile) so the page above stays responsive while they are built.
  const items = useDeferredValue(latest);
  return (
    <Card
      title="Live Feed"
      extra={
        <span style={{ display: 'inline-flex', gap: 12, alignItems: 'center' }}>
          <Suspense fallback={<SortPlaceholder sortBy={sortBy} />}>
            <LiveFeedSort value={sortBy} onChange={onSortChange} />
          </Suspense>
          <Link to={PROPS_PATH}>View All</Link>
        </span>
      }
    >
      {error !== undefined ? (
        <Alert type="error" showIcon title={error.message} />
      ) : loading || items === undefined ? (
        <Row gutter={[12, 12]}>
          {[0, 1, 2].map((i) => (
            <Col key={i} xs={24} md={12} xl={8}>
              <PickCardSkeleton layout="compact" />
            </Col>
          ))}
        </Row>
      ) : items.length === 0 ? (
        <Empty description={NO_PROPS_MESSAGE} />
      ) : (
        <Row gutter={[12, 12]}>
          {items.map((item) => (
            <Col key={item.id} xs={24} md={12} xl={8} data-verdict={verdictOf(item)}>
              <CompactPickCard item={item} />
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
