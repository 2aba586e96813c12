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

/** One key figure: which of the report's figures it shows, how its value reads, and what it is compared with. */
interface FigureSpec {
  title: string;
  figure: 'totalUsers' | 'activeSubscriptions' | 'revenueMonthToDate' | 'churnRate';
  format: (value: number) => string;
  lowerIsBetter?: boolean;
  note: string;
}

const FIGURES: readonly FigureSpec[] = [
  { title: 'Total Users', figure: 'totalUsers', format: (n) => COUNT.format(n), note: 'vs 30 days ago' },
  {
    title: 'Active Subscriptions',
    figure: 'activeSubscriptions',
    format: (n) => COUNT.format(n),
    note: 'vs 30 days ago',
  },
  {
    title: 'Revenue (MTD)',
    figure: 'revenueMonthToDate',
    format: (n) => USD.format(n),
    note: 'vs the same days last month',
  },
  {
    title: 'Churn Rate',
    figure: 'churnRate',
    format: (n) => `${PERCENT.format(n)}%`,
    lowerIsBetter: true,
    note: 'last 30 days, change in points',
  },
];

function Figure({ spec, figure }: { spec: FigureSpec; figure: Change }) {
  return (
    <Card>
      <Statistic title={spec.title} value={spec.format(figure.value)} />
      <ChangeLine change={figure.change} lowerIsBetter={spec.lowerIsBetter ?? false} />
      <div>
        <Typography.Text type="secondary">{spec.note}</Typography.Text>
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
      {FIGURES.map((spec) => (
        <Figure key={spec.figure} spec={spec} figure={report[spec.figure]} />
      ))}
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
