import { z } from 'zod';
import { api } from '@/lib/api';

export const DeleteAccountAnswer = z.object({ success: z.boolean() });

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteAccount: build.mutation<z.infer<typeof DeleteAccountAnswer>, void>({
      query: () => ({ url: 'me', method: 'DELETE' }),
      responseSchema: DeleteAccountAnswer,
    }),
  }),
});

export const { useDeleteAccountMutation } = profileApi;
