import { Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { isSlowRun, SLOW_JOB_RUN_MS, type AdminJob, type AdminJobRun } from '@edgeboard/domain';
import { formatDateTime } from '@/features/admin/common/admin-format';
import { ReportScreen } from '@/features/admin/common/report-screen';
import { useAdminJobsQuery } from './jobs.api';
import { ReplayClockCard } from './replay-clock-card';

export const JOBS_LOAD_FAILED_MESSAGE = 'Could not load the jobs.';
export const NO_JOBS_MESSAGE = 'No scheduled jobs run in this deployment.';
export const NEVER_RAN = 'Not run yet';
export const SLOW_RUN = 'Slow';
export const SLOW_RUN_HINT = `Took ${String(SLOW_JOB_RUN_MS / 1000)} s or more`;

/** The outcome, and a Slow mark on a run that took SLOW_JOB_RUN_MS or more (the domain's isSlowRun). */
function Outcome({ run }: { run: AdminJobRun | null }) {
  if (run === null) return <Typography.Text type="secondary">{NEVER_RAN}</Typography.Text>;
  return (
    <span>
      <Tag color={run.outcome === 'ok' ? 'green' : 'error'}>{run.outcome === 'ok' ? 'OK' : 'Failed'}</Tag>
      {isSlowRun(run) && (
        <Tag color="warning" title={SLOW_RUN_HINT}>
          {SLOW_RUN}
        </Tag>
      )}
    </span>
  );
}

/** "12 s" / "3 min 5 s": how long a run took. */
function duration(run: AdminJobRun): string {
  const s = Math.max(0, Math.round((Date.parse(run.finished_at) - Date.parse(run.started_at)) / 1000));
  return s < 60 ? `${String(s)} s` : `${String(Math.floor(s / 60))} min ${String(s % 60)} s`;
}

const columns: TableColumnsType<AdminJob> = [
  {
    title: 'Job',
    dataIndex: 'name',
    key: 'name',
    render: (name: string, job) => (
      <div>
        <Typography.Text strong>{name}</Typography.Text>
        <div>
          <Typography.Text type="secondary">{job.description}</Typography.Text>
        </div>
      </div>
    ),
  },
  { title: 'Schedule', dataIndex: 'schedule', key: 'schedule' },
  {
    title: 'Last run',
    key: 'last_run',
    render: (_: unknown, job) => (job.last_run ? formatDateTime(job.last_run.started_at) : '—'),
  },
  { title: 'Outcome', key: 'outcome', render: (_: unknown, job) => <Outcome run={job.last_run} /> },
  {
    title: 'Rows written',
    key: 'rows',
    align: 'right',
    render: (_: unknown, job) => (job.last_run ? job.last_run.rows_written.toLocaleString() : '—'),
  },
  {
    title: 'Next run',
    dataIndex: 'next_run',
    key: 'next_run',
    render: (iso: string | null) => (iso ? formatDateTime(iso) : '—'),
  },
];

const runColumns: TableColumnsType<AdminJobRun & { key: string }> = [
  { title: 'Started', dataIndex: 'started_at', key: 'started', render: (iso: string) => formatDateTime(iso) },
  { title: 'Took', key: 'took', render: (_: unknown, run) => duration(run) },
  { title: 'Outcome', key: 'outcome', render: (_: unknown, run) => <Outcome run={run} /> },
  { title: 'Rows written', dataIndex: 'rows_written', key: 'rows', align: 'right' },
  { title: 'Message', dataIndex: 'message', key: 'message', render: (m: string | null) => m ?? '—' },
  { title: 'Instance', dataIndex: 'instance_id', key: 'instance' },
];

function RunHistory({ job }: { job: AdminJob }) {
  return (
    <Table
      size="small"
      aria-label={`Last runs of ${job.name}`}
      columns={runColumns}
      dataSource={job.runs.map((r, i) => ({ ...r, key: `${r.started_at}-${String(i)}` }))}
      pagination={false}
      scroll={{ x: true }}
      locale={{ emptyText: NEVER_RAN }}
    />
  );
}

/** Admin Jobs: each scheduled job's schedule, last and next run, with its last 20 runs under the row. */
export function Component() {
  const jobs = useAdminJobsQuery();
  const { data, isLoading, isError } = jobs;

  return (
    <ReportScreen
      title="Jobs"
      query={jobs}
      failedMessage={JOBS_LOAD_FAILED_MESSAGE}
      logLabel="Admin jobs list failed"
      intro={
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Scheduled background work. Times are in your time zone; expand a job for its last 20 runs. A run
          that took {SLOW_JOB_RUN_MS / 1000} s or more is marked {SLOW_RUN}.
        </Typography.Paragraph>
      }
    >
      <ReplayClockCard onStepped={() => void jobs.refetch()} />
      <Table<AdminJob>
        rowKey="name"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isLoading}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: isError ? JOBS_LOAD_FAILED_MESSAGE : NO_JOBS_MESSAGE }}
        expandable={{ expandedRowRender: (job) => <RunHistory job={job} /> }}
      />
    </ReportScreen>
  );
}
