import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderAdminPage } from '@/features/admin/common/admin-test-kit';
import { formatDateTime } from '@/features/admin/common/admin-format';
import { NO_EARLIER_FIGURE } from './analytics-cards';
import { AnalyticsReport } from './analytics.api';
import {
  ANALYTICS_LOAD_FAILED_MESSAGE,
  Component as AnalyticsPage,
  PLANNED_FEATURES,
} from './analytics-page';

const report = (generatedAt: string): AnalyticsReport => ({
  generatedAt,
  totalUsers: { value: 1234, previous: 1102, change: 11.98 },
  activeSubscriptions: { value: 57, previous: 0, change: null },
  revenueMonthToDate: { value: 12345.5, previous: 13000, change: -5.03 },
  churnRate: { value: 2.4, previous: 2.9, change: -0.5 },
  pageViews: {
    total: 42,
    byDayAndPath: [
      { day: '2025-09-20', path: '/dashboard', count: 20 },
      { day: '2025-09-21', path: '/dashboard', count: 10 },
      { day: '2025-09-21', path: '/dashboard/props', count: 12 },
    ],
    notCounted: { admin: 17, signIn: 1 },
  },
});

function serve(answers: (() => Response)[]) {
  let i = 0;
  const fetchMock = vi.fn<typeof fetch>(() => {
    const next = answers[Math.min(i, answers.length - 1)];
    i += 1;
    if (next === undefined) throw new Error('no answer');
    return Promise.resolve(next());
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const render = () => renderAdminPage('/admin/analytics', <AnalyticsPage />);

const trendOf = (text: string) => screen.getByText(text, { exact: false }).closest('[data-trend]');

describe('admin analytics', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('fixture follows the answer schema', () => {
    expect(AnalyticsReport.safeParse(report('2025-09-21T12:00:00.000Z')).success).toBe(true);
  });

  it('shows a skeleton, then the four cards with their changes, page views and the last-updated time', async () => {
    const first = '2025-09-21T12:00:00.000Z';
    serve([() => json(200, report(first))]);
    render();
    expect(screen.getByLabelText('Loading analytics')).toBeTruthy();

    expect(await screen.findByText('1,234')).toBeTruthy();
    expect(screen.getByText('57')).toBeTruthy();
    expect(screen.getByText('$12,345.50')).toBeTruthy();
    expect(screen.getByText('2.4%')).toBeTruthy();
    expect(screen.queryByLabelText('Loading analytics')).toBeNull();

    expect(trendOf('+11.98%')?.getAttribute('data-trend')).toBe('good');
    expect(trendOf('-5.03%')?.getAttribute('data-trend')).toBe('bad');
    // A drop in churn is good news.
    expect(trendOf('-0.5%')?.getAttribute('data-trend')).toBe('good');
    expect(trendOf('-0.5%')?.className).toContain('ant-typography-success');
    expect(screen.getByText(NO_EARLIER_FIGURE)).toBeTruthy();

    expect(screen.getByText('Page views (last 30 days): 42')).toBeTruthy();
    // Regression (issue #20 item 13): the admins' and sign-in pages' own views are named apart, not counted.
    expect(screen.getByTestId('page-views-not-counted').textContent).toBe(
      "Visitors' and subscribers' pages only. Not counted: 17 views by administrators (any page, and the back office), 1 view of the sign-in and password reset pages.",
    );
    const rows = [...document.querySelectorAll('tbody tr.ant-table-row')].map((r) => r.textContent);
    expect(rows).toEqual(['/dashboard30', '/dashboard/props12']);
    expect(screen.getByText(formatDateTime(first))).toBeTruthy();
    for (const f of PLANNED_FEATURES) expect(screen.getByText(f)).toBeTruthy();
  });

  it('refreshes on demand and shows the new time', async () => {
    const second = '2025-09-21T12:05:00.000Z';
    const fetchMock = serve([
      () => json(200, report('2025-09-21T12:00:00.000Z')),
      () => json(200, { ...report(second), totalUsers: { value: 1240, previous: 1102, change: 12.52 } }),
    ]);
    render();
    await screen.findByText('1,234');
    fireEvent.click(screen.getByText('Refresh'));
    expect(await screen.findByText('1,240')).toBeTruthy();
    expect(screen.getByText(formatDateTime(second))).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows a failure with Retry', async () => {
    serve([
      () => json(400, { error: { code: 'BAD', message: 'no' } }),
      () => json(200, report('2025-09-21T12:00:00.000Z')),
    ]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render();
    expect(await screen.findByText(ANALYTICS_LOAD_FAILED_MESSAGE)).toBeTruthy();
    fireEvent.click(screen.getByText('Retry'));
    await waitFor(() => {
      expect(screen.queryByText(ANALYTICS_LOAD_FAILED_MESSAGE)).toBeNull();
    });
    expect(screen.getByText('1,234')).toBeTruthy();
  });
});
