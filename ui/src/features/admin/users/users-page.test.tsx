import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdminSubscriptionView, SELECT_USER_MESSAGE, UserActivity, UserProfile } from '@edgeboard/domain';
import { api } from '@/lib/api';
import { USERS_LOAD_FAILED_MESSAGE } from './users-page';
import { activityFixture, subscriptionFixture, usersFixture } from './users.fixture';
import { chooseOption } from '@/features/admin/common/admin-test-kit';
import { render, serve } from './users-test-server';

describe('admin users', () => {
  it('fixtures follow the domain schemas', () => {
    const [u] = usersFixture(1);
    expect(UserProfile.safeParse(u).success).toBe(true);
    expect(AdminSubscriptionView.safeParse(subscriptionFixture(u?.id ?? '')).success).toBe(true);
    expect(UserActivity.array().safeParse(activityFixture(u?.id ?? '')).success).toBe(true);
  });

  it('lists a page of 10 with the paging text and moves between pages', async () => {
    const { listCalls } = serve({ count: 25 });
    render();
    expect(await screen.findByText('fan1@example.com')).toBeTruthy();
    expect(screen.getByText(SELECT_USER_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Showing 1 to 10 of 25 results')).toBeTruthy();
    expect(screen.getByText('1 / 3')).toBeTruthy();
    expect(listCalls()[0]?.url.searchParams.get('pageSize')).toBe('10');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('fan11@example.com')).toBeTruthy();
    expect(screen.getByText('Showing 11 to 20 of 25 results')).toBeTruthy();
    expect(screen.getByText('2 / 3')).toBeTruthy();
    expect(listCalls().at(-1)?.url.searchParams.get('page')).toBe('2');
  });

  it('hides the page controls on a single page', async () => {
    serve({ count: 4 });
    render();
    expect(await screen.findByText('Showing 1 to 4 of 4 results')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('clamps the page to the last page when the total shrinks under it', async () => {
    const { state, listCalls } = serve({ count: 25 });
    const { store } = render();
    await screen.findByText('fan1@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('fan11@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('fan21@example.com');
    // Rows deleted elsewhere, then the list reloads: page 3 no longer exists, so the list falls back to page 2.
    state.users = state.users.slice(0, 12);
    store.dispatch(api.util.invalidateTags([{ type: 'AdminUsers', id: 'LIST' }]));
    expect(await screen.findByText('fan12@example.com')).toBeTruthy();
    expect(screen.queryByText('fan13@example.com')).toBeNull();
    expect(screen.getByText('Showing 11 to 12 of 12 results')).toBeTruthy();
    expect(screen.getByText('2 / 2')).toBeTruthy();
    expect(listCalls().at(-1)?.url.searchParams.get('page')).toBe('2');
  });

  it('searches by email or name and filters by role, back on page 1', async () => {
    const { listCalls } = serve({ count: 25 });
    render();
    await screen.findByText('fan1@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('fan11@example.com');

    const search = screen.getByRole('searchbox', { name: 'Search by email or name' });
    fireEvent.change(search, { target: { value: 'NUMBER2' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('Showing 1 to 7 of 7 results')).toBeTruthy();
    let last = listCalls().at(-1)?.url.searchParams;
    expect(last?.get('search')).toBe('NUMBER2');
    expect(last?.get('page')).toBe('1');

    await chooseOption('Filter by role', 'User');
    await waitFor(() => {
      expect(listCalls().at(-1)?.url.searchParams.get('role')).toBe('user');
    });
    last = listCalls().at(-1)?.url.searchParams;
    expect(last?.get('search')).toBe('NUMBER2');
    // fan21 and fan24 are the "user" rows among fan2, fan20..fan25.
    expect(await screen.findByText('Showing 1 to 2 of 2 results')).toBeTruthy();
  });

  it('shows a failed list with a Retry that reloads it', async () => {
    const { state } = serve({ count: 3, failList: true });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render();
    expect(await screen.findByText(USERS_LOAD_FAILED_MESSAGE)).toBeTruthy();
    expect(log).toHaveBeenCalled();
    state.failList = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('fan1@example.com')).toBeTruthy();
    expect(screen.queryByText(USERS_LOAD_FAILED_MESSAGE)).toBeNull();
    log.mockRestore();
  });
});
