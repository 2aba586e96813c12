import { Link } from 'react-router-dom';
import { Space, Statistic, Table, Typography } from 'antd';
import { displayDirection, statTypeLabel, type AiPick } from '@edgeboard/domain';
import { ConfidenceTag } from './ai-pick-detail';
import type { GenerateResponse } from './ai-picks.api';

/** What a generation run did: the counts, the picks it wrote (each linking to its analysis) and what it skipped. */
export function GenerateResult({ result }: { result: GenerateResponse }) {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {`${String(result.season)} week ${String(result.week)}`}
      </Typography.Title>
      <Space wrap size="large" role="group" aria-label="Generation counts">
        <Statistic title="Prop lines read" value={result.lines} />
        <Statistic title="Picks created" value={result.inserted} />
        <Statistic title="Picks updated (same id)" value={result.updated} />
        <Statistic title="Ungraded picks deleted" value={result.deleted} />
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
