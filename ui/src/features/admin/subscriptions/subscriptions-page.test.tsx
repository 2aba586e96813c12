import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminSubscriptionRow, type SubscriptionStatus, type Tier } from '@edgeboard/domain';
import {
  chooseOption,
  failure,
  json,
  renderAdminPage,
  requestOf,
} from '@/features/admin/common/admin-test-kit';
import {
  Component as SubscriptionsPage,
  NO_SUBSCRIPTIONS_FOUND_MESSAGE,
  PLANNED_FEATURES,
  SELECT_SUBSCRIPTION_MESSAGE,
} from './subscriptions-page';

const urlOf = (input: Parameters<typeof fetch>[0]) => new URL(requestOf(input).url);
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const NAMES = ['', 'Avery Quinn', 'Blake Rivers', 'Casey Stone', 'Drew Tanner'];

function sub(n: number, tier: Tier, status: SubscriptionStatus): AdminSubscriptionRow {
  return {
    id: `sub-${String(n)}`,
    user_id: uuid(n),
    user_name: NAMES[n] ?? `Fan ${String(n)}`,
    user_email: `fan${String(n)}@example.com`,
    tier,
    status,
    current_period_start: '2025-09-01T00:00:00.000Z',
    current_period_end: '2025-10-01T00:00:00.000Z',
    cancel_at_period_end: false,
    price_id: `price_${tier}`,
    provider_subscription_id: `sub_provider_${String(n)}`,
    created_at: '2025-09-01T00:00:00.000Z',
    updated_at: '2025-09-02T00:00:00.000Z',
  };
}

const rows: AdminSubscriptionRow[] = [
  sub(1, 'all-star', 'active'),
  sub(2, 'starting', 'canceled'),
  sub(3, 'scout', 'trialing'),
  sub(4, 'starting', 'past_due'),
];

function serve() {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = urlOf(input);
    if (url.pathname !== '/api/admin/subscriptions')
      return Promise.resolve(failure(404, 'NOT_FOUND', url.pathname));
    const q = url.searchParams;
    const search = q.get('search')?.toLowerCase();
    const hits = rows.filter(
      (s) =>
        (q.get('status') === null || s.status === q.get('status')) &&
        (q.get('plan') === null || s.tier === q.get('plan')) &&
        (search === undefined ||
          s.user_email.includes(search) ||
          s.user_name.toLowerCase().includes(search) ||
          s.user_id === search),
    );
    if (q.get('sortBy') === 'user_name' && q.get('sortOrder') === 'desc')
      hits.sort((a, b) => b.user_name.localeCompare(a.user_name));
    return Promise.resolve(json(200, { data: hits, count: hits.length }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.map(([input]) => urlOf(input).searchParams);
}

const render = () => renderAdminPage('/admin/subscriptions', <SubscriptionsPage />);

describe('admin subscriptions', () => {
  it('fixtures follow the domain schema', () => {
    expect(AdminSubscriptionRow.array().safeParse(rows).success).toBe(true);
  });

  it('lists the subscriptions with plan names and statuses, and only what is still planned', async () => {
    serve();
    render();
    expect(await screen.findByText('All-Star Edge')).toBeTruthy();
    expect(screen.getByText('Showing 1 to 4 of 4 results')).toBeTruthy();
    expect(screen.getByText('past_due')).toBeTruthy();
    expect(screen.getByText(SELECT_SUBSCRIPTION_MESSAGE)).toBeTruthy();
    for (const f of PLANNED_FEATURES) expect(screen.getByText(f)).toBeTruthy();
    expect(screen.queryByText(/filtering by status/i)).toBeNull();
  });

  it('filters by status, plan and user and shows the empty state', async () => {
    const calls = serve();
    render();
    await screen.findByText('All-Star Edge');
    await chooseOption('Filter by status', 'canceled');
    await waitFor(() => {
      expect(calls().at(-1)?.get('status')).toBe('canceled');
    });
    await chooseOption('Filter by plan', 'Starting Edge');
    await waitFor(() => {
      expect(calls().at(-1)?.get('plan')).toBe('starting');
    });
    expect(await screen.findByText('Showing 1 to 1 of 1 results')).toBeTruthy();

    const search = screen.getByRole('searchbox', { name: 'Search by user email or name' });
    fireEvent.change(search, { target: { value: ` ${uuid(9)} ` } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText(NO_SUBSCRIPTIONS_FOUND_MESSAGE)).toBeTruthy();
    const last = calls().at(-1);
    expect(last?.get('search')).toBe(uuid(9));
    expect(last?.get('status')).toBe('canceled');
    expect(last?.get('page')).toBe('1');
  });

  it("names each subscription's user and finds them by part of the e-mail or name", async () => {
    // Regression: the list showed bare user ids, and only a whole e-mail address found anything.
    const calls = serve();
    render();
    expect(await screen.findByText('Avery Quinn')).toBeTruthy();
    expect(screen.getByText('fan1@example.com')).toBeTruthy();
    expect(screen.queryByText(uuid(1))).toBeNull();
    const search = screen.getByRole('searchbox', { name: 'Search by user email or name' });
    fireEvent.change(search, { target: { value: 'blake' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('Showing 1 to 1 of 1 results')).toBeTruthy();
    expect(screen.getByText('fan2@example.com')).toBeTruthy();
    expect(calls().at(-1)?.get('search')).toBe('blake');
  });

  it('sorts on the server by a clicked column header, and back to the default on a third click', async () => {
    const calls = serve();
    render();
    await screen.findByText('Avery Quinn');
    const header = screen.getByRole('columnheader', { name: 'Name' });
    fireEvent.click(header);
    await waitFor(() => {
      expect(calls().at(-1)?.get('sortBy')).toBe('user_name');
    });
    expect(calls().at(-1)?.get('sortOrder')).toBe('asc');
    fireEvent.click(header);
    await waitFor(() => {
      expect(calls().at(-1)?.get('sortOrder')).toBe('desc');
    });
    // The rows come in the server's order.
    await waitFor(() => {
      expect(document.querySelector('tbody tr.ant-table-row')?.textContent).toContain('Drew Tanner');
    });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    // The default order's page is still cached: no request, the first rows again.
    fireEvent.click(header);
    await waitFor(() => {
      expect(document.querySelector('tbody tr.ant-table-row')?.textContent).toContain('Avery Quinn');
    });
    expect(header.getAttribute('aria-sort')).toBeNull();
  });

  it('selecting a row shows its details', async () => {
    serve();
    render();
    const cell = await screen.findByText('Scout');
    const row = cell.closest('tr');
    if (row === null) throw new Error('no row');
    fireEvent.keyDown(row, { key: ' ' });
    const aside = document.querySelector('aside');
    if (!(aside instanceof HTMLElement)) throw new Error('no panel');
    expect(within(aside).getByText('sub_provider_3')).toBeTruthy();
    expect(within(aside).getByText('price_scout')).toBeTruthy();
    expect(within(aside).getByText('Casey Stone')).toBeTruthy();
    expect(within(aside).getByText('fan3@example.com')).toBeTruthy();
    expect(screen.queryByText(SELECT_SUBSCRIPTION_MESSAGE)).toBeNull();
  });
});
