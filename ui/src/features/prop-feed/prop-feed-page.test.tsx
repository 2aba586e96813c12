import userEvent from '@testing-library/user-event';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  NO_BETS_FOR_PROP_TYPE_MESSAGE,
  NO_PROPS_MESSAGE,
  PERMISSION_MESSAGE,
  PROP_FEED_UNAVAILABLE_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from '@edgeboard/domain';
import { http, HttpResponse } from 'msw';
import { apiError, server } from '@/test/mock-server';
import {
  cards,
  loadMore,
  open,
  openFeed,
  picks,
  queryLoadMore,
  serve,
  SITE_WEEK,
  withFeedServer,
} from './prop-feed-test-kit';

withFeedServer();

describe('prop feed paging', () => {
  it('loads 12, appends 12 more per Load More, and stops when a page comes back short', async () => {
    const { feedCalls, user } = await openFeed(picks(29));
    // Issue #27 item 3: the feed opens on the current week's upcoming picks, still by confidence.
    expect(Object.fromEntries(feedCalls[0] ?? [])).toEqual({
      limit: '12',
      offset: '0',
      minConfidence: '0',
      sortBy: 'confidence',
      sortOrder: 'desc',
      week: String(SITE_WEEK),
      status: 'upcoming',
    });

    await user.click(loadMore());
    await waitFor(() => {
      expect(cards()).toHaveLength(24);
    });
    expect(screen.getByRole('article', { name: 'Player 0' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Player 23' })).toBeTruthy();

    await user.click(loadMore());
    await waitFor(() => {
      expect(cards()).toHaveLength(29);
    });
    expect(feedCalls.map((q) => q.get('offset'))).toEqual(['0', '12', '24']);
    expect(queryLoadMore()).toBeNull();
  });

  it('Refresh reloads the first page, replacing the list', async () => {
    const { feedCalls, user } = await openFeed(picks(20));
    await user.click(loadMore());
    await waitFor(() => {
      expect(cards()).toHaveLength(20);
    });
    await user.click(screen.getByRole('button', { name: /Refresh/ }));
    await waitFor(() => {
      expect(feedCalls).toHaveLength(3);
    });
    await waitFor(() => {
      expect(cards()).toHaveLength(12);
    });
    expect(feedCalls[2]?.get('offset')).toBe('0');
  });
});

describe('prop feed empty and error states', () => {
  it('keeps the list when a later page fails, showing the failure under it', async () => {
    const { feedCalls } = serve({ all: picks(20) });
    // The first page from the test's picks; the second refused.
    server.use(
      http.get('/api/props/prop-feed', ({ request }) => {
        const offset = new URL(request.url).searchParams.get('offset');
        feedCalls.push(new URL(request.url).searchParams);
        return offset === '0'
          ? HttpResponse.json({ data: picks(20).slice(0, 12), count: 20 })
          : HttpResponse.json(apiError('server says no'), { status: 404 });
      }),
    );
    const user = userEvent.setup();
    open();
    await waitFor(() => {
      expect(cards()).toHaveLength(12);
    });
    await user.click(loadMore());
    expect(await screen.findByText(PROP_FEED_UNAVAILABLE_MESSAGE)).toBeTruthy();
    expect(cards()).toHaveLength(12);
    expect(feedCalls.map((q) => q.get('offset'))).toEqual(['0', '12']);
    // Load More is still offered, to try the page again.
    expect(queryLoadMore()).not.toBeNull();
  });

  it('says no props are available when nothing matches', async () => {
    serve({ all: [] });
    open();
    expect(await screen.findByText(NO_PROPS_MESSAGE)).toBeTruthy();
  });

  it('says no bets for that prop type when a prop type filter is set', async () => {
    serve({ all: [] });
    open('/dashboard/props?statType=passing_touchdowns');
    expect(await screen.findByText(NO_BETS_FOR_PROP_TYPE_MESSAGE)).toBeTruthy();
  });

  it('asks to log in again on 401, remembering the feed and its filters to come back to', async () => {
    serve({ feedStatus: 401 });
    const user = userEvent.setup();
    const { router } = open('/dashboard/props?statType=passing_touchdowns');
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Log In Again' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/auth');
    });
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/dashboard/props', search: '?statType=passing_touchdowns' },
    });
  });

  it.each([
    [403, PERMISSION_MESSAGE],
    [404, PROP_FEED_UNAVAILABLE_MESSAGE],
    [400, PROP_FEED_UNAVAILABLE_MESSAGE],
  ])('on %i shows the spec message', async (status, message) => {
    serve({ feedStatus: status });
    open();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText('server says no')).toBeNull();
  });
});
