// Graded picks of the record, as published, one page at a time (the server pages them). Built to fit a 1280 px
// screen without clipping: the week sits over the publish date, the call under the player, the book under the
// price. The CLV column appears only when a pick carries a closing line: no zeros stand in for closes never
// recorded. A pick without a price shows no units.
import { Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import {
  displayDirection,
  formatAmericanOdds,
  propTypeTitle,
  type PaginationMeta,
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
const SUB = { color: '#475569', fontSize: 12 } as const;

const columns: TableColumnsType<RecordRow> = [
  {
    title: 'Week',
    key: 'week',
    render: (_: unknown, r) => (
      <>
        <div style={{ whiteSpace: 'nowrap' }}>{`${String(r.season)} W${String(r.week)}`}</div>
        <time dateTime={r.publishedAt} style={SUB}>
          {PUBLISHED.format(new Date(r.publishedAt))}
        </time>
      </>
    ),
  },
  {
    title: 'Game',
    dataIndex: 'game',
    render: (g: string) => <span style={{ whiteSpace: 'nowrap' }}>{g}</span>,
  },
  {
    title: 'Pick',
    key: 'pick',
    render: (_: unknown, r) => (
      <>
        <div style={{ fontWeight: 600 }}>{r.player}</div>
        <div style={SUB}>{`${displayDirection(r.call)} ${String(r.line)} ${propTypeTitle(r.statType)}`}</div>
      </>
    ),
  },
  {
    title: 'Price',
    key: 'price',
    align: 'right',
    render: (_: unknown, r) => (
      <>
        <div>{r.price === null ? '—' : formatAmericanOdds(r.price)}</div>
        <div style={SUB}>{r.book ?? '—'}</div>
      </>
    ),
  },
  { title: 'Edge Score', dataIndex: 'edgeScore', align: 'right' },
  {
    title: 'Result',
    dataIndex: 'result',
    render: (r: PickResult) => <Tag style={RESULT_OUTCOME[r].colours}>{RESULT_OUTCOME[r].label}</Tag>,
  },
  {
    title: 'Units',
    dataIndex: 'profit',
    align: 'right',
    // No price, no units: grading's -110 stand-in was never on offer.
    render: (p: number | null) =>
      p === null ? <span aria-label="no price, no units">—</span> : PROFIT.format(p),
  },
];

const verdictColumn: TableColumnsType<RecordRow>[number] = {
  title: 'Verdict',
  dataIndex: 'play',
  render: (play: boolean) => (play ? 'Play' : 'No play'),
};

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

interface RecordTableProps {
  rows: RecordRow[];
  meta: PaginationMeta | undefined;
  loading: boolean;
  /** Every pick is listed (passes included): a Verdict column says which were plays. */
  showVerdict: boolean;
  /** Some row of the set has a close (the whole set, not only this page: the columns stay put while paging). */
  showClv: boolean;
  onPage: (page: number) => void;
}

export function RecordTable({ rows, meta, loading, showVerdict, showClv, onPage }: RecordTableProps) {
  const shown = [...columns];
  if (showVerdict) shown.splice(4, 0, verdictColumn);
  if (showClv) shown.push(clvColumn);
  return (
    <Table<RecordRow>
      rowKey="id"
      size="small"
      columns={shown}
      dataSource={rows}
      loading={loading}
      // The table scrolls in its own box on a phone instead of widening the page.
      scroll={{ x: 'max-content' }}
      pagination={{
        current: meta?.page ?? 1,
        pageSize: meta?.pageSize ?? rows.length,
        total: meta?.totalItems ?? rows.length,
        showSizeChanger: false,
        hideOnSinglePage: false,
        onChange: onPage,
        showTotal: (total) => `${COUNT.format(total)} graded ${total === 1 ? 'pick' : 'picks'}`,
      }}
      locale={{ emptyText: RECORD_EMPTY }}
    />
  );
}
