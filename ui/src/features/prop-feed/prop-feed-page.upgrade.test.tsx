import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTION_PATH } from '@/lib/gating/access-rule';
import { cards, open, picks, queryLoadMore, serve, withFeedServer } from './prop-feed-test-kit';

withFeedServer();

describe('upgrade prompt', () => {
  it('tells a free user how many picks match beyond their 3, with an upgrade through the billing portal', async () => {
    const { portalCalls } = serve({ all: picks(40), cap: 3, tier: 'free' });
    const assign = vi.fn();
    vi.stubGlobal('location', { href: window.location.href, origin: window.location.origin, assign });
    const user = userEvent.setup();
    open();
    const prompt = await screen.findByTestId('upgrade-prompt');
    expect(prompt.textContent).toBe('Showing 3 of 40 picks — upgrade to see them all');
    expect(cards()).toHaveLength(3);
    expect(queryLoadMore()).toBeNull();
    await user.click(within(prompt).getByRole('button', { name: 'upgrade to see them all' }));
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith('http://localhost:8787/dev/billing-portal/bp_test');
    });
    expect(portalCalls[0]?.get('returnPath')).toBe('/dashboard/props');
  });

  it('stops a starting user at 12 without offering an empty Load More', async () => {
    serve({ all: picks(30), cap: 12, tier: 'starting' });
    open();
    const prompt = await screen.findByTestId('upgrade-prompt');
    expect(prompt.textContent).toBe('Showing 12 of 30 picks — upgrade to see them all');
    expect(queryLoadMore()).toBeNull();
    // The refusal names the plan that lifts the cap and links to the page that offers it.
    const named = await screen.findByText(/All-Star Edge opens every upcoming pick/);
    expect(within(named).getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe(
      SUBSCRIPTION_PATH,
    );
  });

  it('stays hidden when the caller sees every matching pick', async () => {
    serve({ all: picks(3), cap: 3, tier: 'free' });
    open();
    await waitFor(() => {
      expect(cards()).toHaveLength(3);
    });
    expect(screen.queryByTestId('upgrade-prompt')).toBeNull();
  });
});
