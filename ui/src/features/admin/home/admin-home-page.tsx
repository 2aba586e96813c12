import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Card, Skeleton, Statistic, Switch, Typography } from 'antd';
import type { DashboardMetrics } from '@edgeboard/domain';
import { RetryAlert } from '@/components/board-failure';
import { ActivityList } from '@/features/admin/users/activity-list';
import { useLoggedFailure } from '@/features/admin/common/use-logged-failure';
import { useAdminMetricsQuery, useAdminRecentActivityQuery } from './admin-home.api';

/** The tile's figure is the analytics screen's month-to-date revenue (same rule on the server). */
export const REVENUE_TITLE = 'Revenue This Month (month to date)';
export const REVENUE_NOTE = 'Details and comparison on Analytics';
export const ACTIVITY_LOAD_FAILED_MESSAGE = 'Could not load recent activity.';
export const SHOW_SIGN_INS = 'Show sign-ins';
export const METRICS_LOAD_FAILED_MESSAGE = 'Could not load the dashboard figures.';

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const COUNT = new Intl.NumberFormat('en-US');

/** The four tiles, in the spec's order: each a figure of the metrics answer and how it reads. */
interface Tile {
  title: string;
  figure: keyof DashboardMetrics;
  format: Intl.NumberFormat;
  /** Where the figure is explained further. */
  link?: { to: string; label: string };
}
const TILES: readonly Tile[] = [
  { title: 'Total Users', figure: 'totalUsers', format: COUNT },
  { title: 'Active Subscriptions', figure: 'activeSubscriptions', format: COUNT },
  {
    title: REVENUE_TITLE,
    figure: 'revenueThisMonth',
    format: USD,
    link: { to: '/admin/analytics', label: REVENUE_NOTE },
  },
  { title: 'New Users Today', figure: 'newUsersToday', format: COUNT },
];

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
  // Business events come first; sign-ins fill the list after them unless switched off.
  const [signIns, setSignIns] = useState(true);
  const activityQuery = useAdminRecentActivityQuery(signIns ? undefined : { signIns: false });
  // Issue #20 replaced the spec's fall-back to zeros (they read as real figures): a failure shows Retry.
  const metrics = metricsQuery.data;
  const loading = metricsQuery.isLoading;

  useLoggedFailure('Admin metrics failed', metricsQuery);
  useLoggedFailure('Admin recent activity failed', activityQuery);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Admin Dashboard
      </Typography.Title>

      {metricsQuery.isError ? (
        <RetryAlert title={METRICS_LOAD_FAILED_MESSAGE} onRetry={() => void metricsQuery.refetch()} />
      ) : (
        <section aria-label="Metrics" style={gridStyle}>
          {TILES.map(({ title, figure, format, link }) => (
            <Card key={figure}>
              <Statistic
                title={title}
                value={metrics?.[figure]}
                formatter={(v) => format.format(Number(v))}
                loading={loading}
              />
              {link !== undefined && <Link to={link.to}>{link.label}</Link>}
            </Card>
          ))}
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

      <Card
        title="Recent Activity"
        extra={
          <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
            <Switch size="small" checked={signIns} onChange={setSignIns} aria-label={SHOW_SIGN_INS} />
            {SHOW_SIGN_INS}
          </label>
        }
      >
        {activityQuery.isLoading ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : activityQuery.isError ? (
          <RetryAlert title={ACTIVITY_LOAD_FAILED_MESSAGE} onRetry={() => void activityQuery.refetch()} />
        ) : (
          <ActivityList items={activityQuery.data ?? []} showUser />
        )}
      </Card>
    </div>
  );
}
