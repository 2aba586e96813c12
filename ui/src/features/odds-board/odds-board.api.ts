import { OddsBoardResponse, type OddsBoardQueryInput } from '@edgeboard/domain';
import { api } from '@/lib/api';
import { getWithParams } from '@/lib/endpoints';

export const oddsBoardApi = api.injectEndpoints({
  endpoints: (build) => ({
    oddsBoard: build.query<OddsBoardResponse, OddsBoardQueryInput>(
      getWithParams('odds-board', OddsBoardResponse),
    ),
  }),
});

export const { useOddsBoardQuery } = oddsBoardApi;
