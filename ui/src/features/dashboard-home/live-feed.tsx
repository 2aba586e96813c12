import { Alert, Card, Col, Empty, Row } from 'antd';
import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { NO_PROPS_MESSAGE, type PropFeedItem } from '@edgeboard/domain';
import type { ApiError } from '@/lib/base-query';
import { CompactPickCard, PickCardSkeleton } from '@/components/pick-card';
import { verdictOf } from '@/lib/prop-feed/verdict-line';
import type { DashboardSortBy } from './dashboard.api';
import { PROPS_PATH } from './quick-actions';

export const LIVE_FEED_SORT_OPTIONS: { value: DashboardSortBy; label: string }[] = [
  { value: 'ev', label: 'Value (EV)' },
  { value: 'confidence', label: 'Confidence' },
  { value: 'start_time', label: 'Start Time' },
  { value: 'type', label: 'Prop Type' },
];

const SELECT_STYLE = {
  width: 140,
  height: 32,
  padding: '0 8px',
  border: '1px solid #d9d9d9',
  borderRadius: 6,
  background: '#fff',
  font: 'inherit',
  fontSize: 14,
} as const;

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
          {/* A native select: three options do not justify antd's Select (about 30 KB gzip with the
              Pagination that shares it) in the dashboard's first download; it is keyboard- and touch-native. */}
          <select
            aria-label="Sort live feed"
            value={sortBy}
            onChange={(e) => {
              const picked = LIVE_FEED_SORT_OPTIONS.find((o) => o.value === e.target.value);
              if (picked !== undefined) onSortChange(picked.value);
            }}
            style={SELECT_STYLE}
          >
            {LIVE_FEED_SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
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
