// Demo accounts seeded by local mode (README), and throwaway identities for journeys that change an account.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-2025!';

export const DEMO = {
  admin: 'admin@demo.edgeboard.dev',
  free: 'free@demo.edgeboard.dev',
  scout: 'scout@demo.edgeboard.dev',
  starting: 'starting@demo.edgeboard.dev',
  allStar: 'allstar@demo.edgeboard.dev',
} as const;

/** A new address per call: journeys that sign up, pay, reset or delete never share an account. */
export function freshEmail(journey: string): string {
  return `e2e-${journey}-${randomUUID().slice(0, 8)}@example.test`;
}

/** Meets every sign-up rule (length, capital, number, special character). */
export const STRONG_PASSWORD = 'Field-Goal-42!';

/**
 * A new account made through the auth service's own sign-up endpoint (what supabase-js calls), for journeys
 * where the account is only the subject, not the one signing up.
 */
export async function createAccount(
  request: APIRequestContext,
  input: { name: string; email: string; password: string },
): Promise<void> {
  const response = await request.post('/auth/v1/signup', {
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${LOCAL_ANON_KEY}` },
    data: { email: input.email, password: input.password, data: { name: input.name, is_over_18: true } },
  });
  if (!response.ok()) throw new Error(`sign-up failed (${response.status()}): ${await response.text()}`);
}

/** The public anon key of local mode's auth stand-in (the browser app sends the same). */
const LOCAL_ANON_KEY = 'edgeboard-local-anon-key';
