import { AuthClient } from '@supabase/supabase-js';
import { authProjectUrl, authStorageKey } from './auth-storage-key';

// Locally the API serves a Supabase-compatible auth service at /auth/v1 on its own origin; hosted, the
// project URL comes from the build's environment. The anon key is public by design.
const LOCAL_ANON_KEY = 'edgeboard-local-anon-key';

const url = authProjectUrl();
const anonKey = (import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined) ?? LOCAL_ANON_KEY;
const base = new URL(url);

/**
 * The app only uses Supabase Auth, so it builds the auth client alone instead of `createClient`, which
 * would also bundle the realtime, database, storage and functions clients (about half of supabase-js) into
 * every dashboard page. Same endpoint, headers and storage key as `createClient`, so stored sessions carry
 * over; persisted sessions (local storage, shared across tabs) and auto-refresh as before.
 */
export const supabase = {
  auth: new AuthClient({
    url: new URL('auth/v1', base.href.endsWith('/') ? base.href : `${base.href}/`).href,
    headers: { Authorization: `Bearer ${anonKey}`, apikey: anonKey },
    storageKey: authStorageKey(url),
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    flowType: 'implicit',
  }),
};
