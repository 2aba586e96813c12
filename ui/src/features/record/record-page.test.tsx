import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RECORD_CLV_NOTE, recordAnswer, type RecordRow } from '@edgeboard/domain';
import { answer, hold, withMockServer } from '@/test/mock-server';
import { renderRoutes, signedOut } from '@/test/render';
import { Component as RecordPage, RECORD_LOAD_FAILED, RECORD_MAINTENANCE_TITLE } from './record-page';
import { RECORD_EMPTY } from './record-table';

const row = (over: Partial<RecordRow>): RecordRow => ({
  id: 'r1',
  publishedAt: '2025-10-01T12:00:00.000Z',
  season: 2025,
  week: 5,
  game: 'NYJ @ BUF',
  player: 'Josh Allen',
  statType: 'passing_yards',
  line: 245.5,
  price: -105,
  book: 'FanDuel',
  call: 'over',
  edgeScore: 68,
  result: 'win',
  profit: 0.95,
  ...over,
});
const ROWS = [
  row({}),
  row({
    id: 'r2',
    player: 'Breece Hall',
    statType: 'rushing_yards',
    call: 'under',
    line: 64.5,
    price: 120,
    result: 'loss',
    profit: -1,
    week: 4,
  }),
];

withMockServer({ buildWorld: false });

/** Answers /api/performance/record with the domain's own filtering of `rows`, or `fail`. */
function serve(rows: RecordRow[], fail?: number, failure = { code: 'internal', message: 'no' }) {
  const sent =
    fail !== undefined
      ? answer('/api/performance/record', { error: failure }, { status: fail })
      : answer('/api/performance/record', (_request, query) => {
          const q = Object.fromEntries(query);
          return recordAnswer(rows, {
            ...(q.season ? { season: Number(q.season) } : {}),
            ...(q.week ? { week: Number(q.week) } : {}),
            ...(q.statType ? { statType: q.statType as RecordRow['statType'] } : {}),
          });
        });
  const recordCalls = () => sent.requests.map((r) => new URL(r.url));
  return { recordCalls };
}

const render = (at = '/record') =>
  renderRoutes([{ path: '/record', element: <RecordPage /> }], { at, auth: signedOut });

describe('public track record', () => {
  it('shows every graded pick to a signed-out reader, with calibration and the CLV note', async () => {
    serve(ROWS);
    render();
    expect(await screen.findByText('Josh Allen')).toBeTruthy();
    expect(screen.getByText('Over 245.5 Passing Yards')).toBeTruthy();
    expect(screen.getByText('Under 64.5 Rushing Yards')).toBeTruthy();
    expect(screen.getByText('-105')).toBeTruthy();
    expect(screen.getByText('+120')).toBeTruthy();
    expect(screen.getByText('Won')).toBeTruthy();
    expect(screen.getByText('Lost')).toBeTruthy();
    // No pick has a close: no CLV column, a plain note instead of zeros.
    expect(screen.queryByRole('columnheader', { name: 'CLV' })).toBeNull();
    expect(screen.getByTestId('record-clv-note').textContent).toBe(RECORD_CLV_NOTE);
    expect(screen.getByTestId('record-scores').textContent).toMatch(
      /Over 2 decided picks \(0 pushes left out\): Brier score 0\.\d{3}/,
    );
  });

  it('shows a CLV column when a pick carries a closing line', async () => {
    serve([
      row({ closing: { book: 'FanDuel', line: 246.5, price: -110, clv: 0.021, priceImprovement: null } }),
    ]);
    render();
    expect(await screen.findByRole('columnheader', { name: 'CLV' })).toBeTruthy();
    expect(screen.getByText('+2.1 pts')).toBeTruthy();
    expect(screen.queryByTestId('record-clv-note')).toBeNull();
  });

  it('reads the filters from the URL and sends them, with the download links to match', async () => {
    const { recordCalls } = serve(ROWS);
    render('/record?season=2025&week=4&statType=rushing_yards');
    expect(await screen.findByText('Breece Hall')).toBeTruthy();
    expect(screen.queryByText('Josh Allen')).toBeNull();
    const filtered = recordCalls().find((u) => u.searchParams.has('week'));
    expect(Object.fromEntries(filtered?.searchParams ?? [])).toEqual({
      season: '2025',
      week: '4',
      statType: 'rushing_yards',
    });
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/performance/export?season=2025&week=4&statType=rushing_yards&format=csv',
    );
    expect(screen.getByRole('link', { name: 'Download JSON' }).getAttribute('href')).toBe(
      '/api/performance/export?season=2025&week=4&statType=rushing_yards&format=json',
    );
  });

  it('writes a chosen filter into the URL', async () => {
    serve(ROWS);
    const { router } = render();
    await screen.findByText('Josh Allen');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Week' }));
    const option = (await screen.findAllByTitle('Week 4')).find((el) =>
      el.classList.contains('ant-select-item-option'),
    );
    if (!option) throw new Error('no Week 4 option');
    fireEvent.click(option);
    await waitFor(() => {
      expect(router.state.location.search).toBe('?week=4');
    });
    await waitFor(() => {
      expect(screen.queryByText('Josh Allen')).toBeNull();
    });
    expect(screen.getByText('Breece Hall')).toBeTruthy();
  });

  it('ignores a filter the API would refuse', async () => {
    const { recordCalls } = serve(ROWS);
    render('/record?week=40&statType=goals');
    await screen.findByText('Josh Allen');
    expect(recordCalls().every((u) => u.search === '')).toBe(true);
  });

  it('says so when nothing matches', async () => {
    serve([]);
    render();
    expect(await screen.findByText(RECORD_EMPTY)).toBeTruthy();
  });

  // A 4xx: the client does not retry it (5xx answers are retried with a back-off of seconds).
  it('shows an error with a retry when the record cannot load', async () => {
    serve(ROWS, 400);
    render();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(RECORD_LOAD_FAILED)).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  // Maintenance answers are not retried by the client, so the page says so at once.
  it('says the site is down for maintenance, with the message, instead of a load failure', async () => {
    serve(ROWS, 503, { code: 'maintenance', message: 'EdgeBoard is down for maintenance until 6 pm.' });
    render();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(RECORD_MAINTENANCE_TITLE)).toBeTruthy();
    expect(within(alert).getByText('EdgeBoard is down for maintenance until 6 pm.')).toBeTruthy();
    expect(within(alert).queryByText(RECORD_LOAD_FAILED)).toBeNull();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows a loading table before the answer', () => {
    hold('/api/performance/record');
    const { container } = render();
    expect(container.querySelector('.ant-spin')).not.toBeNull();
  });
});
