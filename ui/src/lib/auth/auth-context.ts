import type { Session, User } from '@supabase/supabase-js';
import { createContext, useContext } from 'react';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  session: Session | null;
  user: User | null;
}

export const AuthContext = createContext<AuthState>({ status: 'loading', session: null, user: null });

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
