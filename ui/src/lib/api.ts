import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query';

/**
 * The one RTK Query slice. Features add their endpoints with `api.injectEndpoints` in their own
 * `*.api.ts`, so a route's endpoints load with its code.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(),
  tagTypes: [
    'Me',
    'Plans',
    'AdminMetrics',
    'AdminUsers',
    'AdminArticles',
    'AdminAiPicks',
    'AdminPlayers',
    'AdminPropLines',
    'AdminSettings',
    'AdminSubscriptions',
    'Site',
  ],
  endpoints: () => ({}),
});
