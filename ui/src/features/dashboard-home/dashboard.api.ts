import {
  NewsItem,
  NflGame,
  PropFeedItem,
  PropFeedResponse,
  SCORES_REFRESH_MS,
  type FeedSortField,
  type SeasonType,
} from '@edgeboard/domain';
import { z } from 'zod';
import { api } from '@/lib/api';

// The spec allows the feed to answer a bare list as well as { data, count }; both become one shape.
const RawFeedAnswer = z.union([PropFeedResponse, z.array(PropFeedItem)]);

export type DashboardSortBy = 'confidence' | 'start_time' | 'type';

export interface DashboardFeedRequest {
  limit: number;
  /** Left out: the server answers the season its clock is in. */
  season?: number;
  /** Any feed sort (the live feed offers DashboardSortBy; `ev` sorts by expected value). */
  sortBy?: FeedSortField;
  sortOrder?: 'asc' | 'desc';
  /** `upcoming`: games not yet started (what the dashboard recommends); leave it out for every pick. */
  status?: 'upcoming';
  /** Plays only (`plays=true`); leave it out for every pick. */
  plays?: boolean;
}

export interface ScoresRequest {
  season: number;
  week: number;
  seasonType: SeasonType;
}

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboardFeed: build.query<PropFeedResponse, DashboardFeedRequest>({
      query: (params) => ({ url: 'props/prop-feed', params }),
      rawResponseSchema: RawFeedAnswer,
      transformResponse: (raw: z.infer<typeof RawFeedAnswer>): PropFeedResponse =>
        Array.isArray(raw) ? { data: raw, count: raw.length } : raw,
    }),
    dashboardNews: build.query<NewsItem[], { limit: number }>({
      query: (params) => ({ url: 'news/rotoballer', params }),
      responseSchema: z.array(NewsItem),
    }),
    dashboardScores: build.query<NflGame[], ScoresRequest>({
      query: (params) => ({ url: 'nfl/scoresbasic', params }),
      responseSchema: z.array(NflGame),
    }),
  }),
});

export const { useDashboardFeedQuery, useDashboardNewsQuery, useDashboardScoresQuery } = dashboardApi;

/** Live scores poll at the spec's refresh rate while the card is on screen. */
export const SCORES_POLLING = { pollingInterval: SCORES_REFRESH_MS } as const;
