// Closing line value on Performance Review (issue #14 item 4): a CLV column and two cards, only once the
// answers carry closes.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PerformanceDataResponse, PerformanceSummary } from '@edgeboard/domain';
import { answer, withMockServer } from '@/test/mock-server';
import { renderRoutes, signedIn } from '@/test/render';
import { Component as PerformancePage } from './performance-page';
import { calibrationFixture, dataPage, rowsFixture, summaryFixture } from './performance.fixture';

withMockServer({ buildWorld: false });

function serve(summary: PerformanceSummary, data: PerformanceDataResponse) {
  answer('/api/performance/summary', summary);
  answer('/api/performance/calibration', calibrationFixture);
  answer('/api/performance/data', data);
}

const withClv: PerformanceDataResponse = {
  ...dataPage(1, 10, 3),
  // A win that beat the close, a loss that did not, and a push with no recorded close.
  data: rowsFixture.map((r, i) => ({ ...r, clv: [0.018, -0.009, null][i] ?? null })),
};
const clvSummary: PerformanceSummary = {
  ...summaryFixture,
  averageClv: 0.0123,
  clvCount: 18,
  beatCloseRate: 11 / 18,
};

function render() {
  renderRoutes([{ path: '/dashboard/performance', element: <PerformancePage /> }], {
    at: '/dashboard/performance',
    auth: signedIn(),
  });
}

/** Each body row's cell text under the CLV header. */
function clvCells(): (string | null)[] {
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
  const at = headers.indexOf('CLV');
  expect(at).toBeGreaterThan(-1);
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelectorAll('td')[at]?.textContent ?? null);
}

describe('performance review: closing line value', () => {
  it('fixtures follow the domain schemas', () => {
    expect(PerformanceDataResponse.safeParse(withClv).success).toBe(true);
    expect(PerformanceSummary.safeParse(clvSummary).success).toBe(true);
  });

  it('adds a CLV column in signed points, blank where a pick has no close', async () => {
    serve(clvSummary, withClv);
    render();
    await screen.findByText('Josh Allen Over 245.5 Passing Yards');
    expect(clvCells()).toEqual(['+1.8 pts', '-0.9 pts', '']);
    // It sits just before the analysis link.
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(-2)).toEqual(['CLV', 'Analysis']);
  });

  it('shows Average CLV and Beat the close with their n, beside the spec’s four cards', async () => {
    serve(clvSummary, withClv);
    render();
    const cards = screen.getByRole('group', { name: 'Performance summary' });
    expect(await within(cards).findByText('Average CLV')).toBeTruthy();
    expect(within(cards).getByText('+1.2 pts')).toBeTruthy();
    expect(within(cards).getByText('Beat the close')).toBeTruthy();
    expect(within(cards).getByText('61.1%')).toBeTruthy();
    expect(within(cards).getAllByText('n = 18 picks with a close')).toHaveLength(2);
    for (const title of ['Total Bets', 'Win Rate', 'ROI', 'Profit/Loss']) {
      expect(within(cards).getByText(title)).toBeTruthy();
    }
  });

  it('has neither the column nor the cards when no pick has a close', async () => {
    serve({ ...summaryFixture, averageClv: null, clvCount: 0, beatCloseRate: null }, dataPage(1, 10, 3));
    render();
    await screen.findByText('Josh Allen Over 245.5 Passing Yards');
    const cards = screen.getByRole('group', { name: 'Performance summary' });
    await within(cards).findByText('60.9%');
    expect(screen.queryByRole('columnheader', { name: 'CLV' })).toBeNull();
    expect(within(cards).queryByText('Average CLV')).toBeNull();
    expect(within(cards).queryByText('Beat the close')).toBeNull();
  });
});
