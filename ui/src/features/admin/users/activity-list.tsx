import { Empty, Typography } from 'antd';
import { NO_RECENT_ACTIVITY_MESSAGE, type UserActivity } from '@edgeboard/domain';

type Row = UserActivity & { email?: string | null };
import { activityLabel, formatDateTime } from '@/features/admin/common/admin-format';

/** user_activity rows, newest first, or the spec's empty state. */
export function ActivityList({ items, showUser = false }: { items: Row[]; showUser?: boolean }) {
  if (items.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_RECENT_ACTIVITY_MESSAGE} />;
  return (
    <ul className="admin-activity-list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((a) => (
        <li key={a.id} style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
          <Typography.Text strong>{activityLabel(a.activity)}</Typography.Text>
          {a.target !== '' && <Typography.Text> · {a.target}</Typography.Text>}
          <div>
            <Typography.Text type="secondary">
              {showUser ? `${a.email ?? 'Deleted user'} · ` : ''}
              <time dateTime={a.timestamp}>{formatDateTime(a.timestamp)}</time>
            </Typography.Text>
          </div>
        </li>
      ))}
    </ul>
  );
}
