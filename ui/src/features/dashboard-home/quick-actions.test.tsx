import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FREE_TRIAL_USED_MESSAGE, freeTrialStorageKey } from '@edgeboard/domain';
import {
  USER_ID,
  pick,
  serve,
  findRecommendations,
  closeButton,
  open,
  withDashboardTimers,
} from './dashboard-test-kit';

withDashboardTimers();

describe('Quick Actions', () => {
  // The dialog's open animation waits on real frames.
  beforeEach(() => {
    vi.useRealTimers();
  });

  it('shows the total prop count and the three highest-confidence props in Top Recommendations', async () => {
    const feed = Array.from({ length: 7 }, (_, i) => pick(i + 1));
    const { feedCalls } = serve({ feed });
    open();
    await waitFor(() => {
      expect(screen.getByTestId('prop-count').textContent).toContain('7');
    });
    // Issue #18 item 2: only games not yet started are counted and recommended.
    expect(Object.fromEntries(feedCalls.find((q) => q.get('limit') === '1') ?? [])).toEqual({
      limit: '1',
      status: 'upcoming',
    });

    fireEvent.click(screen.getByRole('button', { name: /AI Recommendations/ }));
    const dialog = await findRecommendations();
    await waitFor(() => {
      expect(within(dialog).getAllByText('View Details')).toHaveLength(3);
    });
    // Issue #27 item 3: the highest-confidence plays first, then the rest.
    expect(Object.fromEntries(feedCalls.find((q) => q.get('limit') === '3') ?? [])).toEqual({
      limit: '3',
      sortBy: 'confidence',
      sortOrder: 'desc',
      status: 'upcoming',
      playsFirst: 'true',
    });
    expect(within(dialog).getByText('Player 1')).toBeTruthy();
    const hrefs = within(dialog)
      .getAllByRole('link', { name: /View Details/ })
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([1, 2, 3].map((i) => `/dashboard/analysis/${pick(i).id}`));
    // Opening is free for standard plans: no flag is left behind.
    expect(window.localStorage.getItem(freeTrialStorageKey(USER_ID))).toBeNull();

    fireEvent.click(closeButton(dialog));
    expect(screen.getByRole('button', { name: /AI Recommendations/ }).hasAttribute('disabled')).toBe(false);
  });

  it('gives scouts one free opening, then disables the button with an upgrade link', async () => {
    serve({ tier: 'scout' });
    open();
    const button = await screen.findByRole('button', { name: /AI Recommendations/ });
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    const dialog = await findRecommendations();
    expect(window.localStorage.getItem(freeTrialStorageKey(USER_ID))).toBe('true');
    fireEvent.click(closeButton(dialog));
    await waitFor(() => {
      expect(screen.getByRole('button', { name: /AI Recommendations/ }).hasAttribute('disabled')).toBe(true);
    });
    expect(screen.getByText(FREE_TRIAL_USED_MESSAGE)).toBeTruthy();
    // Issue #18 item 9: the refusal names the plan and links to the plans page.
    expect(screen.getByText('Starting Edge includes them.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(
      '/dashboard/subscription',
    );
  });

  it('offers Performance Review to premium users only, telling others the plan that has it', async () => {
    serve({ tier: 'scout' });
    open();
    const named = await screen.findByText('All-Star Edge includes Performance Review.', { exact: false });
    expect(screen.queryByRole('link', { name: /Performance Review/ })).toBeNull();
    expect(within(named).getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe(
      '/dashboard/subscription',
    );
  });

  it('remembers a used free trial across visits', async () => {
    window.localStorage.setItem(freeTrialStorageKey(USER_ID), 'true');
    serve({ tier: 'scout' });
    open();
    const button = await screen.findByRole('button', { name: /AI Recommendations/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(FREE_TRIAL_USED_MESSAGE)).toBeTruthy();
  });
});
