import { MatchersV3 } from '@pact-foundation/pact';
import { analysisApi } from '@edgeboard/ui/src/features/analysis/analysis.api';
import { describe, expect, it } from 'vitest';
import { apiErrorShape, JSON_CONTENT, shapeOf } from '../shape';
import { STATE } from '../states';
import { lineHistory, MARKET_SHAPE, propDetail, withMarketEnums } from './examples';
import { apiPact, bearer, dataOf, uiStore } from './harness';

const LOCKED_EXAMPLE = 'p20';

describe('analysis (ui/src/features/analysis/analysis.api.ts)', () => {
  it("loads a pick's analysis for an all-star subscriber", async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'all-star' })
      .given(STATE.picks)
      .uponReceiving("a request for a pick's analysis")
      .withRequest(
        'GET',
        MatchersV3.fromProviderState(
          '/api/props/analysis/v2/${pickId}',
          `/api/props/analysis/v2/${propDetail.id}`,
        ),
        (b) => b.headers(bearer()),
      )
      .willRespondWith(200, (b) =>
        b.headers(JSON_CONTENT).jsonBody(shapeOf(withMarketEnums(propDetail), MARKET_SHAPE)),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          analysisApi.endpoints.propAnalysis.initiate(propDetail.id),
        );
        expect(dataOf(result).id).toBe(propDetail.id);
        // p01 is no play (no edge): the contract pins a verdict's reason and the plain-words summary.
        expect(dataOf(result).marketSummary).toBe(propDetail.marketSummary);
        expect(dataOf(result).ai_picks[0]?.market?.reason).toBe('no_edge');
      });
  });

  it('answers 401 to a signed-out visitor', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.picks)
      .uponReceiving("a signed-out request for a pick's analysis")
      .withRequest(
        'GET',
        MatchersV3.fromProviderState(
          '/api/props/analysis/v2/${pickId}',
          `/api/props/analysis/v2/${propDetail.id}`,
        ),
      )
      .willRespondWith(401, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('unauthorized')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-out').dispatch(
          analysisApi.endpoints.propAnalysis.initiate(propDetail.id),
        );
        expect(result.error).toMatchObject({ status: 401 });
      });
  });

  it("answers 403 to a pick outside the free tier's allowance", async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'free' })
      .given(STATE.picks)
      .uponReceiving("a free user's request for a pick outside the allowance")
      .withRequest(
        'GET',
        MatchersV3.fromProviderState(
          '/api/props/analysis/v2/${lockedPickId}',
          `/api/props/analysis/v2/${LOCKED_EXAMPLE}`,
        ),
        (b) => b.headers(bearer()),
      )
      .willRespondWith(403, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('forbidden')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          analysisApi.endpoints.propAnalysis.initiate(LOCKED_EXAMPLE),
        );
        expect(result.error).toMatchObject({ status: 403 });
      });
  });

  it('answers 404 to a pick that does not exist', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'all-star' })
      .uponReceiving('a request for the analysis of a pick that does not exist')
      .withRequest('GET', '/api/props/analysis/v2/no-such-pick', (b) => b.headers(bearer()))
      .willRespondWith(404, (b) =>
        b.headers(JSON_CONTENT).jsonBody(apiErrorShape('not_found', 'Prop not found')),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          analysisApi.endpoints.propAnalysis.initiate('no-such-pick'),
        );
        expect(result.error).toMatchObject({ status: 404 });
      });
  });

  it("loads the line history of a pick's prop, oldest pull first (issue #14 item 3)", async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'all-star' })
      .given(STATE.picks)
      .uponReceiving("a subscriber's request for a pick's line history")
      .withRequest(
        'GET',
        MatchersV3.fromProviderState('/api/props/${pickId}/lines', `/api/props/${lineHistory.pickId}/lines`),
        (b) => b.headers(bearer()),
      )
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(shapeOf(lineHistory)))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          analysisApi.endpoints.propLines.initiate(lineHistory.pickId),
        );
        // The contract pins the shape ("one or more like the first"): the oldest pull stands for them all.
        expect(dataOf(result).pulls[0]).toEqual(lineHistory.pulls[0]);
        expect(dataOf(result).pickBook).toBe('DraftKings');
      });
  });

  it("answers 403 to a line history outside the free tier's allowance", async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'free' })
      .given(STATE.picks)
      .uponReceiving("a free user's request for the line history of a pick outside the allowance")
      .withRequest(
        'GET',
        MatchersV3.fromProviderState(
          '/api/props/${lockedPickId}/lines',
          `/api/props/${LOCKED_EXAMPLE}/lines`,
        ),
        (b) => b.headers(bearer()),
      )
      .willRespondWith(403, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('forbidden')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          analysisApi.endpoints.propLines.initiate(LOCKED_EXAMPLE),
        );
        expect(result.error).toMatchObject({ status: 403 });
      });
  });
});
