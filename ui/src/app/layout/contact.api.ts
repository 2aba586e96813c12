import { z } from 'zod';
import { api } from '@/lib/api';
import { sendJson } from '@/lib/endpoints';

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContact: build.mutation<{ success: true; message: string }, ContactMessage>(
      sendJson('POST', 'contact', z.object({ success: z.literal(true), message: z.string() })),
    ),
  }),
});

export const { useSendContactMutation } = contactApi;
