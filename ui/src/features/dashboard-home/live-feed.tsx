import { Alert, Card, Col, Empty, Row, Select } from 'antd';
import { useDeferredValue } from 'react';
import { Link } from 'react-router-dom';
import { NO_PROPS_MESSAGE, type PropFeedItem } from '@edgeboard/domain';
import type { ApiError } from '@/lib/base-query';
import { CompactPickCard, PickCardSkeleton } from '@/components/pick-card';
import type { DashboardSortBy } from './dashboard.api';
import { PROPS_PATH } from './quick-actions';

export const LIVE_FEED_SORT_OPTIONS: { value: DashboardSortBy; label: string }[] = [
  { value: 'confidence', label: 'Confidence' },
  { value: 'start_time', label: 'Start Time' },
  { value: 'type', label: 'Prop Type' },
];

/** Highest confidence first; the soonest kick-off first; prop types A to Z. */
export const sortOrderFor = (sortBy: DashboardSortBy): 'asc' | 'desc' =>
  sortBy === 'confidence' ? 'desc' : 'asc';

export const liveFeedRequest = (limit: number, sortBy: DashboardSortBy) => ({
  limit,
  sortBy,
  sortOrder: sortOrderFor(sortBy),
  // A recommendation is only worth making before kick-off (issue #18 item 2).
  status: 'upcoming' as const,
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
          <Select<DashboardSortBy>
            aria-label="Sort live feed"
            value={sortBy}
            options={LIVE_FEED_SORT_OPTIONS}
            virtual={false}
            popupMatchSelectWidth={false}
            style={{ width: 140 }}
            onChange={onSortChange}
          />
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
            <Col key={item.id} xs={24} md={12} xl={8}>
              <CompactPickCard item={item} />
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
