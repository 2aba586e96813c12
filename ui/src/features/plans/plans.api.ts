import { Plan, type PaidTier } from '@edgeboard/domain';
import { z } from 'zod';
import { api } from '@/lib/api';

export const CheckoutAnswer = z.object({ url: z.string(), sessionId: z.string().nullable() });
export type CheckoutAnswer = z.infer<typeof CheckoutAnswer>;

export const plansApi = api.injectEndpoints({
  endpoints: (build) => ({
    plans: build.query<Plan[], void>({
      query: () => 'plans',
      responseSchema: z.array(Plan),
      providesTags: ['Plans'],
    }),
    createCheckoutSession: build.mutation<
      CheckoutAnswer,
      { planId: PaidTier; userId: string; userEmail: string }
    >({
      query: (body) => ({ url: 'checkout/create-checkout-session', method: 'POST', body }),
      responseSchema: CheckoutAnswer,
    }),
  }),
});

export const { usePlansQuery, useCreateCheckoutSessionMutation } = plansApi;
