import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminJobsResponse, type AdminJob } from '@edgeboard/domain';
import { json, renderAdminPage } from '@/features/admin/common/admin-test-kit';
import {
  Component as JobsPage,
  JOBS_LOAD_FAILED_MESSAGE,
  NEVER_RAN,
  NO_JOBS_MESSAGE,
  SLOW_RUN,
  SLOW_RUN_HINT,
} from './jobs-page';

const run = (minute: number, over: Partial<AdminJob['runs'][number]> = {}) => ({
  started_at: `2026-11-22T18:${String(minute).padStart(2, '0')}:00.000Z`,
  finished_at: `2026-11-22T18:${String(minute).padStart(2, '0')}:04.000Z`,
  outcome: 'ok' as const,
  rows_written: 1234,
  message: '3 games finished, 120 box-score lines',
  instance_id: 'web-1:42',
  ...over,
});

const jobs: AdminJob[] = [
  {
    name: 'demo-season.advance',
    description: 'Moves the demo season to its clock.',
    schedule: 'Every 10 minutes',
    last_run: run(10),
    next_run: '2026-11-22T18:20:00.000Z',
    runs: [run(10), run(0, { outcome: 'failed', rows_written: 0, message: 'database is locked' })],
  },
  {
    name: 'stats.ingest',
    description: 'Downloads stats.',
    schedule: 'Daily at 09:00 UTC',
    last_run: null,
    next_run: null,
    runs: [],
  },
];

/** The site outside a replay: the page's Replay clock card asks for it and then shows nothing. */
const site = {
  siteName: 'EdgeBoard',
  siteDescription: 'x',
  maintenanceMode: false,
  maintenanceMessage: null,
  mode: 'local',
  season: 2025,
  week: 5,
};

/** Answers GET /api/site with `site` and the jobs calls, in order, with `answers`. */
function serve(answers: Response[]) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url, 'http://localhost').pathname === '/api/site') return Promise.resolve(json(200, site));
    return Promise.resolve(answers.shift() ?? json(200, { data: jobs }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const render = () => renderAdminPage('/admin/jobs', <JobsPage />);

// The reader's own time zone and locale, as the page formats them.
const local = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

describe('admin jobs', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('fixtures follow the domain schema', () => {
    expect(AdminJobsResponse.safeParse({ data: jobs }).success).toBe(true);
  });

  it("lists each job's schedule, last run, outcome, rows and next run, and its runs when expanded", async () => {
    serve([json(200, { data: jobs })]);
    render();
    expect(await screen.findByText('demo-season.advance')).toBeTruthy();
    expect(screen.getByText('Every 10 minutes')).toBeTruthy();
    expect(screen.getByText('Daily at 09:00 UTC')).toBeTruthy();
    expect(screen.getByText(local('2026-11-22T18:20:00.000Z'))).toBeTruthy();
    expect(screen.getAllByText(local('2026-11-22T18:10:00.000Z')).length).toBeGreaterThan(0);
    expect(screen.getByText((1234).toLocaleString())).toBeTruthy();
    expect(screen.getByText(NEVER_RAN)).toBeTruthy();

    const [expand] = screen.getAllByRole('button', { name: /expand row/i });
    if (!expand) throw new Error('no expand button');
    fireEvent.click(expand);
    const history = await screen.findByRole('table', { name: 'Last runs of demo-season.advance' });
    expect(within(history).getByText('database is locked')).toBeTruthy();
    expect(within(history).getByText('Failed')).toBeTruthy();
    expect(within(history).getAllByText('4 s')).toHaveLength(2);
    expect(within(history).getAllByText('web-1:42')).toHaveLength(2);
  });

  it('marks a slow run (issue 28 item 2: a 25 s demo tick looked like any other)', async () => {
    const slow = run(20, { finished_at: '2026-11-22T18:20:25.500Z', rows_written: 7 });
    serve([json(200, { data: [{ ...jobs[0], last_run: slow, runs: [slow, run(10)] }] })]);
    render();
    // The last run's outcome in the jobs table, then the run history.
    const [mark] = await screen.findAllByText(SLOW_RUN);
    expect(mark?.getAttribute('title')).toBe(SLOW_RUN_HINT);
    const [expand] = screen.getAllByRole('button', { name: /expand row/i });
    if (!expand) throw new Error('no expand button');
    fireEvent.click(expand);
    const history = await screen.findByRole('table', { name: 'Last runs of demo-season.advance' });
    expect(within(history).getAllByText(SLOW_RUN)).toHaveLength(1);
    expect(within(history).getByText('26 s')).toBeTruthy();
  });

  it('says so when no job runs here', async () => {
    serve([json(200, { data: [] })]);
    render();
    expect(await screen.findByText(NO_JOBS_MESSAGE)).toBeTruthy();
  });

  it('shows a failed load with Retry, which loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = serve([json(400, { error: { code: 'BAD', message: 'no' } })]);
    render();
    expect((await screen.findAllByText(JOBS_LOAD_FAILED_MESSAGE)).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('demo-season.advance')).toBeTruthy();
    const jobsCalls = fetchMock.mock.calls.filter(([input]) =>
      (input instanceof Request ? input.url : String(input)).includes('/api/admin/jobs'),
    );
    expect(jobsCalls.length).toBeGreaterThanOrEqual(2);
  });
});
