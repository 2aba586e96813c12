import type { PropFeedRequest } from '@edgeboard/ui/src/features/prop-feed/prop-feed-filters';
import { propFeedApi } from '@edgeboard/ui/src/features/prop-feed/prop-feed.api';
import { playerSuggestionsApi } from '@edgeboard/ui/src/lib/player-suggestions.api';
import { describe, expect, it } from 'vitest';
import { apiErrorShape, JSON_CONTENT, shapeOf } from '../shape';
import { SAMPLE_SEASON, SAMPLE_WEEK, STATE } from '../states';
import { feedItem, MARKET_SHAPE, playerSummary, withMarketEnums } from './examples';
import { apiPact, bearer, dataOf, INVALID_ACCESS_TOKEN, uiStore } from './harness';

const page: PropFeedRequest = {
  limit: 12,
  offset: 0,
  minConfidence: 0,
  sortBy: 'confidence',
  sortOrder: 'desc',
  season: SAMPLE_SEASON,
  week: SAMPLE_WEEK,
};
/** How fetchBaseQuery writes `page` into the query string. */
const query = (p: PropFeedRequest) => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, String(v)]));

describe('prop feed (ui/src/features/prop-feed/prop-feed.api.ts)', () => {
  it("loads a page of the week's picks for an all-star subscriber", async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'all-star' })
      .given(STATE.picks)
      .uponReceiving('a request for a page of the prop feed')
      .withRequest('GET', '/api/props/prop-feed', (b) => b.query(query(page)).headers(bearer()))
      .willRespondWith(200, (b) =>
        b
          .headers(JSON_CONTENT)
          .jsonBody(shapeOf({ data: [withMarketEnums(feedItem)], count: 20 }, MARKET_SHAPE)),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          propFeedApi.endpoints.propFeedPage.initiate(page),
        );
        expect(dataOf(result).data[0]?.id).toBe(feedItem.id);
        expect(dataOf(result).data[0]?.ai_picks[0]?.market).toEqual(feedItem.ai_picks[0]?.market);
      });
  });

  it("loads a page of the week's plays, best expected value first", async () => {
    const plays: PropFeedRequest = { ...page, sortBy: 'ev', plays: true };
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'all-star' })
      .given(STATE.picks)
      .uponReceiving("a request for a page of the week's plays sorted by expected value")
      .withRequest('GET', '/api/props/prop-feed', (b) => b.query(query(plays)).headers(bearer()))
      .willRespondWith(200, (b) =>
        b
          .headers(JSON_CONTENT)
          .jsonBody(shapeOf({ data: [withMarketEnums(feedItem)], count: 18 }, MARKET_SHAPE)),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          propFeedApi.endpoints.propFeedPage.initiate(plays),
        );
        expect(dataOf(result).data[0]?.ai_picks[0]?.market?.verdict).toBe('play');
      });
  });

  it('answers 400 to a filter out of range', async () => {
    const invalid = { ...page, minConfidence: 101 };
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'all-star' })
      .uponReceiving('a request for the prop feed with a minimum confidence above 100')
      .withRequest('GET', '/api/props/prop-feed', (b) => b.query(query(invalid)).headers(bearer()))
      .willRespondWith(400, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('invalid_request')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          propFeedApi.endpoints.propFeedPage.initiate(invalid),
        );
        expect(result.error).toMatchObject({ status: 400 });
      });
  });

  it('answers 401 to a token that is not valid', async () => {
    await apiPact()
      .addInteraction()
      .uponReceiving('a request for the prop feed with an invalid token')
      .withRequest('GET', '/api/props/prop-feed', (b) =>
        b.query(query(page)).headers({ Authorization: `Bearer ${INVALID_ACCESS_TOKEN}` }),
      )
      .willRespondWith(401, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('invalid_token')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'invalid-token').dispatch(
          propFeedApi.endpoints.propFeedPage.initiate(page),
        );
        expect(result.error).toMatchObject({ status: 401 });
      });
  });

  it('loads the players for search suggestions', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.players)
      .uponReceiving('a request for the players')
      .withRequest('GET', '/api/players')
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(shapeOf([playerSummary])))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-out').dispatch(
          playerSuggestionsApi.endpoints.playerSuggestions.initiate(),
        );
        expect(dataOf(result)[0]?.name).toBe(playerSummary.name);
      });
  });
});
