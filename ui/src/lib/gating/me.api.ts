import { MeResponse } from '@edgeboard/domain';
import { api } from '@/lib/api';
import { getJson } from '@/lib/endpoints';

/** GET /api/me: the signed-in user's profile (null until one exists) and resolved subscription. */
export { MeResponse };

export const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<MeResponse, void>(getJson('me', MeResponse, ['Me'])),
  }),
});

export const { useMeQuery } = meApi;
