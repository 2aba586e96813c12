import { dashboardApi } from '@edgeboard/ui/src/features/dashboard-home/dashboard.api';
import { describe, expect, it } from 'vitest';
import { apiErrorShape, JSON_CONTENT, shapeOf } from '../shape';
import { FINAL_WEEK, SAMPLE_SEASON, STATE } from '../states';
import { feedItem, finalGame, MARKET_SHAPE, newsItem, withMarketEnums } from './examples';
import { apiPact, bearer, dataOf, uiStore } from './harness';

const scores = { season: SAMPLE_SEASON, week: FINAL_WEEK, seasonType: 'REG' as const };

describe('dashboard home (ui/src/features/dashboard-home/dashboard.api.ts)', () => {
  it("loads a free user's top picks", async () => {
    const request = {
      limit: 3,
      season: SAMPLE_SEASON,
      sortBy: 'confidence' as const,
      sortOrder: 'desc' as const,
    };
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'free' })
      .given(STATE.picks)
      .uponReceiving("a request for a free user's top picks")
      .withRequest('GET', '/api/props/prop-feed', (b) =>
        b
          .query({ limit: '3', season: String(SAMPLE_SEASON), sortBy: 'confidence', sortOrder: 'desc' })
          .headers(bearer()),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(JSON_CONTENT)
          .jsonBody(shapeOf({ data: [withMarketEnums(feedItem)], count: 20 }, MARKET_SHAPE)),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          dashboardApi.endpoints.dashboardFeed.initiate(request),
        );
        expect(dataOf(result).data.length).toBeGreaterThan(0);
      });
  });

  it('loads the latest news for an all-star subscriber', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'all-star' })
      .given(STATE.news)
      .uponReceiving('a request for the latest news')
      .withRequest('GET', '/api/news/rotoballer', (b) => b.query({ limit: '25' }).headers(bearer()))
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(shapeOf([newsItem])))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          dashboardApi.endpoints.dashboardNews.initiate({ limit: 25 }),
        );
        expect(dataOf(result)[0]?.title).toBe(newsItem.title);
      });
  });

  it('answers 403 to news for a scout subscriber', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'scout' })
      .uponReceiving('a request for the latest news from a scout subscriber')
      .withRequest('GET', '/api/news/rotoballer', (b) => b.query({ limit: '10' }).headers(bearer()))
      .willRespondWith(403, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('upgrade_required')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          dashboardApi.endpoints.dashboardNews.initiate({ limit: 10 }),
        );
        expect(result.error).toMatchObject({ status: 403, code: 'upgrade_required' });
      });
  });

  it("loads the week's scores", async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.games)
      .uponReceiving("a request for the week's scores")
      .withRequest('GET', '/api/nfl/scoresbasic', (b) =>
        b.query({ season: String(SAMPLE_SEASON), week: String(FINAL_WEEK), seasonType: 'REG' }),
      )
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(shapeOf([finalGame])))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-out').dispatch(
          dashboardApi.endpoints.dashboardScores.initiate(scores),
        );
        expect(dataOf(result)[0]?.HomeTeam).toBe(finalGame.HomeTeam);
      });
  });

  it('answers 400 to a week that does not exist', async () => {
    const invalid = { ...scores, week: 0 };
    await apiPact()
      .addInteraction()
      .uponReceiving('a request for the scores of week 0')
      .withRequest('GET', '/api/nfl/scoresbasic', (b) =>
        b.query({ season: String(SAMPLE_SEASON), week: '0', seasonType: 'REG' }),
      )
      .willRespondWith(400, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('invalid_request')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-out').dispatch(
          dashboardApi.endpoints.dashboardScores.initiate(invalid),
        );
        expect(result.error).toMatchObject({ status: 400 });
      });
  });
});
