import { z } from 'zod';
import { api } from './api';

/** The billing portal (Stripe's, or the local stand-in's): shared by the plans page, profile and dashboard. */
export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    billingPortal: build.mutation<{ url: string }, { returnPath: string }>({
      query: (params) => ({ url: 'billing/portal', params }),
      responseSchema: z.object({ url: z.string() }),
    }),
  }),
});

export const { useBillingPortalMutation } = billingApi;
