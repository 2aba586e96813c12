import { dashboardApi } from '@edgeboard/ui/src/features/dashboard-home/dashboard.api';
import { propFeedApi } from '@edgeboard/ui/src/lib/prop-feed/prop-feed.api';
import { describe, expect, it } from 'vitest';
import { shapeOf } from '../shape';
import { FINAL_WEEK, SAMPLE_SEASON, STATE } from '../states';
import { feedItem, finalGame, MARKET_SHAPE, newsItem, withMarketEnums } from './examples';
import { api, signedIn } from './interaction';

const scores = { season: SAMPLE_SEASON, week: FINAL_WEEK, seasonType: 'REG' as const };

describe('dashboard home (ui/src/features/dashboard-home/dashboard.api.ts)', () => {
  // Top Recommendations (issue #27 item 3): the highest-confidence plays first, then the rest.
  it("loads a free user's top picks, plays first", async () => {
    const request = {
      limit: 3,
      season: SAMPLE_SEASON,
      sortBy: 'confidence' as const,
      sortOrder: 'desc' as const,
      playsFirst: true,
    };
    const query = {
      limit: '3',
      season: String(SAMPLE_SEASON),
      sortBy: 'confidence',
      sortOrder: 'desc',
      playsFirst: 'true',
    };
    const top = await api("a request for a free user's top picks, plays first", signedIn('free'), STATE.picks)
      .get('/api/props/prop-feed', query)
      .answers(200, shapeOf({ data: [withMarketEnums(feedItem)], count: 20 }, MARKET_SHAPE))
      .data((ui) => ui.dispatch(propFeedApi.endpoints.propFeedPage.initiate(request)));
    expect(top.data.length).toBeGreaterThan(0);
  });

  // The Live Feed's default: plays first, by EV then Edge Score.
  it("loads a starting subscriber's live feed by value, plays first", async () => {
    const request = {
      limit: 12,
      season: SAMPLE_SEASON,
      sortBy: 'ev' as const,
      sortOrder: 'desc' as const,
      playsFirst: true,
    };
    const query = {
      limit: '12',
      season: String(SAMPLE_SEASON),
      sortBy: 'ev',
      sortOrder: 'desc',
      playsFirst: 'true',
    };
    const feed = await api(
      'a request for the live feed by value, plays first',
      signedIn('starting'),
      STATE.picks,
    )
      .get('/api/props/prop-feed', query)
      .answers(200, shapeOf({ data: [withMarketEnums(feedItem)], count: 20 }, MARKET_SHAPE))
      .data((ui) => ui.dispatch(propFeedApi.endpoints.propFeedPage.initiate(request)));
    expect(feed.data[0]?.ai_picks[0]?.market?.verdict).toBe('play');
  });

  it('loads the latest news for an all-star subscriber', async () => {
    const news = await api('a request for the latest news', signedIn('all-star'), STATE.news)
      .get('/api/news/rotoballer', { limit: '25' })
      .answers(200, shapeOf([newsItem]))
      .data((ui) => ui.dispatch(dashboardApi.endpoints.dashboardNews.initiate({ limit: 25 })));
    expect(news[0]?.title).toBe(newsItem.title);
  });

  it('answers 403 to news for a scout subscriber', () =>
    api('a request for the latest news from a scout subscriber', signedIn('scout'))
      .get('/api/news/rotoballer', { limit: '10' })
      .forbidden('upgrade_required')
      .refuses((ui) => ui.dispatch(dashboardApi.endpoints.dashboardNews.initiate({ limit: 10 }))));

  it("loads the week's scores", async () => {
    const games = await api("a request for the week's scores", STATE.games)
      .get('/api/nfl/scoresbasic', {
        season: String(SAMPLE_SEASON),
        week: String(FINAL_WEEK),
        seasonType: 'REG',
      })
      .answers(200, shapeOf([finalGame]))
      .data((ui) => ui.dispatch(dashboardApi.endpoints.dashboardScores.initiate(scores)));
    expect(games[0]?.HomeTeam).toBe(finalGame.HomeTeam);
  });

  it('answers 400 to a week that does not exist', () =>
    api('a request for the scores of week 0')
      .get('/api/nfl/scoresbasic', { season: String(SAMPLE_SEASON), week: '0', seasonType: 'REG' })
      .invalid()
      .refuses((ui) => ui.dispatch(dashboardApi.endpoints.dashboardScores.initiate({ ...scores, week: 0 }))));
});
