import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_RECENT_ACTIVITY_MESSAGE, type DashboardMetrics, type UserActivity } from '@edgeboard/domain';
import { failure, json, renderAdminPage, requestOf } from '@/features/admin/common/admin-test-kit';
import { activityFixture } from '@/features/admin/users/users.fixture';
import {
  Component as AdminHomePage,
  ACTIVITY_LOAD_FAILED_MESSAGE,
  METRICS_LOAD_FAILED_MESSAGE,
  REVENUE_NOTE,
  REVENUE_TITLE,
  SHOW_SIGN_INS,
} from './admin-home-page';

const pathOf = (input: Parameters<typeof fetch>[0]) => new URL(requestOf(input).url).pathname;
const urlOf = (input: Parameters<typeof fetch>[0]) => requestOf(input).url;

const metricsFixture: DashboardMetrics = {
  totalUsers: 1234,
  activeSubscriptions: 56,
  revenueThisMonth: 32.97,
  newUsersToday: 7,
};
const userId = '00000000-0000-4000-8000-000000000009';

function serve(opts: { metrics?: number; activity?: number | UserActivity[] }) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const path = pathOf(input);
    // 4xx: not retried, so a failure shows at once.
    const fail = (status: number) => failure(status, 'BAD', 'nope');
    if (path === '/api/admin/metrics')
      return Promise.resolve(opts.metrics === undefined ? json(200, metricsFixture) : fail(opts.metrics));
    if (path === '/api/admin/activity') {
      const a =
        opts.activity ?? activityFixture(userId).map((row) => ({ ...row, email: 'jordan@example.com' }));
      return Promise.resolve(typeof a === 'number' ? fail(a) : json(200, a));
    }
    return Promise.resolve(fail(404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const render = () => renderAdminPage('/admin', <AdminHomePage />);

describe('admin home', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the four tiles, revenue month to date with the link to Analytics, and the quick links', async () => {
    serve({});
    render();
    expect(await screen.findByText('1,234')).toBeTruthy();
    expect(screen.getByText('56')).toBeTruthy();
    expect(screen.getByText('7')).toBeTruthy();
    // Regression (issue #20 item 12): the tile said $0.00 while Analytics said $32.97.
    expect(screen.getByText('$32.97')).toBeTruthy();
    expect(screen.getByText(REVENUE_TITLE)).toBeTruthy();
    expect(screen.getByText(REVENUE_NOTE).closest('a')?.getAttribute('href')).toBe('/admin/analytics');
    for (const [label, href] of [
      ['Users', '/admin/users'],
      ['Subscriptions', '/admin/subscriptions'],
      ['Content', '/admin/content'],
      ['Analytics', '/admin/analytics'],
      ['Settings', '/admin/settings'],
    ] as const) {
      expect(screen.getByText(label, { selector: 'a' }).getAttribute('href')).toBe(href);
    }
    const generate = screen.getByText('Generate AI picks');
    expect(generate.getAttribute('href')).toBe('/admin/content/aipicks/generate');
    expect(generate.getAttribute('target')).toBe('_blank');
  });

  it('shows an error with Retry, not zeros, when the metrics fail', async () => {
    // Regression (issue #20 item 12): a failed call showed zeros that looked like real figures.
    serve({ metrics: 403 });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render();
    expect(await screen.findByText(METRICS_LOAD_FAILED_MESSAGE)).toBeTruthy();
    expect(log).toHaveBeenCalledWith('Admin metrics failed', expect.anything());
    expect(screen.queryByText('$0.00')).toBeNull();
    expect(screen.queryByText('0')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Metrics' })).toBeNull();

    serve({});
    const retry = screen.getAllByRole('button', { name: 'Retry' })[0] as HTMLElement;
    retry.click();
    expect(await screen.findByText('1,234')).toBeTruthy();
    expect(screen.queryByText(METRICS_LOAD_FAILED_MESSAGE)).toBeNull();
  });

  it('lists the latest activity rows from the server', async () => {
    serve({});
    render();
    expect(await screen.findByText('role changed')).toBeTruthy();
    expect(screen.getByText('signed in')).toBeTruthy();
    expect(screen.getByText('· free -> user by admin@demo.edgeboard.dev', { exact: false })).toBeTruthy();
    expect(screen.getAllByText('jordan@example.com', { exact: false }).length).toBeGreaterThan(0);
  });

  it('asks for the list without sign-ins when they are switched off (issue 28 item 11)', async () => {
    const fetchMock = serve({});
    render();
    await screen.findByText('role changed');
    fireEvent.click(screen.getByRole('switch', { name: SHOW_SIGN_INS }));
    await waitFor(() => {
      expect(
        fetchMock.mock.calls.some(([input]) => urlOf(input).endsWith('/api/admin/activity?signIns=false')),
      ).toBe(true);
    });
  });

  it('says No recent activity when there is none, and offers Retry when the list fails', async () => {
    serve({ activity: [] });
    const first = render();
    expect(await screen.findByText(NO_RECENT_ACTIVITY_MESSAGE)).toBeTruthy();
    first.unmount();

    serve({ activity: 404 });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render();
    expect(await screen.findByText(ACTIVITY_LOAD_FAILED_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
