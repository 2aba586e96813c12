import { Table } from 'antd';
import { propTypeTitle, type BetStatTypeRecord } from '@edgeboard/domain';
import { formatShare } from '@/components/clv-format';
import { EmptyText, formatSignedUnits } from './bet-format';

/** Won, lost and pushed per stat type, with the win rate over decided bets. */
export function StatTypeRecord({ rows }: { rows: readonly BetStatTypeRecord[] }) {
  return (
    <Table<BetStatTypeRecord>
      rowKey="statType"
      size="small"
      pagination={false}
      dataSource={[...rows]}
      locale={{ emptyText: <EmptyText>No settled bets yet.</EmptyText> }}
      columns={[
        { title: 'Stat type', key: 'stat', render: (_, r) => propTypeTitle(r.statType) },
        {
          title: 'W-L-P',
          key: 'wlp',
          render: (_, r) => (
            <span
              style={{ whiteSpace: 'nowrap' }}
            >{`${String(r.won)}-${String(r.lost)}-${String(r.push)}`}</span>
          ),
        },
        {
          title: 'Win rate',
          key: 'rate',
          align: 'right',
          render: (_, r) => (r.winRate === null ? '—' : formatShare(r.winRate)),
        },
        { title: 'P/L', key: 'pl', align: 'right', render: (_, r) => formatSignedUnits(r.profit) },
      ]}
    />
  );
}
