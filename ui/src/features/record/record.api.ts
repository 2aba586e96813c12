import { RecordResponse, type RecordQuery } from '@edgeboard/domain';
import { api } from '@/lib/api';

export const recordApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicRecord: build.query<RecordResponse, RecordQuery>({
      query: (params) => ({ url: 'performance/record', params }),
      responseSchema: RecordResponse,
    }),
  }),
});

export const { usePublicRecordQuery } = recordApi;
