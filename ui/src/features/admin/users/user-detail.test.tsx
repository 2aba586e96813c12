import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  NO_RECENT_ACTIVITY_MESSAGE,
  NO_SUBSCRIPTION_DATA_MESSAGE,
  SELECT_USER_MESSAGE,
} from '@edgeboard/domain';
import { SUBSCRIPTION_LOAD_FAILED_MESSAGE } from './user-detail';
import { chooseOption, detailPanel as panel, rowOf } from '@/features/admin/common/admin-test-kit';
import { render, serve } from './users-test-server';

/** Opens fan1's panel, enters role editing and picks Admin (not yet confirmed); returns the panel. */
async function chooseAdminRoleForFan1() {
  render();
  await screen.findByText('fan1@example.com');
  fireEvent.click(rowOf('fan1@example.com'));
  const aside = panel();
  fireEvent.click(within(aside).getByRole('button', { name: 'Edit role' }));
  await chooseOption('Role', 'Admin');
  return aside;
}

describe('admin users', () => {
  it('selecting a user fetches the latest subscription and recent activity', async () => {
    const { calls } = serve({ count: 3 });
    render();
    await screen.findByText('fan2@example.com');
    fireEvent.click(rowOf('fan2@example.com'));
    const aside = panel();
    expect(await within(aside).findByText('price_starting_monthly')).toBeTruthy();
    expect(within(aside).getByText('active')).toBeTruthy();
    // Regression: the panel named no plan.
    expect(within(aside).getByText('Starting Edge')).toBeTruthy();
    expect(await within(aside).findByText('role changed')).toBeTruthy();
    expect(screen.queryByText(SELECT_USER_MESSAGE)).toBeNull();
    const paths = calls().map((c) => c.url.pathname);
    expect(paths).toContain('/api/admin/users/00000000-0000-4000-8000-000000000002/subscription');
    expect(paths).toContain('/api/admin/users/00000000-0000-4000-8000-000000000002/activity');
  });

  it('shows the empty states for a user without subscription or activity, selected by keyboard', async () => {
    serve({ count: 3, bare: new Set(['00000000-0000-4000-8000-000000000001']) });
    render();
    await screen.findByText('fan1@example.com');
    fireEvent.keyDown(rowOf('fan1@example.com'), { key: 'Enter' });
    const aside = panel();
    expect(await within(aside).findByText(NO_SUBSCRIPTION_DATA_MESSAGE)).toBeTruthy();
    expect(await within(aside).findByText(NO_RECENT_ACTIVITY_MESSAGE)).toBeTruthy();
  });

  it('says a failed subscription load with Retry, not "no subscription"', async () => {
    serve({ count: 3, failSubscription: 1 });
    render();
    await screen.findByText('fan2@example.com');
    fireEvent.click(rowOf('fan2@example.com'));
    const aside = panel();
    expect(await within(aside).findByText(SUBSCRIPTION_LOAD_FAILED_MESSAGE)).toBeTruthy();
    expect(within(aside).queryByText(NO_SUBSCRIPTION_DATA_MESSAGE)).toBeNull();
    fireEvent.click(within(aside).getByRole('button', { name: 'Retry' }));
    expect(await within(aside).findByText('Starting Edge')).toBeTruthy();
    expect(within(aside).queryByText(SUBSCRIPTION_LOAD_FAILED_MESSAGE)).toBeNull();
  });

  it('confirming a role change updates the row and the panel in place', async () => {
    const { calls, listCalls } = serve({ count: 3 });
    const aside = await chooseAdminRoleForFan1();
    const listsBefore = listCalls().length;
    fireEvent.click(within(aside).getByRole('button', { name: 'Confirm' }));

    // Role queries are slow on antd's styled DOM; the button's text is enough here.
    expect(await within(aside).findByText('Edit role')).toBeTruthy();
    expect(within(aside).getByText('Admin')).toBeTruthy();
    expect(within(rowOf('fan1@example.com')).getByText('Admin')).toBeTruthy();
    const patch = calls().find((c) => c.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/api/admin/users/00000000-0000-4000-8000-000000000001');
    // The row changed in the cache: no list refetch was needed.
    expect(listCalls().length).toBe(listsBefore);
  });

  it('cancel leaves edit mode without saving', async () => {
    const { calls } = serve({ count: 3 });
    const aside = await chooseAdminRoleForFan1();
    fireEvent.click(within(aside).getByRole('button', { name: 'Cancel' }));

    expect(within(aside).getByRole('button', { name: 'Edit role' })).toBeTruthy();
    expect(within(aside).getByText('Free')).toBeTruthy();
    expect(within(rowOf('fan1@example.com')).getByText('Free')).toBeTruthy();
    expect(calls().some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('a refused role change keeps edit mode and says why', async () => {
    serve({ count: 3, self: '00000000-0000-4000-8000-000000000001' });
    const aside = await chooseAdminRoleForFan1();
    fireEvent.click(within(aside).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('You cannot change your own role.')).toBeTruthy();
    expect(within(aside).getByText('Confirm')).toBeTruthy();
    expect(within(rowOf('fan1@example.com')).getByText('Free')).toBeTruthy();
  });
});
