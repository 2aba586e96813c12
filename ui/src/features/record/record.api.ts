import { RecordResponse, type RecordPageQueryInput } from '@edgeboard/domain';
import { api } from '@/lib/api';
import { getWithParams } from '@/lib/endpoints';

export const recordApi = api.injectEndpoints({
  endpoints: (build) => ({
    publicRecord: build.query<RecordResponse, RecordPageQueryInput>(
      getWithParams('performance/record', RecordResponse),
    ),
  }),
});

export const { usePublicRecordQuery } = recordApi;
