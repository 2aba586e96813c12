// The local-storage key under which supabase-js keeps the session. Its own module (no supabase-js import),
// so the pre-rendered landing page can tell a signed-in visitor without loading the auth client.

/** supabase-js's default key for a project URL: `sb-<first label of the host>-auth-token`. */
export function authStorageKey(projectUrl: string): string {
  return `sb-${new URL(projectUrl).hostname.split('.')[0] ?? ''}-auth-token`;
}

/** The project URL the app's auth client talks to: the build's Supabase URL, else this origin (local mode). */
export function authProjectUrl(): string {
  return (import.meta.env.VITE_SUPABASE_URL as string | undefined) ?? window.location.origin;
}

/**
 * Whether this browser holds a session (a refresh token under the auth client's key). A hint for showing a
 * way in, not a check: the dashboard's gate and the API decide; an expired session there just means /auth.
 */
export function hasStoredSession(storage: Pick<Storage, 'getItem'> = window.localStorage): boolean {
  try {
    const raw = storage.getItem(authStorageKey(authProjectUrl()));
    if (raw === null) return false;
    const stored: unknown = JSON.parse(raw);
    return (
      typeof stored === 'object' &&
      stored !== null &&
      'refresh_token' in stored &&
      typeof stored.refresh_token === 'string' &&
      stored.refresh_token !== ''
    );
  } catch {
    // Blocked storage or a value that is not JSON: no session to go back to.
    return false;
  }
}
