import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Card, Skeleton, Statistic, Typography } from 'antd';
import { ActivityList } from '@/features/admin/users/activity-list';
import { useAdminMetricsQuery, useAdminRecentActivityQuery } from './admin-home.api';

/** The tile's figure is the analytics screen's month-to-date revenue (same rule on the server). */
export const REVENUE_TITLE = 'Revenue This Month (month to date)';
export const REVENUE_NOTE = 'Details and comparison on Analytics';
export const ACTIVITY_LOAD_FAILED_MESSAGE = 'Could not load recent activity.';
export const METRICS_LOAD_FAILED_MESSAGE = 'Could not load the dashboard figures.';

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const COUNT = new Intl.NumberFormat('en-US');

const QUICK_LINKS = [
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/subscriptions', label: 'Subscriptions' },
  { to: '/admin/content', label: 'Content' },
  { to: '/admin/analytics', label: 'Analytics' },
  { to: '/admin/settings', label: 'Settings' },
] as const;

const gridStyle = {
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
} as const;

const quickLinkStyle = {
  padding: '6px 14px',
  border: '1px solid rgba(5, 5, 5, 0.15)',
  borderRadius: 6,
} as const;

/** Admin home: the four tiles, quick links and the latest activity across users. */
export function Component() {
  const metricsQuery = useAdminMetricsQuery();
  const activityQuery = useAdminRecentActivityQuery();
  // Issue #20 replaced the spec's fall-back to zeros (they read as real figures): a failure shows Retry.
  const metrics = metricsQuery.data;
  const loading = metricsQuery.isLoading;

  useEffect(() => {
    if (metricsQuery.isError) console.error('Admin metrics failed', metricsQuery.error);
  }, [metricsQuery.isError, metricsQuery.error]);
  useEffect(() => {
    if (activityQuery.isError) console.error('Admin recent activity failed', activityQuery.error);
  }, [activityQuery.isError, activityQuery.error]);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Admin Dashboard
      </Typography.Title>

      {metricsQuery.isError ? (
        <Alert
          type="error"
          showIcon
          title={METRICS_LOAD_FAILED_MESSAGE}
          action={
            <Button size="small" onClick={() => void metricsQuery.refetch()}>
              Retry
            </Button>
          }
        />
      ) : (
        <section aria-label="Metrics" style={gridStyle}>
          <Card>
            <Statistic
              title="Total Users"
              value={metrics?.totalUsers}
              formatter={(v) => COUNT.format(Number(v))}
              loading={loading}
            />
          </Card>
          <Card>
            <Statistic
              title="Active Subscriptions"
              value={metrics?.activeSubscriptions}
              formatter={(v) => COUNT.format(Number(v))}
              loading={loading}
            />
          </Card>
          <Card>
            <Statistic
              title={REVENUE_TITLE}
              value={metrics?.revenueThisMonth}
              formatter={(v) => USD.format(Number(v))}
              loading={loading}
            />
            <Link to="/admin/analytics">{REVENUE_NOTE}</Link>
          </Card>
          <Card>
            <Statistic
              title="New Users Today"
              value={metrics?.newUsersToday}
              formatter={(v) => COUNT.format(Number(v))}
              loading={loading}
            />
          </Card>
        </section>
      )}

      <Card title="Quick Access">
        <nav aria-label="Quick access" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {QUICK_LINKS.map((l) => (
            <Link key={l.to} to={l.to} style={quickLinkStyle}>
              {l.label}
            </Link>
          ))}
          {/* Spec: the generate screen opens in a new tab. */}
          <a
            href="/admin/content/aipicks/generate"
            target="_blank"
            rel="noopener noreferrer"
            style={quickLinkStyle}
          >
            Generate AI picks
          </a>
        </nav>
      </Card>

      <Card title="Recent Activity">
        {activityQuery.isLoading ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : activityQuery.isError ? (
          <Alert
            type="error"
            showIcon
            title={ACTIVITY_LOAD_FAILED_MESSAGE}
            action={
              <Button size="small" onClick={() => void activityQuery.refetch()}>
                Retry
              </Button>
            }
          />
        ) : (
          <ActivityList items={activityQuery.data ?? []} showUser />
        )}
      </Card>
    </div>
  );
}
