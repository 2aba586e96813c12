import { PropDetail } from '@edgeboard/domain';
import { api } from '../../app/api';

export const analysisApi = api.injectEndpoints({
  endpoints: (build) => ({
    propAnalysis: build.query<PropDetail, string>({
      query: (id) => `props/analysis/v2/${encodeURIComponent(id)}`,
      responseSchema: PropDetail,
    }),
  }),
});

export const { usePropAnalysisQuery } = analysisApi;
