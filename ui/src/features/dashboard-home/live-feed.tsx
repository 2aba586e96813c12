import { Alert, Card, Col, Empty, Row, Select } from 'antd';
import { Link } from 'react-router-dom';
import { NO_PROPS_MESSAGE, SEASON, type PropFeedItem } from '@edgeboard/domain';
import type { ApiError } from '../../app/base-query';
import { CompactPickCard, PickCardSkeleton } from '../../components/pick-card';
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
  season: SEASON,
  sortBy,
  sortOrder: sortOrderFor(sortBy),
});

interface LiveFeedProps {
  items: PropFeedItem[] | undefined;
  error: ApiError | undefined;
  loading: boolean;
  sortBy: DashboardSortBy;
  onSortChange: (sortBy: DashboardSortBy) => void;
}

export function LiveFeed({ items, error, loading, sortBy, onSortChange }: LiveFeedProps) {
  return (
    <Card
      title="Live Feed"
      extra={
        <span style={{ display: 'inline-flex', gap: 12, alignItems: 'center' }}>
          <Select
            aria-label="Sort live feed"
            value={sortBy}
            options={LIVE_FEED_SORT_OPTIONS}
            onChange={onSortChange}
            style={{ width: 140 }}
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
