// The public track record (issue #14 item 6): every graded pick and the Edge Score's calibration, for anyone,
// signed in or not, with the same rows downloadable from the export for the same filters.
import { Alert, Button, Card, Select, Space, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';
import type { ApiError } from '@/lib/base-query';
import { ENGINE_STAT_TYPES, propTypeTitle, RECORD_CLV_NOTE, type StatType } from '@edgeboard/domain';
import { CalibrationTable } from './calibration-table';
import { changeRecordFilter, exportHref, recordFilters, recordSearch } from './record-filters';
import { usePublicRecordQuery } from './record.api';
import { RecordTable } from './record-table';

export const RECORD_TITLE = 'Public track record';
export const RECORD_LOAD_FAILED = "The track record couldn't be loaded. Please try again.";
export const RECORD_MAINTENANCE_TITLE = 'Down for maintenance';
export const RECORD_INTRO =
  'Every graded pick as it was published (line, price, book, call and Edge Score), wins and losses alike. Download the same rows to check them yourself.';

const WEEKS = Array.from({ length: 18 }, (_, i) => ({ value: i + 1, label: `Week ${i + 1}` }));
const STAT_OPTIONS = ENGINE_STAT_TYPES.map((s) => ({ value: s, label: propTypeTitle(s) }));

/** One clearable filter: its label is the accessible name, its placeholder says what no choice means. */
function FilterSelect<T extends number | string>(props: {
  label: string;
  placeholder: string;
  width: number;
  value: T | undefined;
  options: { value: T; label: string }[];
  onChange: (value: T | undefined) => void;
}) {
  return (
    <Select<T>
      aria-label={props.label}
      placeholder={props.placeholder}
      allowClear
      style={{ minWidth: props.width }}
      value={props.value}
      options={props.options}
      onChange={props.onChange}
    />
  );
}

/** The way on from a public page: the home page, and the dashboard or the sign-in. */
function RecordTopBar() {
  const auth = useAuth();
  return (
    <nav aria-label="Site" style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
      <Link to="/" style={{ fontWeight: 800, fontSize: 20, color: '#0b1f3a', textDecoration: 'none' }}>
        Edge<span style={{ color: '#15803d' }}>Board</span>
      </Link>
      {auth.status === 'signed-in' ? (
        <Link to="/dashboard">Go to Dashboard</Link>
      ) : (
        <Link to="/auth">Sign In</Link>
      )}
    </nav>
  );
}

export function RecordPage() {
  const [search, setSearch] = useSearchParams();
  const filters = recordFilters(search);
  const record = usePublicRecordQuery(filters);
  // The seasons on offer come from the whole record (the same cached answer when no filter is set).
  const all = usePublicRecordQuery({});
  const seasons = [...new Set((all.data?.rows ?? []).map((r) => r.season))]
    .sort((a, b) => b - a)
    .map((s) => ({ value: s, label: String(s) }));
  if (filters.season !== undefined && !seasons.some((s) => s.value === filters.season))
    seasons.unshift({ value: filters.season, label: String(filters.season) });

  const change = (key: 'season' | 'week' | 'statType', value: number | StatType | undefined) => {
    setSearch(recordSearch(changeRecordFilter(filters, key, value)), { replace: true });
  };
  // currentData: while another filter loads, the previous filter's rows are not shown as if they matched.
  const rows = record.isError ? [] : (record.currentData?.rows ?? []);
  // Maintenance Mode answers 503 `maintenance` with the admins' message: say that, not "couldn't be loaded".
  const failure = record.error as ApiError | undefined;
  const maintenance = failure?.code === 'maintenance' ? failure.message : undefined;
  const loading = !record.isError && record.currentData === undefined;
  const hasClosing = rows.some((r) => r.closing !== undefined);

  return (
    <section
      aria-labelledby="record-title"
      // minmax(0, 1fr): a grid track otherwise grows to the table's full width and the page scrolls sideways.
      style={{
        maxWidth: 1200,
        margin: '0 auto',
        padding: '16px 12px 32px',
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 16,
      }}
    >
      <RecordTopBar />
      <Typography.Title id="record-title" level={1} style={{ margin: 0, fontSize: 28 }}>
        {RECORD_TITLE}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0 }}>{RECORD_INTRO}</Typography.Paragraph>
      <Space wrap>
        <FilterSelect
          label="Season"
          placeholder="All seasons"
          width={140}
          value={filters.season}
          options={seasons}
          onChange={(v) => {
            change('season', v);
          }}
        />
        <FilterSelect
          label="Week"
          placeholder="All weeks"
          width={120}
          value={filters.week}
          options={WEEKS}
          onChange={(v) => {
            change('week', v);
          }}
        />
        <FilterSelect
          label="Stat type"
          placeholder="All stat types"
          width={170}
          value={filters.statType}
          options={STAT_OPTIONS}
          onChange={(v) => {
            change('statType', v);
          }}
        />
        <Button href={exportHref(filters, 'csv')} download>
          Download CSV
        </Button>
        <Button href={exportHref(filters, 'json')} download>
          Download JSON
        </Button>
      </Space>
      {record.isError && (
        <Alert
          type={maintenance === undefined ? 'error' : 'warning'}
          showIcon
          title={maintenance === undefined ? RECORD_LOAD_FAILED : RECORD_MAINTENANCE_TITLE}
          description={maintenance}
          action={
            <Button size="small" onClick={() => void record.refetch()}>
              Retry
            </Button>
          }
        />
      )}
      <RecordTable rows={rows} loading={loading} />
      {!hasClosing && (
        <Typography.Text type="secondary" data-testid="record-clv-note">
          {RECORD_CLV_NOTE}
        </Typography.Text>
      )}
      <Card size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>Edge Score calibration</h2>}>
        <CalibrationTable
          calibration={record.isError ? undefined : record.currentData?.calibration}
          loading={loading}
        />
      </Card>
    </section>
  );
}

export const Component = RecordPage;
