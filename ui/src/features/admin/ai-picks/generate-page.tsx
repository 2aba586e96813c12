import { useEffect, useState } from 'react';
import { Alert, Button, Form, InputNumber, Progress, Space, Statistic, Table, Typography } from 'antd';
import { Link } from 'react-router-dom';
import {
  DEFAULT_WEEK,
  FIRST_WEEK,
  SEASON,
  WEEKS,
  displayDirection,
  statTypeLabel,
  type AiPick,
} from '@edgeboard/domain';
import { ConfidenceTag } from './ai-pick-detail';
import { useGenerateAiPicksMutation, type GenerateRequest, type GenerateResponse } from './ai-picks.api';

/** Whole seconds since `startedAt` while `running`, ticking once a second. */
function useElapsedSeconds(running: boolean, startedAt: number): number {
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [running]);
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}

function GenerateResult({ result }: { result: GenerateResponse }) {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {`${String(result.season)} week ${String(result.week)}`}
      </Typography.Title>
      <Space wrap size="large" role="group" aria-label="Generation counts">
        <Statistic title="Prop lines read" value={result.lines} />
        <Statistic title="Picks created" value={result.inserted} />
        <Statistic title="Ungraded picks replaced" value={result.deleted} />
        <Statistic title="Props skipped" value={result.skipped.length} />
      </Space>
      <Table<AiPick>
        rowKey="id"
        size="small"
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: true }}
        dataSource={result.picks}
        locale={{ emptyText: 'No picks were created for this week.' }}
        columns={[
          { key: 'player', title: 'Player', dataIndex: 'player' },
          { key: 'opponent', title: 'Opponent', dataIndex: 'opponent' },
          { key: 'stat', title: 'Stat Type', render: (_v, p) => statTypeLabel(p.stat_type) },
          {
            key: 'pick',
            title: 'Pick',
            render: (_v, p) => `${displayDirection(p.pick)} ${String(p.line_value)}`,
          },
          {
            key: 'confidence',
            title: 'Confidence',
            render: (_v, p) => <ConfidenceTag confidence={p.confidence} />,
          },
          {
            key: 'analysis',
            title: 'Analysis',
            render: (_v, p) => (
              <Link
                to={`/dashboard/analysis/${encodeURIComponent(p.id)}`}
                aria-label={`Analysis of ${p.player} ${statTypeLabel(p.stat_type)}`}
              >
                View analysis
              </Link>
            ),
          },
        ]}
      />
      {result.skipped.length > 0 && (
        <details>
          <summary>{`Skipped props (${String(result.skipped.length)})`}</summary>
          <ul>
            {result.skipped.map((s) => (
              <li key={`${s.player}-${s.stat_type}`}>
                {`${s.player}, ${statTypeLabel(s.stat_type)}: ${s.reason}`}
              </li>
            ))}
          </ul>
        </details>
      )}
    </Space>
  );
}

export function Component() {
  const [generate, run] = useGenerateAiPicksMutation();
  const [startedAt, setStartedAt] = useState(0);
  const elapsed = useElapsedSeconds(run.isLoading, startedAt);

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Generate AI Picks
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Runs the pick engine over the week’s prop lines. It replaces the week’s ungraded picks; graded picks
        are kept.
      </Typography.Paragraph>
      <Form<GenerateRequest>
        layout="inline"
        aria-label="Week to generate"
        initialValues={{ season: SEASON, week: DEFAULT_WEEK }}
        onFinish={(values) => {
          setStartedAt(Date.now());
          void generate(values);
        }}
      >
        <Form.Item label="Season" name="season" rules={[{ required: true, message: 'Enter a season' }]}>
          <InputNumber aria-label="Season" min={1999} max={2100} precision={0} />
        </Form.Item>
        <Form.Item
          label="Week"
          name="week"
          rules={[
            { required: true, message: 'Enter a week' },
            {
              type: 'integer',
              min: FIRST_WEEK,
              max: WEEKS,
              message: `Week is from ${String(FIRST_WEEK)} to ${String(WEEKS)}`,
            },
          ]}
        >
          <InputNumber aria-label="Week" min={FIRST_WEEK} max={WEEKS} precision={0} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={run.isLoading}>
            {run.isLoading ? 'Generating...' : 'Generate picks'}
          </Button>
        </Form.Item>
      </Form>
      {run.isLoading && (
        <div role="status" aria-live="polite">
          {/* One request does all the work, so the bar only shows that it is running, not how far it got. */}
          <Progress percent={100} status="active" showInfo={false} />
          <Typography.Text>{`Generating picks... ${String(elapsed)} s elapsed`}</Typography.Text>
        </div>
      )}
      {run.isError && (
        <Alert
          type="error"
          showIcon
          title="Generation failed"
          description={
            typeof run.error === 'object' && 'message' in run.error
              ? run.error.message
              : 'Something went wrong.'
          }
        />
      )}
      {run.isSuccess && <GenerateResult result={run.data} />}
    </Space>
  );
}
