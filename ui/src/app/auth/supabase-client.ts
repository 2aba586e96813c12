import { createClient } from '@supabase/supabase-js';

// Locally the API serves a Supabase-compatible auth service at /auth/v1 on its own origin; hosted, the
// project URL comes from the build's environment. The anon key is public by design.
const LOCAL_ANON_KEY = 'edgeboard-local-anon-key';

const url = (import.meta.env.VITE_SUPABASE_URL as string | undefined) ?? window.location.origin;
const anonKey = (import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined) ?? LOCAL_ANON_KEY;

/** Persisted session (local storage, shared across tabs) and auto-refresh are supabase-js defaults. */
export const supabase = createClient(url, anonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
});
