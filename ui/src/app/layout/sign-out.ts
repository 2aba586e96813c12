import { STORAGE_KEYS } from '@edgeboard/domain';
import { whileSigningOut } from '../auth/access-token';
import { supabase } from '../auth/supabase-client';

/** Signs out; the remembered e-mail is forgotten unless Remember me was on. */
export async function signOut(): Promise<void> {
  if (window.localStorage.getItem(STORAGE_KEYS.rememberMe) !== 'true') {
    window.localStorage.removeItem(STORAGE_KEYS.rememberedEmail);
  }
  await whileSigningOut(async () => {
    try {
      await supabase.auth.signOut();
    } catch (err) {
      // Sign-out counts as done whatever the server says: the local session is gone either way.
      console.warn('sign-out failed', err);
    }
  });
}
