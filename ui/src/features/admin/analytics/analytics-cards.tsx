import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Statistic, Typography } from 'antd';
import type { AnalyticsReport, Change } from './analytics.api';

const COUNT = new Intl.NumberFormat('en-US');
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const SIGNED = new Intl.NumberFormat('en-US', { signDisplay: 'exceptZero', maximumFractionDigits: 2 });
const PERCENT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export const NO_EARLIER_FIGURE = 'No earlier figure to compare';

/** `+12%` in green when it is good news, red when bad; for churn, lower is better (spec: a drop shows as positive). */
export function ChangeLine({
  change,
  lowerIsBetter = false,
}: {
  change: number | null;
  lowerIsBetter?: boolean;
}) {
  if (change === null) return <Typography.Text type="secondary">{NO_EARLIER_FIGURE}</Typography.Text>;
  const text = `${SIGNED.format(change)}%`;
  if (change === 0) return <Typography.Text type="secondary">{text}</Typography.Text>;
  const good = lowerIsBetter ? change < 0 : change > 0;
  return (
    <Typography.Text type={good ? 'success' : 'danger'} data-trend={good ? 'good' : 'bad'}>
      {change > 0 ? <ArrowUpOutlined /> : <ArrowDownOutlined />} {text}
    </Typography.Text>
  );
}

function Figure({
  title,
  figure,
  display,
  lowerIsBetter,
  note,
}: {
  title: string;
  figure: Change;
  display: string;
  lowerIsBetter?: boolean;
  note: string;
}) {
  return (
    <Card>
      <Statistic title={title} value={display} />
      <ChangeLine change={figure.change} lowerIsBetter={lowerIsBetter ?? false} />
      <div>
        <Typography.Text type="secondary">{note}</Typography.Text>
      </div>
    </Card>
  );
}

export const cardsGridStyle = {
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
} as const;

/** The four figures computed by the API, each against its previous period. */
export function AnalyticsCards({ report }: { report: AnalyticsReport }) {
  return (
    <section aria-label="Key figures" style={cardsGridStyle}>
      <Figure
        title="Total Users"
        figure={report.totalUsers}
        display={COUNT.format(report.totalUsers.value)}
        note="vs 30 days ago"
      />
      <Figure
        title="Active Subscriptions"
        figure={report.activeSubscriptions}
        display={COUNT.format(report.activeSubscriptions.value)}
        note="vs 30 days ago"
      />
      <Figure
        title="Revenue (MTD)"
        figure={report.revenueMonthToDate}
        display={USD.format(report.revenueMonthToDate.value)}
        note="vs the same days last month"
      />
      <Figure
        title="Churn Rate"
        figure={report.churnRate}
        display={`${PERCENT.format(report.churnRate.value)}%`}
        lowerIsBetter
        note="last 30 days, change in points"
      />
    </section>
  );
}

/** What the page-view total leaves out: administrators' own views and the sign-in pages'. */
export function notCountedText(notCounted: AnalyticsReport['pageViews']['notCounted']): string {
  const views = (n: number) => `${formatCount(n)} view${n === 1 ? '' : 's'}`;
  return (
    `Visitors' and subscribers' pages only. Not counted: ${views(notCounted.admin)} by administrators ` +
    `(any page, and the back office), ${views(notCounted.signIn)} of the sign-in and password reset pages.`
  );
}

/** Page views of the last 30 days, most viewed paths first. */
export function topPaths(report: AnalyticsReport, limit: number): { path: string; count: number }[] {
  const byPath = new Map<string, number>();
  for (const v of report.pageViews.byDayAndPath) byPath.set(v.path, (byPath.get(v.path) ?? 0) + v.count);
  return [...byPath.entries()]
    .map(([path, count]) => ({ path, count }))
    .sort((a, b) => b.count - a.count || a.path.localeCompare(b.path))
    .slice(0, limit);
}

export const formatCount = (n: number): string => COUNT.format(n);
