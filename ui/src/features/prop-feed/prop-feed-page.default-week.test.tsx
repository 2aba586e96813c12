// Issue #27 item 3: the Prop Feed opens on the current week's upcoming picks (the week of the server's season
// clock, GET /api/site), still sorted by confidence; All Weeks stays a choice, and links naming a week or a
// status show exactly that.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refuse } from '@/test/mock-server';
import { cards, open, openFeed, picks, serve, SITE_WEEK, withFeedServer } from './prop-feed-test-kit';

withFeedServer();

const sent = (q: URLSearchParams | undefined) => Object.fromEntries(q ?? []);
/** The choice a filter select shows (antd writes it beside the select's input). */
const shown = (id: string) =>
  document.getElementById(id)?.closest('.ant-select-content')?.getAttribute('title');

describe('the Prop Feed’s opening week', () => {
  it('opens on the current week’s upcoming picks by confidence, the URL left plain', async () => {
    const { feedCalls, router } = await openFeed(picks(3));
    expect(sent(feedCalls[0])).toMatchObject({
      week: String(SITE_WEEK),
      status: 'upcoming',
      sortBy: 'confidence',
      sortOrder: 'desc',
    });
    expect(shown('feed-week')).toBe(`Week ${String(SITE_WEEK)}`);
    expect(shown('feed-status')).toBe('Upcoming');
    expect(router.state.location.search).toBe('');
  });

  it('lets the user choose All Weeks, which the URL keeps', async () => {
    const { feedCalls, user, router } = await openFeed(picks(3));
    await user.click(screen.getByLabelText('Week'));
    await user.click(await screen.findByTitle('All Weeks'));
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => {
      expect(feedCalls).toHaveLength(2);
    });
    expect(router.state.location.search).toBe('?week=all&status=upcoming');
    expect(feedCalls[1]?.has('week')).toBe(false);
    expect(feedCalls[1]?.get('status')).toBe('upcoming');
  });

  it('shows every week when a link says All Weeks', async () => {
    const all = serve({ all: picks(2) });
    open('/dashboard/props?week=all');
    await waitFor(() => {
      expect(cards()).toHaveLength(2);
    });
    expect(all.feedCalls[0]?.has('week')).toBe(false);
    expect(all.feedCalls[0]?.has('status')).toBe(false);
    expect(shown('feed-week')).toBe('All Weeks');
  });

  it('shows all of a week a link names', async () => {
    const { feedCalls } = await openFeed(picks(2), { at: '/dashboard/props?week=1' });
    expect(feedCalls[0]?.get('week')).toBe('1');
    expect(feedCalls[0]?.has('status')).toBe(false);
  });

  it('opens on every week’s upcoming picks when the current week cannot be had', async () => {
    const calls = serve({ all: picks(2) });
    // A refusal (not retried, unlike a 5xx): the feed does not wait for a week it cannot learn.
    refuse('/api/site', 404);
    open();
    await waitFor(() => {
      expect(cards()).toHaveLength(2);
    });
    expect(calls.feedCalls[0]?.has('week')).toBe(false);
    expect(calls.feedCalls[0]?.get('status')).toBe('upcoming');
  });
});
