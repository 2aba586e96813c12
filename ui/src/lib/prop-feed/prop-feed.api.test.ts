import { describe, expect, it } from 'vitest';
import { feedItemWithMarket, pickMarket } from '@/components/pick-card/pick-card.fixtures';
import { answer, withMockServer } from '@/test/mock-server';
import { testStore } from '@/test/render';
import { propFeedApi } from './prop-feed.api';

withMockServer({ buildWorld: false });

describe('prop feed page request', () => {
  it('passes the value sort and Plays only through to the feed, and keeps each pick’s market', async () => {
    const item = feedItemWithMarket(pickMarket());
    const sent = answer('/api/props/prop-feed', { data: [item], count: 1 });
    const store = testStore();
    const result = await store.dispatch(
      propFeedApi.endpoints.propFeedPage.initiate({
        limit: 3,
        season: 2025,
        sortBy: 'ev',
        sortOrder: 'desc',
        plays: true,
      }),
    );
    expect(new URL(sent.requests[0]?.url ?? '').pathname).toBe('/api/props/prop-feed');
    expect(Object.fromEntries(sent.query[0] ?? [])).toEqual({
      limit: '3',
      season: '2025',
      sortBy: 'ev',
      sortOrder: 'desc',
      plays: 'true',
    });
    expect(result.data?.data[0]?.ai_picks[0]?.market).toEqual(item.ai_picks[0]?.market);
  });

  it('reads a bare list answer as one page of that many picks', async () => {
    const item = feedItemWithMarket(pickMarket());
    answer('/api/props/prop-feed', [item]);
    const result = await testStore().dispatch(propFeedApi.endpoints.propFeedPage.initiate({ limit: 3 }));
    expect(result.data).toEqual({ data: [item], count: 1 });
  });
});
