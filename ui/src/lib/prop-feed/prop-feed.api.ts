import {
  feedHasMore,
  FEED_PAGE_SIZE,
  type PropFeedQueryInput,
  type PropFeedResponse,
} from '@edgeboard/domain';
import { api } from '@/lib/api';
import { RawFeedAnswer, toFeedResponse } from './prop-feed-answer';
import { PROP_FEED_PATH } from './prop-feed-request';

/** The feed's query without its offset: the pages of one list share it, each page adds its own offset. */
export type PropFeedListQuery = Omit<PropFeedQueryInput, 'offset'>;

const feedPage = (params: PropFeedQueryInput) => ({ url: PROP_FEED_PATH, params });

export const propFeedApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page: the dashboard's cards and counts. */
    propFeedPage: build.query<PropFeedResponse, PropFeedQueryInput>({
      query: feedPage,
      rawResponseSchema: RawFeedAnswer,
      transformResponse: toFeedResponse,
    }),
    /** The Prop Feed's list: Load More fetches the next page at the offset after the picks already shown. */
    propFeedPages: build.infiniteQuery<PropFeedResponse, PropFeedListQuery, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        // Another page only while the last one came back full.
        getNextPageParam: (lastPage, _all, lastOffset, _offsets, q) =>
          feedHasMore(lastPage.data.length, q.limit ?? FEED_PAGE_SIZE)
            ? lastOffset + lastPage.data.length
            : undefined,
        // Refresh (and Apply with unchanged filters) starts over at the first page, as opening the feed does.
        refetchCachedPages: false,
      },
      query: ({ queryArg, pageParam }) => feedPage({ ...queryArg, offset: pageParam }),
      rawResponseSchema: RawFeedAnswer,
      transformResponse: toFeedResponse,
      // Every list is an explicit user action (open, apply, refresh): never show a stale one again.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { usePropFeedPageQuery, usePropFeedPagesInfiniteQuery } = propFeedApi;
