import { SubscriptionState, UserProfile } from '@edgeboard/domain';
import { z } from 'zod';
import { api } from '@/lib/api';

/** GET /api/me: the signed-in user's profile (null until one exists) and resolved subscription. */
export const MeResponse = z.object({
  id: z.string(),
  email: z.string(),
  profile: UserProfile.nullable(),
  subscription: SubscriptionState,
});
export type MeResponse = z.infer<typeof MeResponse>;

export const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<MeResponse, void>({
      query: () => 'me',
      responseSchema: MeResponse,
      providesTags: ['Me'],
    }),
  }),
});

export const { useMeQuery } = meApi;
