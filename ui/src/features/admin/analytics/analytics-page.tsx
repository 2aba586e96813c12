import { ReloadOutlined } from '@ant-design/icons';
import { Card, Skeleton, Table, Typography } from 'antd';
import { formatDateTime } from '@/features/admin/common/admin-format';
import { PlannedFeatures } from '@/features/admin/common/planned-features';
import { ReportScreen } from '@/features/admin/common/report-screen';
import { AnalyticsCards, cardsGridStyle, formatCount, notCountedText, topPaths } from './analytics-cards';
import { useAdminAnalyticsQuery } from './analytics.api';

export const ANALYTICS_LOAD_FAILED_MESSAGE = 'Could not load analytics.';
export const TOP_PATHS = 10;
/** What the spec's analytics placeholder promised and this screen does not do yet. */
export const PLANNED_FEATURES = [
  'Trend charts over time',
  'Revenue by plan',
  'Custom date ranges',
  'Report export',
] as const;

/** Admin Analytics: figures computed by the API from stored data, with a refresh. */
export function Component() {
  const analytics = useAdminAnalyticsQuery();
  const { data, isLoading } = analytics;

  return (
    <ReportScreen
      title="Analytics"
      query={analytics}
      failedMessage={ANALYTICS_LOAD_FAILED_MESSAGE}
      logLabel="Admin analytics failed"
      refreshIcon={<ReloadOutlined />}
      status={
        data !== undefined && (
          <Typography.Text type="secondary" aria-live="polite">
            Last updated: <time dateTime={data.generatedAt}>{formatDateTime(data.generatedAt)}</time>
          </Typography.Text>
        )
      }
    >
      {isLoading ? (
        <div style={cardsGridStyle} aria-busy="true" aria-label="Loading analytics">
          {[0, 1, 2, 3].map((i) => (
            <Card key={i}>
              <Skeleton active title paragraph={{ rows: 2 }} />
            </Card>
          ))}
        </div>
      ) : (
        data !== undefined && (
          <>
            <AnalyticsCards report={data} />
            <Card title={`Page views (last 30 days): ${formatCount(data.pageViews.total)}`}>
              {/* Issue #20: admins' own browsing and the sign-in pages are not the audience's traffic. */}
              <Typography.Paragraph type="secondary" data-testid="page-views-not-counted">
                {notCountedText(data.pageViews.notCounted)}
              </Typography.Paragraph>
              <Table
                rowKey="path"
                size="small"
                pagination={false}
                scroll={{ x: true }}
                dataSource={topPaths(data, TOP_PATHS)}
                locale={{ emptyText: 'No page views recorded yet' }}
                columns={[
                  { title: 'Page', dataIndex: 'path', key: 'path' },
                  {
                    title: 'Views',
                    dataIndex: 'count',
                    key: 'count',
                    align: 'right',
                    render: (n: number) => formatCount(n),
                  },
                ]}
              />
            </Card>
          </>
        )
      )}

      <PlannedFeatures features={PLANNED_FEATURES} />
    </ReportScreen>
  );
}
