// Every graded pick of the record, as published. The CLV column appears only when a pick carries a closing
// line: no zeros stand in for closes that were never recorded.
import { Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  displayDirection,
  formatAmericanOdds,
  propTypeTitle,
  type PickResult,
  type RecordRow,
} from '@edgeboard/domain';
// The pick cards' result colours: antd's preset tag colours fall below 4.5:1 contrast at 12 px.
import { RESULT_OUTCOME } from '@/components/pick-card/pick-card-view';
import { formatClvPoints } from '@/components/clv-format';

// The reader's own locale and time zone: a public page is read from anywhere.
const PUBLISHED = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const PROFIT = new Intl.NumberFormat(undefined, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

const columns: TableColumnsType<RecordRow> = [
  {
    title: 'Published',
    dataIndex: 'publishedAt',
    render: (iso: string) => <time dateTime={iso}>{PUBLISHED.format(new Date(iso))}</time>,
  },
  { title: 'Week', key: 'week', render: (_: unknown, r) => `${r.season} W${r.week}` },
  { title: 'Game', dataIndex: 'game' },
  { title: 'Player', dataIndex: 'player' },
  {
    title: 'Call',
    key: 'call',
    render: (_: unknown, r) => `${displayDirection(r.call)} ${r.line} ${propTypeTitle(r.statType)}`,
  },
  {
    title: 'Price',
    dataIndex: 'price',
    align: 'right',
    render: (p: number | null) => (p === null ? '—' : formatAmericanOdds(p)),
  },
  { title: 'Book', dataIndex: 'book', render: (b: string | null) => b ?? '—' },
  { title: 'Edge Score', dataIndex: 'edgeScore', align: 'right' },
  {
    title: 'Result',
    dataIndex: 'result',
    render: (r: PickResult) => <Tag style={RESULT_OUTCOME[r].colours}>{RESULT_OUTCOME[r].label}</Tag>,
  },
  {
    title: 'Profit (units)',
    dataIndex: 'profit',
    align: 'right',
    render: (p: number) => PROFIT.format(p),
  },
];

const clvColumn: TableColumnsType<RecordRow>[number] = {
  title: 'CLV',
  key: 'clv',
  align: 'right',
  // Points of no-vig probability, as the analysis page and Performance Review say it.
  render: (_: unknown, r) =>
    r.closing?.clv === undefined || r.closing.clv === null ? '—' : formatClvPoints(r.closing.clv),
};

const COUNT = new Intl.NumberFormat();

export const RECORD_EMPTY = 'No graded picks match these filters yet.';

export function RecordTable({ rows, loading }: { rows: RecordRow[]; loading: boolean }) {
  const withClv = rows.some((r) => r.closing !== undefined);
  return (
    <Table<RecordRow>
      rowKey="id"
      size="small"
      columns={withClv ? [...columns, clvColumn] : columns}
      dataSource={rows}
      loading={loading}
      // The table scrolls in its own box on a phone instead of widening the page.
      scroll={{ x: 'max-content' }}
      pagination={{
        pageSize: 25,
        showSizeChanger: false,
        hideOnSinglePage: false,
        showTotal: (total) => `${COUNT.format(total)} graded ${total === 1 ? 'pick' : 'picks'}`,
      }}
      locale={{ emptyText: RECORD_EMPTY }}
    />
  );
}
