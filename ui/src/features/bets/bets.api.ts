import { Bet, BetsResponse, type BetCreate, type BetUpdate } from '@edgeboard/domain';
import { z } from 'zod';
import { api } from '@/lib/api';

const Deleted = z.object({ success: z.literal(true) });

// The tracker's own tag: a new, changed or deleted bet refetches the list and its figures.
export const betsApi = api.enhanceEndpoints({ addTagTypes: ['Bets'] }).injectEndpoints({
  endpoints: (build) => ({
    bets: build.query<BetsResponse, void>({
      query: () => 'bets',
      responseSchema: BetsResponse,
      providesTags: ['Bets'],
    }),
    createBet: build.mutation<Bet, BetCreate>({
      query: (body) => ({ url: 'bets', method: 'POST', body }),
      responseSchema: Bet,
      invalidatesTags: ['Bets'],
    }),
    updateBet: build.mutation<Bet, { id: string; patch: BetUpdate }>({
      query: ({ id, patch }) => ({ url: `bets/${encodeURIComponent(id)}`, method: 'PATCH', body: patch }),
      responseSchema: Bet,
      invalidatesTags: ['Bets'],
    }),
    deleteBet: build.mutation<z.infer<typeof Deleted>, string>({
      query: (id) => ({ url: `bets/${encodeURIComponent(id)}`, method: 'DELETE' }),
      responseSchema: Deleted,
      invalidatesTags: ['Bets'],
    }),
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
