// The live feed's sort: antd's Select like every other select in the app (issue #28 item 12: it was a native
// select beside antd's). Its own chunk, fetched as the dashboard renders: antd's Select (with the Pagination
// code it shares, about 25 KB gzip) would put the dashboard's first download over its 350 KB budget.
import { Select } from 'antd';
import type { DashboardSortBy } from './dashboard.api';
import { LIVE_FEED_SORT_OPTIONS, SORT_LABEL, SORT_WIDTH } from './live-feed-sort-options';

export default function LiveFeedSort({
  value,
  onChange,
}: {
  value: DashboardSortBy;
  onChange: (sortBy: DashboardSortBy) => void;
}) {
  return (
    <Select<DashboardSortBy>
      aria-label={SORT_LABEL}
      value={value}
      options={LIVE_FEED_SORT_OPTIONS}
      virtual={false}
      popupMatchSelectWidth={false}
      style={{ width: SORT_WIDTH }}
      onChange={onChange}
    />
  );
}
