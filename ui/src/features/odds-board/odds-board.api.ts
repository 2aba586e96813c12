import { OddsBoardResponse, type OddsBoardQueryInput } from '@edgeboard/domain';
import { api } from '@/lib/api';

export const oddsBoardApi = api.injectEndpoints({
  endpoints: (build) => ({
    oddsBoard: build.query<OddsBoardResponse, OddsBoardQueryInput>({
      query: (params) => ({ url: 'odds-board', params }),
      responseSchema: OddsBoardResponse,
    }),
  }),
});

export const { useOddsBoardQuery } = oddsBoardApi;
