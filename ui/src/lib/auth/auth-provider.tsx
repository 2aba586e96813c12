import type { Session } from '@supabase/supabase-js';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '@/lib/api';
import { markSessionEnded, setAccessTokenProvider } from './access-token';
import { AuthContext, type AuthState } from './auth-context';
import { supabase } from './supabase-client';
import { clearSessionRefused } from './session-refused';

// getSession refreshes an expired token before answering, so API calls never carry a stale one.
setAccessTokenProvider(async () => (await supabase.auth.getSession()).data.session?.access_token ?? null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const dispatch = useDispatch();
  const [session, setSession] = useState<Session | null | undefined>(undefined);

  useEffect(() => {
    // INITIAL_SESSION arrives first, then every sign-in, refresh, user update and sign-out (also those of
    // other tabs, through the shared storage).
    const { data } = supabase.auth.onAuthStateChange((event, next) => {
      setSession(next);
      // A new or refreshed session (or none): an earlier 401 no longer speaks for it.
      if (event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED' || event === 'SIGNED_OUT')
        clearSessionRefused();
      // Signed out: nothing of the previous user stays in the cache for whoever signs in next on this device.
      if (event === 'SIGNED_OUT') {
        // Also when another tab signed out: this tab's waiting calls are not sent without a session.
        markSessionEnded();
        dispatch(api.util.resetApiState());
      } else if (event === 'SIGNED_IN' || event === 'USER_UPDATED') dispatch(api.util.invalidateTags(['Me']));
    });
    return () => {
      data.subscription.unsubscribe();
    };
  }, [dispatch]);

  const value = useMemo<AuthState>(
    () =>
      session === undefined
        ? { status: 'loading', session: null, user: null }
        : session === null
          ? { status: 'signed-out', session: null, user: null }
          : { status: 'signed-in', session, user: session.user },
    [session],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
