import { Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import {
  bandColour,
  formatAmericanOdds,
  parseInstant,
  PERFORMANCE_PAGE_SIZE,
  type PerformanceRow,
  type PickResult,
} from '@edgeboard/domain';
import { BAND_HEX } from '@/components/band-colours';
import { clvColour, formatClvPoints } from '@/components/clv-format';
import { units } from './profit-chart';

const RESULT_TAGS: Record<PickResult, { label: string; color: string }> = {
  win: { label: 'Win', color: 'green' },
  loss: { label: 'Loss', color: 'red' },
  push: { label: 'Push', color: 'default' },
};

// The reader's locale and time zone, as every date of the app (a Thursday 8:15 PM Eastern kick-off is
// Thursday's game in New York, not Friday's as in UTC).
const gameDate = (d: Date) =>
  new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' }).format(d);

const columns: TableColumnsType<PerformanceRow> = [
  {
    title: 'Date',
    dataIndex: 'date',
    render: (date: string) => {
      const d = parseInstant(date);
      return d === null ? date : <time dateTime={date}>{gameDate(d)}</time>;
    },
  },
  { title: 'Matchup', dataIndex: 'matchup' },
  { title: 'Description', dataIndex: 'description' },
  { title: 'Type', dataIndex: 'type' },
  {
    title: 'Confidence',
    dataIndex: 'confidence',
    render: (c: number) => (
      <span style={{ color: BAND_HEX[bandColour(c)], fontWeight: 600 }} data-band={bandColour(c)}>
        {c}%
      </span>
    ),
  },
  {
    title: 'Result',
    dataIndex: 'result',
    render: (r: PickResult) => <Tag color={RESULT_TAGS[r].color}>{RESULT_TAGS[r].label}</Tag>,
  },
  {
    title: 'Profit/Loss',
    dataIndex: 'profitLoss',
    align: 'right',
    // No price, no units: grading's -110 stand-in was never on offer.
    render: (u: number | null) =>
      u === null ? (
        <span aria-label="no price, no units">—</span>
      ) : (
        <span style={{ color: u > 0 ? '#15803d' : u < 0 ? '#b91c1c' : undefined, fontWeight: 600 }}>
          {units(u)}
        </span>
      ),
  },
  {
    title: 'Analysis',
    key: 'analysis',
    render: (_: unknown, row) => (
      <Link
        to={`/dashboard/analysis/${encodeURIComponent(row.id)}`}
        aria-label={`View Analysis: ${row.description}`}
      >
        View Analysis
      </Link>
    ),
  },
];

/** Closing line value in signed points; blank for a pick with no recorded close (no zero stands in for it). */
const clvColumn: TableColumnsType<PerformanceRow>[number] = {
  title: 'CLV',
  dataIndex: 'clv',
  align: 'right',
  render: (clv: number | null | undefined) =>
    clv === null || clv === undefined ? null : (
      <span style={{ color: clvColour(clv), fontWeight: 600 }}>{formatClvPoints(clv)}</span>
    ),
};

const SUB = { color: '#475569', fontSize: 12 } as const;

/** The price the pick was published at and its book, as the record shows them. */
const priceColumn: TableColumnsType<PerformanceRow>[number] = {
  title: 'Price',
  key: 'price',
  align: 'right',
  render: (_: unknown, r) =>
    r.price === null || r.price === undefined ? (
      <span aria-label="no price">—</span>
    ) : (
      <>
        <div>{formatAmericanOdds(r.price)}</div>
        <div style={SUB}>{r.book ?? '—'}</div>
      </>
    ),
};

/**
 * The Price column sits before Profit/Loss when some row has a price; the CLV column before the analysis
 * link when some row has a close.
 */
function columnsFor(rows: readonly PerformanceRow[]): TableColumnsType<PerformanceRow> {
  const hasPrice = rows.some((r) => r.price !== null && r.price !== undefined);
  const hasClose = rows.some((r) => r.clv !== null && r.clv !== undefined);
  const profit = columns.findIndex((c) => c.title === 'Profit/Loss');
  return [
    ...columns.slice(0, profit),
    ...(hasPrice ? [priceColumn] : []),
    ...columns.slice(profit, -1),
    ...(hasClose ? [clvColumn] : []),
    ...columns.slice(-1),
  ];
}

interface ResultsTableProps {
  rows: PerformanceRow[];
  total: number;
  page: number;
  loading: boolean;
  onPage: (page: number) => void;
}

export function ResultsTable({ rows, total, page, loading, onPage }: ResultsTableProps) {
  return (
    <Table<PerformanceRow>
      rowKey="id"
      size="middle"
      columns={columnsFor(rows)}
      dataSource={rows}
      loading={loading}
      scroll={{ x: 900 }}
      locale={{ emptyText: 'No graded picks match these filters.' }}
      pagination={{
        current: page,
        pageSize: PERFORMANCE_PAGE_SIZE,
        total,
        showSizeChanger: false,
        hideOnSinglePage: false,
        onChange: onPage,
      }}
    />
  );
}
