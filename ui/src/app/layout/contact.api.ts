import { z } from 'zod';
import { api } from '@/lib/api';

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContact: build.mutation<{ success: true; message: string }, ContactMessage>({
      query: (body) => ({ url: 'contact', method: 'POST', body }),
      responseSchema: z.object({ success: z.literal(true), message: z.string() }),
    }),
  }),
});

export const { useSendContactMutation } = contactApi;
