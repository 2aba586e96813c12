import { analysisApi } from '@edgeboard/ui/src/lib/analysis.api';
import { describe, expect, it } from 'vitest';
import { shapeOf } from '../shape';
import { STATE } from '../states';
import {
  LADDER_SHAPE,
  lineHistory,
  MARKET_SHAPE,
  priceLadder,
  propDetail,
  withMarketEnums,
} from './examples';
import { api, fromState, signedIn } from './interaction';

const LOCKED_EXAMPLE = 'p20';

describe('analysis (ui/src/features/analysis/analysis.api.ts)', () => {
  const analysisOf = (key: string, id: string) =>
    fromState(`/api/props/analysis/v2/\${${key}}`, { [key]: id });
  const linesOf = (key: string, id: string) => fromState(`/api/props/\${${key}}/lines`, { [key]: id });

  it("loads a pick's analysis for an all-star subscriber", async () => {
    const analysis = await api("a request for a pick's analysis", signedIn('all-star'), STATE.picks)
      .get(analysisOf('pickId', propDetail.id))
      .answers(200, shapeOf(withMarketEnums(propDetail), MARKET_SHAPE))
      .data((ui) => ui.dispatch(analysisApi.endpoints.propAnalysis.initiate(propDetail.id)));
    expect(analysis.id).toBe(propDetail.id);
    // p01 is no play (no edge): the contract pins a verdict's reason and the plain-words summary.
    expect(analysis.marketSummary).toBe(propDetail.marketSummary);
    expect(analysis.ai_picks[0]?.market?.reason).toBe('no_edge');
  });

  it('answers 401 to a signed-out visitor', () =>
    api("a signed-out request for a pick's analysis", STATE.picks)
      .get(analysisOf('pickId', propDetail.id))
      .unauthorized('unauthorized')
      .refuses((ui) => ui.dispatch(analysisApi.endpoints.propAnalysis.initiate(propDetail.id))));

  it("answers 403 to a pick outside the free tier's allowance", () =>
    api("a free user's request for a pick outside the allowance", signedIn('free'), STATE.picks)
      .get(analysisOf('lockedPickId', LOCKED_EXAMPLE))
      .forbidden('forbidden')
      .refuses((ui) => ui.dispatch(analysisApi.endpoints.propAnalysis.initiate(LOCKED_EXAMPLE))));

  it('answers 404 to a pick that does not exist', () =>
    api('a request for the analysis of a pick that does not exist', signedIn('all-star'))
      .get('/api/props/analysis/v2/no-such-pick')
      .notFound('Prop not found')
      .refuses((ui) => ui.dispatch(analysisApi.endpoints.propAnalysis.initiate('no-such-pick'))));

  it("loads the line history of a pick's prop, oldest pull first (issue #14 item 3)", async () => {
    const history = await api(
      "a subscriber's request for a pick's line history",
      signedIn('all-star'),
      STATE.picks,
    )
      .get(linesOf('pickId', lineHistory.pickId))
      .answers(200, shapeOf(lineHistory))
      .data((ui) => ui.dispatch(analysisApi.endpoints.propLines.initiate(lineHistory.pickId)));
    // The contract pins the shape ("one or more like the first"): the oldest pull stands for them all.
    expect(history.pulls[0]).toEqual(lineHistory.pulls[0]);
    expect(history.pickBook).toBe('DraftKings');
  });

  it("loads the alt-line ladder of a pick's prop, each book's EV at its own line (issue #29 item 5)", async () => {
    const withBooks = priceLadder.rows.find((r) => r.quotes.length > 0);
    if (!withBooks) throw new Error('the example ladder has a book at a line');
    // The first row gives the shape: take one with a book, so the quote's fields are pinned too.
    const example = { ...priceLadder, rows: [withBooks, ...priceLadder.rows.filter((r) => r !== withBooks)] };
    const ladder = await api(
      "a subscriber's request for a pick's alt-line ladder",
      signedIn('all-star'),
      STATE.picks,
    )
      .get(fromState(`/api/props/\${pickId}/ladder`, { pickId: priceLadder.pickId }))
      .answers(200, shapeOf(example, LADDER_SHAPE))
      .data((ui) => ui.dispatch(analysisApi.endpoints.propLadder.initiate(priceLadder.pickId)));
    expect(ladder.pickId).toBe(priceLadder.pickId);
    expect(ladder.rows.length).toBeGreaterThan(0);
  });

  it("answers 403 to a line history outside the free tier's allowance", () =>
    api(
      "a free user's request for the line history of a pick outside the allowance",
      signedIn('free'),
      STATE.picks,
    )
      .get(linesOf('lockedPickId', LOCKED_EXAMPLE))
      .forbidden('forbidden')
      .refuses((ui) => ui.dispatch(analysisApi.endpoints.propLines.initiate(LOCKED_EXAMPLE))));
});
