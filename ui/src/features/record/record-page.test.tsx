import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  RECORD_CLV_NOTE,
  RECORD_PAGE_SIZE,
  recordAnswer,
  RecordPageQuery,
  recordRows,
  recordSeasons,
  type RecordRow,
} from '@edgeboard/domain';
import { RECORD_NO_PLAYS_CALIBRATION } from './calibration-table';
import { answer, hold, withMockServer } from '@/test/mock-server';
import { renderRoutes, signedOut } from '@/test/render';
import {
  Component as RecordPage,
  RECORD_LOAD_FAILED,
  RECORD_MAINTENANCE_TITLE,
  RECORD_NO_PLAYS_NOTE,
} from './record-page';
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
  play: true,
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
          // The API's own query schema and the domain's record rules: the page cannot ask what the API refuses.
          const q = RecordPageQuery.parse(Object.fromEntries(query));
          return recordAnswer(recordRows(rows, q), q, recordSeasons(rows));
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
    // In the row and as the headline's mean CLV.
    expect(screen.getAllByText('+2.1 pts')).toHaveLength(2);
    // The headline's mean CLV, with its n.
    expect(screen.getByText('n = 1 with a close')).toBeTruthy();
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
      view: 'plays',
      page: '1',
    });
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/performance/export?season=2025&week=4&statType=rushing_yards&view=plays&format=csv',
    );
    expect(screen.getByRole('link', { name: 'Download JSON' }).getAttribute('href')).toBe(
      '/api/performance/export?season=2025&week=4&statType=rushing_yards&view=plays&format=json',
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
    expect(recordCalls().every((u) => u.search === '?view=plays&page=1')).toBe(true);
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

  it('leads with the plays: their W-L, ROI, units and mean CLV with n and intervals, passes left out', async () => {
    const pass = row({
      id: 'pass',
      player: 'Derrick Pass',
      edgeScore: 32,
      play: false,
      result: 'loss',
      profit: -1,
    });
    serve([...ROWS, pass]);
    const { router } = render();
    expect(await screen.findByText('Josh Allen')).toBeTruthy();
    expect(screen.queryByText('Derrick Pass')).toBeNull();
    const figures = screen.getByRole('group', { name: 'Plays: headline figures' });
    // Two plays: one win (+0.95 at -105), one loss (-1).
    expect(within(figures).getByText('1-1-0')).toBeTruthy();
    expect(within(figures).getByText(/Win rate 50\.0%/)).toBeTruthy();
    // Wilson 95% for 1 of 2: 9.45% to 90.55%.
    expect(within(figures).getByText(/^95% CI 9\.[45]% to 90\.[56]% · n = 2 decided$/)).toBeTruthy();
    // ROI and units: n = the priced plays.
    expect(within(figures).getAllByText(/n = 2 priced$/)).toHaveLength(2);
    expect(within(figures).getByText('No pick has a closing line yet')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Plays' })).toHaveProperty('checked', true);
    expect(router.state.location.search).toBe('');

    fireEvent.click(screen.getByText('All picks'));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?view=all');
    });
    expect(await screen.findByText('Derrick Pass')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Verdict' })).toBeTruthy();
    expect(screen.getByText('No play')).toBeTruthy();
    const all = screen.getByRole('group', { name: 'All picks: headline figures' });
    expect(within(all).getByText('1-2-0')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/performance/export?view=all&format=csv',
    );
  });

  it('says why the plays view is empty when every graded pick is a pass (one book: no edge past its margin)', async () => {
    serve([row({ id: 'pass', player: 'Derrick Pass', play: false })]);
    render();
    expect(await screen.findByText(RECORD_NO_PLAYS_NOTE)).toBeTruthy();
    // Nothing listed: no note about rows without a close, and the calibration says there are no plays (the graded
    // passes are one click away), not that nothing was graded.
    expect(screen.queryByTestId('record-clv-note')).toBeNull();
    expect(screen.getByText(RECORD_NO_PLAYS_CALIBRATION)).toBeTruthy();
    expect(screen.queryByText('No graded picks to calibrate yet.')).toBeNull();
    fireEvent.click(screen.getByText('All picks'));
    expect(await screen.findByText('Derrick Pass')).toBeTruthy();
    expect(screen.queryByText(RECORD_NO_PLAYS_NOTE)).toBeNull();
  });

  it('keeps the all-picks view from the URL', async () => {
    const { recordCalls } = serve([row({ id: 'pass', player: 'Derrick Pass', play: false })]);
    render('/record?view=all');
    expect(await screen.findByText('Derrick Pass')).toBeTruthy();
    expect(recordCalls().at(-1)?.searchParams.get('view')).toBe('all');
  });

  it('shows no units for a pick without a price, and says it is out of ROI and units', async () => {
    serve([row({}), row({ id: 'bare', player: 'Old Pick', price: null, book: null, profit: null })]);
    render();
    const cell = (await screen.findByText('Old Pick')).closest('tr');
    if (!cell) throw new Error('no row');
    expect(within(cell).getByLabelText('no price, no units').textContent).toBe('—');
    expect(screen.getByTestId('no-price-note').textContent).toBe(
      '1 pick was graded without a price: in the W-L, not in units or ROI.',
    );
    const figures = screen.getByRole('group', { name: 'Plays: headline figures' });
    expect(within(figures).getByText('2-0-0')).toBeTruthy();
    expect(within(figures).getByText('+0.95u')).toBeTruthy();
  });

  it('asks the server for one page at a time', async () => {
    const many = Array.from({ length: RECORD_PAGE_SIZE + 5 }, (_, i) =>
      row({ id: `r${String(i).padStart(3, '0')}`, player: `Player ${String(i)}` }),
    );
    const { recordCalls } = serve(many);
    const { router } = render();
    expect(await screen.findByText(`${String(RECORD_PAGE_SIZE + 5)} graded picks`)).toBeTruthy();
    const dataRows = () => screen.getAllByText(/^Player \d+$/);
    expect(dataRows()).toHaveLength(RECORD_PAGE_SIZE);
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?page=2');
    });
    await waitFor(() => {
      expect(dataRows()).toHaveLength(5);
    });
    expect(recordCalls().at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('shows a loading table before the answer', () => {
    hold('/api/performance/record');
    const { container } = render();
    expect(container.querySelector('.ant-spin')).not.toBeNull();
  });
});
