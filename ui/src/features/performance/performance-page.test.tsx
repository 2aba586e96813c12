import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CALIBRATION_EXPLANATION,
  CalibrationResponse,
  PerformanceDataResponse,
  PerformanceSummary,
  type PerformanceRow,
} from '@edgeboard/domain';
import { answer, hold, refuse, withMockServer } from '@/test/mock-server';
import { renderRoutes, signedIn } from '@/test/render';
import {
  BETTING_FIGURES_NOTE,
  BETTING_FIGURES_NOTES,
  Component as PerformancePage,
  PERFORMANCE_LOAD_FAILED,
} from './performance-page';
import { calibrationFixture, dataPage, rowsFixture, summaryFixture } from './performance.fixture';

const routes = [
  { path: '/dashboard/performance', element: <PerformancePage /> },
  { path: '/dashboard/analysis/:id', element: <p>analysis screen</p> },
];

withMockServer({ buildWorld: false });

const SUMMARY = '/api/performance/summary';
const CALIBRATION = '/api/performance/calibration';
const DATA = '/api/performance/data';

/** Serves the three endpoints; `fail` answers them all with that status. */
function serve(
  opts: { totalItems?: number; fail?: number; summary?: PerformanceSummary; rows?: PerformanceRow[] } = {},
) {
  if (opts.fail !== undefined) {
    for (const path of [SUMMARY, CALIBRATION, DATA]) refuse(path, opts.fail, { code: 'BAD', message: 'no' });
    return { tableCalls: () => [], lastTable: () => undefined, calibration: [], data: [], summary: [] };
  }
  const summary = answer(SUMMARY, opts.summary ?? summaryFixture).query;
  const calibration = answer(CALIBRATION, calibrationFixture).query;
  const data = answer(DATA, (_request, q) => {
    const page = dataPage(Number(q.get('page')), Number(q.get('limit')), opts.totalItems ?? 3);
    return opts.rows ? { ...page, data: opts.rows } : page;
  }).query;
  /** Query strings of the table's requests (limit 10), in order. */
  const tableCalls = () => data.filter((q) => q.get('limit') === '10');
  const lastTable = () => tableCalls().at(-1);
  return { tableCalls, lastTable, calibration, data, summary };
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  // The closed select shows its value with the same title: click the option in the open list.
  const matches = await screen.findAllByTitle(option);
  const item = matches.find((el) => el.classList.contains('ant-select-item-option'));
  if (item === undefined) throw new Error(`no ${option} option`);
  fireEvent.click(item);
}

const render = () => renderRoutes(routes, { at: '/dashboard/performance', auth: signedIn() });

describe('performance review', () => {
  it('fixtures follow the domain schemas', () => {
    expect(PerformanceSummary.safeParse(summaryFixture).success).toBe(true);
    expect(PerformanceDataResponse.safeParse(dataPage(1, 10, 3)).success).toBe(true);
    expect(CalibrationResponse.safeParse(calibrationFixture).success).toBe(true);
  });

  // Issue #18 item 13: the page showed 0 bets, 0.0% and "None" until the summary arrived.
  it('shows skeletons, not zeros, while the summary loads', async () => {
    serve();
    const summary = hold(SUMMARY);
    render();
    await waitFor(() => {
      expect(summary.recorded.requests).toHaveLength(1);
    });
    const group = screen.getByRole('group', { name: 'Performance summary' });
    expect(group.getAttribute('aria-busy')).toBe('true');
    expect(within(group).queryByText('0')).toBeNull();
    expect(within(group).queryByText(/0\.0%/)).toBeNull();
    expect(within(group).queryByText(/None/)).toBeNull();
    summary.release(summaryFixture);
    await waitFor(() => {
      expect(group.getAttribute('aria-busy')).toBe('false');
    });
    expect(within(group).getByText(String(summaryFixture.totalBets))).toBeTruthy();
  });

  it('shows the summary cards and rows that link to their analysis', async () => {
    const { lastTable } = serve();
    render();
    expect(await screen.findByText('Josh Allen Over 245.5 Passing Yards')).toBeTruthy();
    const q = lastTable();
    expect(q?.get('page')).toBe('1');
    expect(q?.get('sortBy')).toBe('date');
    expect(q?.get('sortOrder')).toBe('desc');
    expect(q?.has('result')).toBe(false);

    const cards = screen.getByRole('group', { name: 'Performance summary' });
    await within(cards).findByText('60.9%');
    expect(within(cards).getByText('14-9-2 (W-L-P)')).toBeTruthy();
    expect(within(cards).getByText('11.2%')).toBeTruthy();
    expect(within(cards).getByText('+2.80u')).toBeTruthy();
    expect(within(cards).getByText('Current streak: 3 wins')).toBeTruthy();
    expect(within(cards).getByText('Best: Passing Yards')).toBeTruthy();
    // Each figure's n and 95% interval.
    expect(within(cards).getByText('95% CI 40.8% to 77.8% · n = 23 decided')).toBeTruthy();
    expect(within(cards).getByText('95% CI -27.0% to +49.4% · n = 25 priced')).toBeTruthy();
    expect(within(cards).getByText('95% CI -6.75u to +12.35u · n = 25 priced')).toBeTruthy();
    // Right under the betting figures: what they count.
    const note = screen.getByText(BETTING_FIGURES_NOTE);
    expect(note.textContent).toBe(
      'Plays only: the picks published as bets. Choose All picks to add the passes (No play), graded too.',
    );
    expect(cards.nextElementSibling).toBe(note);

    const links = screen.getAllByRole('link', { name: /View Analysis/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/dashboard/analysis/c1d2e3f4-0000-4000-8000-000000000001',
      '/dashboard/analysis/c1d2e3f4-0000-4000-8000-000000000002',
      '/dashboard/analysis/c1d2e3f4-0000-4000-8000-000000000003',
    ]);
    expect(screen.getByText('82%').getAttribute('data-band')).toBe('green');
    expect(screen.getByText('64%').getAttribute('data-band')).toBe('amber');
    expect(screen.getByText('Loss')).toBeTruthy();
    expect(screen.getByText('-1.00u')).toBeTruthy();

    fireEvent.click(links[0]!);
    expect(await screen.findByText('analysis screen')).toBeTruthy();
  });

  it('draws win rate by category from the summary and the profit chart from a dedicated 100-row request', async () => {
    const { data } = serve();
    render();
    const winRate = await screen.findByRole('img', { name: /Win rate by category/ });
    expect(winRate.querySelectorAll('[data-role="category"]')).toHaveLength(3);
    expect(within(winRate).getByText('80.0%')).toBeTruthy();
    const profit = screen.getByRole('img', { name: /Profit\/loss over time/ });
    // Sep 28 push (0), then Oct 5 win + loss (-0.09).
    expect(profit.textContent).toContain('Sep 28');
    expect(profit.querySelector('desc')?.textContent).toBe('Sep 28: 0.00u; Oct 5: -0.09u');
    const chartCall = data.find((q) => q.get('limit') === '100');
    expect(chartCall?.get('page')).toBe('1');
  });

  it('draws the Edge Score calibration for the summary filters', async () => {
    const { calibration } = serve();
    render();
    const chart = await screen.findByRole('img', { name: /Edge Score calibration/ });
    expect(chart.querySelectorAll('[data-role="band"]')).toHaveLength(5);
    expect(screen.getByText(CALIBRATION_EXPLANATION)).toBeTruthy();
    expect(chart.querySelector('desc')?.textContent).toContain(
      'Edge Score 60-69: promised 64.5%, actual 62.5% (9 picks)',
    );
    const calibrationCalls = () => calibration;
    expect(calibrationCalls()[0]?.toString()).toBe('view=plays');
    await choose('Prop type', 'Player Passing');
    await waitFor(() => {
      expect(calibrationCalls().at(-1)?.get('propType')).toBe('player_passing');
    });
    // The table's result filter and paging do not narrow the calibration.
    expect(calibrationCalls().at(-1)?.has('page')).toBe(false);
  });

  it('goes back to page 1 when a filter or the sort changes, and maps result labels', async () => {
    const { lastTable } = serve({ totalItems: 25 });
    // The table's last request carried `key=value`.
    const sent = (key: string, value: string) =>
      waitFor(() => {
        expect(lastTable()?.get(key)).toBe(value);
      });
    const goToPage = async (page: string) => {
      fireEvent.click(screen.getByTitle(page));
      await sent('page', page);
    };
    render();
    await screen.findByText('Josh Allen Over 245.5 Passing Yards');

    await goToPage('2');

    await choose('Result', 'Wins');
    await sent('result', 'win');
    expect(lastTable()?.get('page')).toBe('1');

    await goToPage('3');
    await choose('Result', 'Losses');
    await sent('result', 'loss');
    expect(lastTable()?.get('page')).toBe('1');

    await choose('Result', 'Pushes');
    await sent('result', 'push');

    await goToPage('2');
    await choose('Timeframe', 'Last 30 Days');
    await sent('timeframe', '30d');
    expect(lastTable()?.get('page')).toBe('1');

    await goToPage('2');
    fireEvent.click(screen.getByRole('button', { name: /Sort descending/ }));
    await sent('sortOrder', 'asc');
    expect(lastTable()?.get('page')).toBe('1');

    await choose('Prop type', 'Player Passing');
    await sent('propType', 'player_passing');
    await choose('Result', 'All Results');
    await waitFor(() => {
      expect(lastTable()?.has('result')).toBe(false);
    });
  });

  // Issue #28 item 6: the Best card counted every play of the season, the chart beside it the latest 100 picks,
  // passes included, so it could name another type than the chart's highest bar.
  it('names as Best the chart’s highest bar, over the same picks', async () => {
    const summary: PerformanceSummary = {
      ...summaryFixture,
      bestCategory: 'Receptions',
      worstCategory: 'Rushing Yards',
      categories: [
        { category: 'Passing Yards', wins: 5, losses: 5, pushes: 0 },
        { category: 'Receptions', wins: 7, losses: 2, pushes: 1 },
        { category: 'Rushing Yards', wins: 2, losses: 2, pushes: 1 },
      ],
    };
    // The latest rows alone (passes among them) would make Passing Yards the best.
    serve({ summary, rows: rowsFixture });
    render();
    const winRate = await screen.findByRole('img', { name: /Win rate by category/ });
    const cards = screen.getByRole('group', { name: 'Performance summary' });
    const best = (await within(cards).findByText(/^Best: /)).textContent.replace('Best: ', '');
    const rates = (winRate.querySelector('desc')?.textContent ?? '')
      .split('; ')
      .map((part) => /^(.+): ([\d.]+)%/.exec(part))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({ category: m[1], rate: Number(m[2]) }));
    const top = rates.reduce((a, b) => (b.rate > a.rate ? b : a));
    expect(best).toBe('Receptions');
    expect(top.category).toBe(best);
  });

  it('shows the plays by default and every pick on the switch, cards, table and charts alike', async () => {
    const { lastTable, summary, calibration } = serve();
    render();
    await screen.findByText('Josh Allen Over 245.5 Passing Yards');
    expect(screen.getByRole('radio', { name: 'Plays' })).toHaveProperty('checked', true);
    expect(lastTable()?.get('view')).toBe('plays');
    expect(summary.at(-1)?.get('view')).toBe('plays');
    fireEvent.click(screen.getByText('All picks'));
    await waitFor(() => {
      expect(lastTable()?.get('view')).toBe('all');
    });
    expect(summary.at(-1)?.get('view')).toBe('all');
    expect(calibration.at(-1)?.get('view')).toBe('all');
    expect(lastTable()?.get('page')).toBe('1');
    expect(screen.getByTestId('betting-figures-note').textContent).toBe(BETTING_FIGURES_NOTES.all);
  });

  it('shows no units for a pick graded without a price', async () => {
    const bare: PerformanceRow = {
      ...rowsFixture[0]!,
      id: 'bare',
      description: 'Old Pick Over 5.5 Receptions',
      profitLoss: null,
    };
    serve({
      rows: [bare],
      summary: { ...summaryFixture, headline: { ...summaryFixture.headline!, unpriced: 1 } },
    });
    render();
    const row = (await screen.findByText('Old Pick Over 5.5 Receptions')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByLabelText('no price, no units').textContent).toBe('—');
    const cards = screen.getByRole('group', { name: 'Performance summary' });
    expect(within(cards).getByText('1 without a price: no units')).toBeTruthy();
  });

  it('shows a zeroed summary and no rows when the calls fail', async () => {
    serve({ fail: 400 });
    render();
    expect(await screen.findByText(PERFORMANCE_LOAD_FAILED)).toBeTruthy();
    const cards = screen.getByRole('group', { name: 'Performance summary' });
    expect(within(cards).getByText('0-0-0 (W-L-P)')).toBeTruthy();
    // Zeroed, but no 0.0% win rate or ROI is claimed: nothing was decided or priced.
    expect(within(cards).getAllByText('—')).toHaveLength(2);
    expect(within(cards).queryByText('0.0%')).toBeNull();
    expect(within(cards).getByText('0.00u')).toBeTruthy();
    expect(within(cards).getByText('No current streak')).toBeTruthy();
    expect(within(cards).getByText('No decided picks')).toBeTruthy();
    expect(screen.getByText('No graded picks match these filters.')).toBeTruthy();
    expect(screen.queryAllByRole('link', { name: /View Analysis/ })).toHaveLength(0);
  });
});
