import { Bet, BetsResponse, type BetCreate, type BetsQuery, type BetUpdate } from '@edgeboard/domain';
import type { z } from 'zod';
import { api } from '@/lib/api';
import { Deleted, deleteById, getWithParams, saveById, sendJson } from '@/lib/endpoints';

// The tracker's own tag: a new, changed or deleted bet refetches the list and its figures.
export const betsApi = api.enhanceEndpoints({ addTagTypes: ['Bets'] }).injectEndpoints({
  endpoints: (build) => ({
    /** One page of the bets (the server pages them) and the figures over all of them. */
    bets: build.query<BetsResponse, BetsQuery>({
      ...getWithParams('bets', BetsResponse),
      providesTags: ['Bets'],
    }),
    createBet: build.mutation<Bet, BetCreate>(sendJson('POST', 'bets', Bet, ['Bets'])),
    updateBet: build.mutation<Bet, { id: string; patch: BetUpdate }>({
      ...saveById('PATCH', 'bets', 'patch', Bet),
      invalidatesTags: ['Bets'],
    }),
    deleteBet: build.mutation<z.infer<typeof Deleted>, string>(deleteById('bets', Deleted, ['Bets'])),
    /** The CSV export's text, fetched with the session (a plain link would not carry it). */
    betsCsv: build.mutation<string, void>({
      query: () => ({
        url: 'bets/export',
        params: { format: 'csv' },
        // A refusal is the usual JSON error, whose code the page reads; only the file itself is text.
        responseHandler: (res: Response) => (res.ok ? res.text() : res.json()),
      }),
    }),
  }),
});

export const {
  useBetsQuery,
  useCreateBetMutation,
  useUpdateBetMutation,
  useDeleteBetMutation,
  useBetsCsvMutation,
} = betsApi;
