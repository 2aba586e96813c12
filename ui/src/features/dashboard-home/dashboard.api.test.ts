import { afterEach, describe, expect, it, vi } from 'vitest';
import { testStore } from '@/test/render';
import { feedItemWithMarket, pickMarket } from '@/components/pick-card/pick-card.fixtures';
import { dashboardApi } from './dashboard.api';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('dashboard feed request', () => {
  it('passes the value sort and Plays only through to the feed, and keeps each pick’s market', async () => {
    const item = feedItemWithMarket(pickMarket());
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(JSON.stringify({ data: [item], count: 1 }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const store = testStore();
    const result = await store.dispatch(
      dashboardApi.endpoints.dashboardFeed.initiate({
        limit: 3,
        season: 2025,
        sortBy: 'ev',
        sortOrder: 'desc',
        plays: true,
      }),
    );
    const input = fetchMock.mock.calls[0]![0];
    const url = new URL(input instanceof Request ? input.url : String(input));
    expect(url.pathname).toBe('/api/props/prop-feed');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      limit: '3',
      season: '2025',
      sortBy: 'ev',
      sortOrder: 'desc',
      plays: 'true',
    });
    expect(result.data?.data[0]?.ai_picks[0]?.market).toEqual(item.ai_picks[0]?.market);
  });
});
