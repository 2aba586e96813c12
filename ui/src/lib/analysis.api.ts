import { PropDetail, PropLineHistory, PropPriceLadder } from '@edgeboard/domain';
import { api } from './api';

export const analysisApi = api.injectEndpoints({
  endpoints: (build) => ({
    propAnalysis: build.query<PropDetail, string>({
      query: (id) => `props/analysis/v2/${encodeURIComponent(id)}`,
      responseSchema: PropDetail,
    }),
    /** The pick's prop line across books, oldest pull first (issue #14 item 3). */
    propLines: build.query<PropLineHistory, string>({
      query: (id) => `props/${encodeURIComponent(id)}/lines`,
      responseSchema: PropLineHistory,
    }),
    /** The pick's alt-line ladder: P(over), fair odds and each book's EV at lines around the posted one (issue #29). */
    propLadder: build.query<PropPriceLadder, string>({
      query: (id) => `props/${encodeURIComponent(id)}/ladder`,
      responseSchema: PropPriceLadder,
    }),
  }),
});

export const { usePropAnalysisQuery, usePropLinesQuery, usePropLadderQuery } = analysisApi;
