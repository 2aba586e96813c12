import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serve, open, withDashboardTimers } from './dashboard-test-kit';

withDashboardTimers();

describe('dashboard heading and plan', () => {
  it('shows the admin badge and link, and the plan without an upgrade for all-star', async () => {
    serve({ isAdmin: true });
    open();
    expect(await screen.findByText('Admin User')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Admin Dashboard' }).getAttribute('href')).toBe('/admin');
    expect(screen.getByTestId('plan-name').textContent).toBe('All-Star Edge');
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
  });

  it('offers starting users an upgrade (through the billing portal)', async () => {
    serve({ tier: 'starting' });
    open();
    expect((await screen.findByTestId('plan-name')).textContent).toBe('Starting Edge');
    expect(screen.queryByText('Admin User')).toBeNull();
    const upgrade = screen.getByRole('button', { name: 'Upgrade' });
    expect(upgrade.closest('a')).toBeNull();
  });
});
