import { Card, Skeleton } from 'antd';
import { LOADING_TEXT } from '@edgeboard/domain';
import type { PickCardLayout } from './pick-card';

/** Placeholder with the shape of a pick card while the feed loads. */
export function PickCardSkeleton({ layout = 'full' }: { layout?: PickCardLayout }) {
  const compact = layout === 'compact';
  return (
    <Card size={compact ? 'small' : 'medium'} aria-busy="true" aria-label={LOADING_TEXT} role="status">
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        <Skeleton active title paragraph={{ rows: compact ? 3 : 2 }} style={{ flex: 1 }} />
        <Skeleton.Avatar active size={compact ? 56 : 88} shape="circle" />
      </div>
      {!compact && <Skeleton active title={false} paragraph={{ rows: 3 }} />}
      <Skeleton.Button active size="small" />
    </Card>
  );
}

/** A grid's worth of card placeholders. */
export function PickCardSkeletonList({ count, layout }: { count: number; layout?: PickCardLayout }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <PickCardSkeleton key={i} {...(layout === undefined ? {} : { layout })} />
      ))}
    </>
  );
}
