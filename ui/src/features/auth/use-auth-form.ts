// The sign-in page's state and actions: one form for three modes (sign in, sign up, forgot password), checked
// as you type by the domain's rules, each submit calling supabase-js and mapping its answer to a message.
import { useState, type SyntheticEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  forgotPasswordError,
  isValidEmail,
  RESET_REQUEST_SENT_MESSAGE,
  SIGN_IN_NO_SESSION_MESSAGE,
  SIGN_UP_NO_AUTO_SIGN_IN_MESSAGE,
  SIGN_UP_NO_USER_MESSAGE,
  signInErrors,
  signUpErrors,
  STORAGE_KEYS,
} from '@edgeboard/domain';
import { resetRequestErrorMessage } from '@/lib/auth/auth-errors';
import { supabase } from '@/lib/auth/supabase-client';
import type { FromState } from '@/lib/gating/from-state';
import { authErrorMessage, RESET_SUCCESS_NOTICE } from './auth-messages';

export type Mode = 'sign-in' | 'sign-up' | 'forgot';
export type Field = 'name' | 'email' | 'password' | 'confirm' | 'over18';

const EMPTY = { name: '', email: '', password: '', confirm: '', over18: false };

export function useAuthForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [mode, setMode] = useState<Mode>(params.get('signup') === 'true' ? 'sign-up' : 'sign-in');
  const [values, setValues] = useState(() => ({
    ...EMPTY,
    email: window.localStorage.getItem(STORAGE_KEYS.rememberedEmail) ?? '',
  }));
  const [rememberMe, setRememberMe] = useState(
    () => window.localStorage.getItem(STORAGE_KEYS.rememberMe) === 'true',
  );
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(
    params.get('reset') === 'success' ? RESET_SUCCESS_NOTICE : null,
  );
  const [confirmSent, setConfirmSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const set = (field: Field, value: string | boolean) => {
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((t) => new Set(t).add(field));
  };
  const touch = (field: Field) => {
    setTouched((t) => new Set(t).add(field));
  };
  const switchMode = (next: Mode) => {
    setMode(next);
    setValues(EMPTY);
    setTouched(new Set());
    setError(null);
    setNotice(null);
    setConfirmSent(false);
  };

  const signUpList = signUpErrors({
    name: values.name,
    email: values.email,
    password: values.password,
    confirmPassword: values.confirm,
    isOver18: values.over18,
  });
  const shown = (message: string, field: Field) =>
    touched.has(field) && signUpList.includes(message) ? message : null;
  const signInList = signInErrors(values);
  const signInBlocked = signInList.length > 0;
  // The server's own e-mail rule, checked as you type so a refused address never reaches it.
  const emailInvalid = !isValidEmail(values.email);
  const signUpBlocked = signUpList.length > 0 || emailInvalid;

  const afterSignIn = () => {
    const from = (location.state as FromState | null)?.from;
    void navigate(from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '/dashboard', {
      replace: true,
    });
  };

  const signIn = async () => {
    const { data, error: err } = await supabase.auth.signInWithPassword({
      email: values.email.trim(),
      password: values.password,
    });
    if (err) {
      setError(authErrorMessage(err));
      return;
    }
    // The spec's guard for an answer without a user or session, which supabase-js's types rule out.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    if (!data.user || !data.session) {
      setError(SIGN_IN_NO_SESSION_MESSAGE);
      return;
    }
    if (rememberMe) {
      window.localStorage.setItem(STORAGE_KEYS.rememberMe, 'true');
      window.localStorage.setItem(STORAGE_KEYS.rememberedEmail, values.email.trim());
    } else {
      window.localStorage.removeItem(STORAGE_KEYS.rememberMe);
      window.localStorage.removeItem(STORAGE_KEYS.rememberedEmail);
    }
    afterSignIn();
  };

  const signUp = async () => {
    const { data, error: err } = await supabase.auth.signUp({
      email: values.email.trim(),
      password: values.password,
      options: { data: { name: values.name.trim(), is_over_18: values.over18 } },
    });
    if (err) {
      setError(authErrorMessage(err));
      return;
    }
    if (!data.user) {
      setError(SIGN_UP_NO_USER_MESSAGE);
      return;
    }
    if (data.session) {
      // Back where sign-up was asked for (the plans page with the plan chosen), else the dashboard.
      afterSignIn();
      return;
    }
    // No session and a fresh identity: the address has to be confirmed first.
    if ((data.user.identities?.length ?? 0) > 0) {
      setValues(EMPTY);
      setTouched(new Set());
      setConfirmSent(true);
      return;
    }
    setError(SIGN_UP_NO_AUTO_SIGN_IN_MESSAGE);
  };

  const forgot = async () => {
    const invalid = forgotPasswordError(values.email);
    if (invalid !== null) {
      setError(invalid);
      return;
    }
    const { error: err } = await supabase.auth.resetPasswordForEmail(values.email.trim(), {
      redirectTo: `${window.location.origin}/reset-password`,
    });
    if (err) {
      setError(resetRequestErrorMessage(err));
      return;
    }
    setNotice(RESET_REQUEST_SENT_MESSAGE);
  };

  const submit = async (e: SyntheticEvent) => {
    e.preventDefault();
    setError(null);
    setNotice(null);
    setBusy(true);
    try {
      if (mode === 'sign-in') await signIn();
      else if (mode === 'sign-up') await signUp();
      else await forgot();
    } catch {
      // A network failure or a thrown client error: no code to go by.
      setError(authErrorMessage(null));
    } finally {
      setBusy(false);
    }
  };

  const title = mode === 'sign-in' ? 'Sign In' : mode === 'sign-up' ? 'Create Account' : 'Reset Password';

  return {
    mode,
    title,
    values,
    touched,
    rememberMe,
    setRememberMe,
    error,
    notice,
    confirmSent,
    busy,
    set,
    touch,
    switchMode,
    submit,
    shown,
    signInList,
    signInBlocked,
    emailInvalid,
    signUpBlocked,
  };
}

export type AuthForm = ReturnType<typeof useAuthForm>;
