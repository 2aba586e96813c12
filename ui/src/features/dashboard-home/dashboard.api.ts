import { NewsItem, NflGame, SCORES_REFRESH_MS, type SeasonType } from '@edgeboard/domain';
import { z } from 'zod';
import { api } from '@/lib/api';
import { getWithParams } from '@/lib/endpoints';

/** The Live Feed's sorts (the feed's endpoint is shared: lib/prop-feed); `ev` (value) is its default. */
export type DashboardSortBy = 'ev' | 'confidence' | 'start_time' | 'type';

export interface ScoresRequest {
  season: number;
  week: number;
  seasonType: SeasonType;
}

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboardNews: build.query<NewsItem[], { limit: number }>(
      getWithParams('news/rotoballer', z.array(NewsItem)),
    ),
    dashboardScores: build.query<NflGame[], ScoresRequest>(
      getWithParams('nfl/scoresbasic', z.array(NflGame)),
    ),
  }),
});

export const { useDashboardNewsQuery, useDashboardScoresQuery } = dashboardApi;

/** Live scores poll at the spec's refresh rate while the card is on screen. */
export const SCORES_POLLING = { pollingInterval: SCORES_REFRESH_MS } as const;
