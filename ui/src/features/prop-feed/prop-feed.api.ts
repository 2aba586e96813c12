import { PropFeedItem, PropFeedResponse } from '@edgeboard/domain';
import { z } from 'zod';
import { api } from '@/lib/api';
import type { PropFeedRequest } from './prop-feed-filters';

// The spec allows the feed to answer a bare list as well as { data, count }; both become one shape.
const RawFeedAnswer = z.union([PropFeedResponse, z.array(PropFeedItem)]);

export const propFeedApi = api.injectEndpoints({
  endpoints: (build) => ({
    propFeedPage: build.query<PropFeedResponse, PropFeedRequest>({
      query: (params) => ({ url: 'props/prop-feed', params }),
      rawResponseSchema: RawFeedAnswer,
      transformResponse: (raw: z.infer<typeof RawFeedAnswer>): PropFeedResponse =>
        Array.isArray(raw) ? { data: raw, count: raw.length } : raw,
      // Every page request is an explicit user action (open, apply, refresh, load more): never reuse a stale page.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyPropFeedPageQuery } = propFeedApi;
