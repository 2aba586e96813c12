import type { PropFeedQueryInput } from '@edgeboard/domain';
import { propFeedApi } from '@edgeboard/ui/src/lib/prop-feed/prop-feed.api';
import { playerSuggestionsApi } from '@edgeboard/ui/src/lib/player-suggestions.api';
import { describe, expect, it } from 'vitest';
import { shapeOf } from '../shape';
import { SAMPLE_SEASON, SAMPLE_WEEK, STATE } from '../states';
import { feedItem, MARKET_SHAPE, playerSummary, withMarketEnums } from './examples';
import { api, signedIn } from './interaction';

const page: PropFeedQueryInput = {
  limit: 12,
  offset: 0,
  minConfidence: 0,
  sortBy: 'confidence',
  sortOrder: 'desc',
  season: SAMPLE_SEASON,
  week: SAMPLE_WEEK,
};
/** How fetchBaseQuery writes `page` into the query string. */
const query = (p: PropFeedQueryInput) =>
  Object.fromEntries(Object.entries(p).map(([k, v]) => [k, String(v)]));

/** A feed answer whose headline pick has its market's enums pinned; `count` says how many the page stands for. */
const feedOf = (count: number) => shapeOf({ data: [withMarketEnums(feedItem)], count }, MARKET_SHAPE);

describe('prop feed (ui/src/lib/prop-feed/prop-feed.api.ts)', () => {
  it("loads a page of the week's picks for an all-star subscriber", async () => {
    const { data } = await api('a request for a page of the prop feed', signedIn('all-star'), STATE.picks)
      .get('/api/props/prop-feed', query(page))
      .answers(200, feedOf(20))
      .data((ui) => ui.dispatch(propFeedApi.endpoints.propFeedPage.initiate(page)));
    expect(data[0]?.id).toBe(feedItem.id);
    expect(data[0]?.ai_picks[0]?.market).toEqual(feedItem.ai_picks[0]?.market);
  });

  it("loads a page of the week's plays, best expected value first", async () => {
    const plays: PropFeedQueryInput = { ...page, sortBy: 'ev', plays: true };
    const upon = "a request for a page of the week's plays sorted by expected value";
    const { data } = await api(upon, signedIn('all-star'), STATE.picks)
      .get('/api/props/prop-feed', query(plays))
      .answers(200, feedOf(18))
      .data((ui) => ui.dispatch(propFeedApi.endpoints.propFeedPage.initiate(plays)));
    expect(data[0]?.ai_picks[0]?.market?.verdict).toBe('play');
  });

  it('answers 400 to a filter out of range', () => {
    const invalid = { ...page, minConfidence: 101 };
    return api('a request for the prop feed with a minimum confidence above 100', signedIn('all-star'))
      .get('/api/props/prop-feed', query(invalid))
      .invalid()
      .refuses((ui) => ui.dispatch(propFeedApi.endpoints.propFeedPage.initiate(invalid)));
  });

  it('answers 401 to a token that is not valid', () =>
    api('a request for the prop feed with an invalid token')
      .get('/api/props/prop-feed', query(page))
      .invalidToken()
      .refuses((ui) => ui.dispatch(propFeedApi.endpoints.propFeedPage.initiate(page))));

  it('loads the players for search suggestions', async () => {
    const players = await api('a request for the players', STATE.players)
      .get('/api/players')
      .answers(200, shapeOf([playerSummary]))
      .data((ui) => ui.dispatch(playerSuggestionsApi.endpoints.playerSuggestions.initiate()));
    expect(players[0]?.name).toBe(playerSummary.name);
  });
});
