import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@edgeboard/domain';
import { whileSigningOut } from './access-token';
import { authProjectUrl, authStorageKey } from './auth-storage-key';
import { supabase } from './supabase-client';

// Where a sign-out stands, for the sign-in page the user is sent to while it happens: the form shows only
// once the session is gone, so nothing done on that page (a reload, another address) finds it still stored.
export type SignOutState = 'idle' | 'signing-out' | 'failed';

let state: SignOutState = 'idle';
const listeners = new Set<() => void>();

function setState(next: SignOutState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSignOutState(): SignOutState {
  return useSyncExternalStore(subscribe, () => state);
}

/**
 * Forgets the stored session at once, before any network call: the server has already ended it (the
 * account was deleted), so a reload while sign-out runs must not find a dead session and send its token.
 * supabase-js then finds no session and signs out locally without calling the server.
 */
function forgetStoredSession(): void {
  const key = authStorageKey(authProjectUrl());
  for (const suffix of ['', '-user', '-code-verifier']) window.localStorage.removeItem(`${key}${suffix}`);
}

export interface SignOutOptions {
  /** The server has already ended every session of the user (account deletion). */
  endedOnServer?: boolean;
}

/**
 * Signs out; the remembered e-mail is forgotten unless Remember me was on. Resolves true once the session
 * is gone. supabase-js keeps the session when the server cannot be reached (it is still valid there), so
 * that case resolves false and the state says `failed` for the page to offer another try.
 *
 * `leave` runs first (navigating off a dashboard page, which would otherwise refetch without a session);
 * the state already says `signing-out` while it does, so the page it lands on never shows a stale form.
 */
export async function signOut(leave?: () => unknown, options: SignOutOptions = {}): Promise<boolean> {
  setState('signing-out');
  if (options.endedOnServer === true) forgetStoredSession();
  if (window.localStorage.getItem(STORAGE_KEYS.rememberMe) !== 'true') {
    window.localStorage.removeItem(STORAGE_KEYS.rememberedEmail);
  }
  await leave?.();
  const ok = await whileSigningOut(async () => {
    try {
      const { error } = await supabase.auth.signOut();
      if (error !== null) console.warn('sign-out failed', error.code ?? error.name);
      return error === null;
    } catch (err) {
      console.warn('sign-out failed', err);
      return false;
    }
  });
  setState(ok ? 'idle' : 'failed');
  return ok;
}
