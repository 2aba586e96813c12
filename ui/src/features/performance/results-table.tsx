import { Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import {
  bandColour,
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

/** The CLV column sits before the analysis link, and only when some row has a close. */
function columnsFor(rows: readonly PerformanceRow[]): TableColumnsType<PerformanceRow> {
  if (!rows.some((r) => r.clv !== null && r.clv !== undefined)) return columns;
  return [...columns.slice(0, -1), clvColumn, ...columns.slice(-1)];
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
