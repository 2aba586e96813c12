import { ParlayPriceResponse, type ParlayPriceRequest } from '@edgeboard/domain';
import { api } from '@/lib/api';

/** POST /api/parlays/price: a query (its answer follows the legs and price it is asked for), sent as a POST. */
export const parlayApi = api.injectEndpoints({
  endpoints: (build) => ({
    priceParlay: build.query<ParlayPriceResponse, ParlayPriceRequest>({
      query: (body) => ({ url: 'parlays/price', method: 'POST', body }),
      responseSchema: ParlayPriceResponse,
    }),
  }),
});

export const { usePriceParlayQuery } = parlayApi;
