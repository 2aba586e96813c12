import { PlayerSummary } from '@edgeboard/domain';
import { z } from 'zod';
import { api } from './api';

// The player list behind every player picker (feed filters, bet form, alert rules, research search): one
// endpoint, cached for ten minutes across the screens that share it.
export const playerSuggestionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    playerSuggestions: build.query<PlayerSummary[], void>({
      query: () => 'players',
      responseSchema: z.array(PlayerSummary),
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { usePlayerSuggestionsQuery } = playerSuggestionsApi;
