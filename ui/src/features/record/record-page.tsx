// The public track record (issue #14 item 6): every graded pick and the Edge Score's calibration, for anyone,
// signed in or not, with the same rows downloadable from the export for the same filters.
import { Alert, Button, Card, Radio, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';
import { PageColumn } from '@/components/page-column';
import { BoardSelect } from '@/components/research-board';
import { useSearchFilters } from '@/lib/search-filters/use-search-filters';
import type { ApiError } from '@/lib/base-query';
import { HeadlineFigures } from '@/components/headline/headline-figures';
import {
  ENGINE_STAT_TYPES,
  propTypeTitle,
  RECORD_CLV_NOTE,
  type PickView,
  type StatType,
} from '@edgeboard/domain';
import { CalibrationTable } from './calibration-table';
import { changeRecordFilter, exportHref, recordFilters, recordQuery, recordSearch } from './record-filters';
import { usePublicRecordQuery } from './record.api';
import { RecordTable } from './record-table';

export const RECORD_TITLE = 'Public track record';
export const RECORD_LOAD_FAILED = "The track record couldn't be loaded. Please try again.";
export const RECORD_MAINTENANCE_TITLE = 'Down for maintenance';
export const RECORD_INTRO =
  'Every graded pick as it was published (line, price, book, call and Edge Score), wins and losses alike. Download the same rows to check them yourself.';
export const VIEW_OPTIONS: { value: PickView; label: string }[] = [
  { value: 'plays', label: 'Plays' },
  { value: 'all', label: 'All picks' },
];
export const VIEW_NOTES: Record<PickView, string> = {
  plays:
    'Plays are the picks published as bets (a positive expected value at the best price). Passes, whatever their Edge Score, are graded too: choose All picks to see them.',
  all: 'All picks: the plays and the passes (No play), each graded. Only plays were bets; the Verdict column says which.',
};

/** Why the plays view can be empty (issue #33 item 3): a replay on one book's lines makes few plays or none. */
export const RECORD_NO_PLAYS_NOTE =
  'No plays here: a play needs a positive expected value at the best price. Where a single book posts a line, the fair price is that book’s own no-vig price, so its margin leaves no edge unless the model moves the probability past it. Choose All picks to see every graded pick.';

const WEEKS = Array.from({ length: 18 }, (_, i) => ({ value: i + 1, label: `Week ${i + 1}` }));
const STAT_OPTIONS = ENGINE_STAT_TYPES.map((s) => ({ value: s, label: propTypeTitle(s) }));

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
  const [filters, changeFilters] = useSearchFilters(recordFilters, recordSearch);
  const record = usePublicRecordQuery(recordQuery(filters));
  // The seasons on offer come with every answer (the whole record's, whatever the filters).
  const seasons = (record.data?.seasons ?? []).map((s) => ({ value: s, label: String(s) }));
  if (filters.season !== undefined && !seasons.some((s) => s.value === filters.season))
    seasons.unshift({ value: filters.season, label: String(filters.season) });

  // The filters, each clearable: its label is the accessible name, its placeholder says what no choice means.
  const selects = [
    { field: 'season', label: 'Season', placeholder: 'All seasons', width: 140, options: seasons },
    { field: 'week', label: 'Week', placeholder: 'All weeks', width: 120, options: WEEKS },
    {
      field: 'statType',
      label: 'Stat type',
      placeholder: 'All stat types',
      width: 170,
      options: STAT_OPTIONS,
    },
  ] as const;
  const change = (
    key: 'season' | 'week' | 'statType' | 'view',
    value: number | StatType | PickView | undefined,
  ) => {
    changeFilters((current) => changeRecordFilter(current, key, value));
  };
  // currentData: while another filter loads, the previous filter's rows are not shown as if they matched.
  const rows = record.isError ? [] : (record.currentData?.rows ?? []);
  // Maintenance Mode answers 503 `maintenance` with the admins' message: say that, not "couldn't be loaded".
  const failure = record.error as ApiError | undefined;
  const maintenance = failure?.code === 'maintenance' ? failure.message : undefined;
  const loading = !record.isError && record.currentData === undefined;
  const figures = record.isError ? undefined : record.currentData;
  const hasClosing = (figures?.headline.clv ?? null) !== null || rows.some((r) => r.closing !== undefined);
  const viewLabel = VIEW_OPTIONS.find((o) => o.value === filters.view)?.label ?? 'Plays';

  return (
    <PageColumn labelledBy="record-title" maxWidth={1200} padding="16px 12px 32px">
      <RecordTopBar />
      <Typography.Title id="record-title" level={1} style={{ margin: 0, fontSize: 28 }}>
        {RECORD_TITLE}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0 }}>{RECORD_INTRO}</Typography.Paragraph>
      {/* Radio buttons: the app's antd stylesheet is generated per component (ui/scripts/antd-static-css.ts). */}
      <Radio.Group
        aria-label="Show"
        optionType="button"
        buttonStyle="solid"
        options={VIEW_OPTIONS}
        value={filters.view}
        onChange={(e) => {
          change('view', e.target.value as PickView);
        }}
        style={{ alignSelf: 'flex-start' }}
      />
      <HeadlineFigures headline={figures?.headline} loading={loading && !record.isError} label={viewLabel} />
      <Typography.Text type="secondary" data-testid="record-view-note">
        {VIEW_NOTES[filters.view]}
      </Typography.Text>
      <Space wrap>
        {selects.map((f) => (
          <BoardSelect<number | string>
            key={f.field}
            label={f.label}
            placeholder={f.placeholder}
            minWidth={f.width}
            virtual
            value={filters[f.field]}
            options={[...f.options]}
            onChange={(v) => {
              // The options of `f.field` are that filter's values.
              change(f.field, v as number | StatType | undefined);
            }}
          />
        ))}
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
      {filters.view === 'plays' && figures !== undefined && figures.meta.totalItems === 0 && (
        <Alert type="info" showIcon data-testid="record-no-plays" title={RECORD_NO_PLAYS_NOTE} />
      )}
      <RecordTable
        rows={rows}
        meta={figures?.meta}
        loading={loading}
        showVerdict={filters.view === 'all'}
        showClv={hasClosing}
        onPage={(page) => {
          changeFilters((current) => ({ ...current, page }));
        }}
      />
      {!hasClosing && rows.length > 0 && (
        <Typography.Text type="secondary" data-testid="record-clv-note">
          {RECORD_CLV_NOTE}
        </Typography.Text>
      )}
      <Card size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>Edge Score calibration</h2>}>
        <CalibrationTable
          calibration={record.isError ? undefined : record.currentData?.calibration}
          loading={loading}
          playsOnly={filters.view === 'plays'}
        />
      </Card>
    </PageColumn>
  );
}

export const Component = RecordPage;
