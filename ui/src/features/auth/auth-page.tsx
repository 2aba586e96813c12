import { Alert, Button, Card, Checkbox, Input, Typography } from 'antd';
import { useState, type SyntheticEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  forgotPasswordError,
  INVALID_EMAIL_MESSAGE,
  isValidEmail,
  NAME_REQUIRED_MESSAGE,
  OVER_18_REQUIRED_MESSAGE,
  PASSWORD_REQUIREMENTS_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  RESET_REQUEST_FAILED_MESSAGE,
  RESET_REQUEST_SENT_MESSAGE,
  SIGN_IN_NO_SESSION_MESSAGE,
  SIGN_UP_NO_AUTO_SIGN_IN_MESSAGE,
  SIGN_UP_NO_USER_MESSAGE,
  signInErrors,
  signUpErrors,
  STORAGE_KEYS,
} from '@edgeboard/domain';
import { supabase } from '../../app/auth/supabase-client';
import type { FromState } from '../../app/gating/dashboard-gate';
import { authErrorMessage, CONFIRM_EMAIL_NOTICE, RESET_SUCCESS_NOTICE } from './auth-messages';
import { PasswordChecklist } from './password-checklist';
import { useSignOutNotice } from './sign-out-notice';

type Mode = 'sign-in' | 'sign-up' | 'forgot';
type Field = 'name' | 'email' | 'password' | 'confirm' | 'over18';

const EMPTY = { name: '', email: '', password: '', confirm: '', over18: false };

function FieldError({ id, text }: { id: string; text: string | null }) {
  if (text === null) return null;
  return (
    <Typography.Text
      id={id}
      type="danger"
      role="alert"
      style={{ display: 'block', margin: '-8px 0 12px', fontSize: 13 }}
    >
      {text}
    </Typography.Text>
  );
}

export function AuthPage() {
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
  const signOutNotice = useSignOutNotice();

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
      void navigate('/dashboard', { replace: true });
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
      setError(RESET_REQUEST_FAILED_MESSAGE);
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

  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        padding: 16,
        background: 'linear-gradient(160deg, #0b1f3a, #12325f)',
      }}
    >
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Link to="/" style={{ fontWeight: 800, fontSize: 22, color: '#0b1f3a', textDecoration: 'none' }}>
          Edge<span style={{ color: '#16a34a' }}>Board</span>
        </Link>
        {signOutNotice ?? (
          <>
            <Typography.Title level={2} style={{ marginTop: 12 }}>
              {title}
            </Typography.Title>
            {notice !== null && <Alert type="success" showIcon title={notice} style={{ marginBottom: 16 }} />}
            {error !== null && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
            {confirmSent ? (
              <div>
                <Alert type="info" showIcon title={CONFIRM_EMAIL_NOTICE} style={{ marginBottom: 16 }} />
                <Button
                  type="primary"
                  block
                  onClick={() => {
                    switchMode('sign-in');
                  }}
                >
                  Go To Login
                </Button>
              </div>
            ) : (
              <form onSubmit={(e) => void submit(e)} noValidate>
                {mode === 'sign-up' && (
                  <>
                    <label htmlFor="auth-name">Name</label>
                    <Input
                      id="auth-name"
                      autoComplete="name"
                      value={values.name}
                      onChange={(e) => {
                        set('name', e.target.value);
                      }}
                      onBlur={() => {
                        touch('name');
                      }}
                      style={{ margin: '4px 0 12px' }}
                    />
                    <FieldError id="auth-name-error" text={shown(NAME_REQUIRED_MESSAGE, 'name')} />
                  </>
                )}
                <label htmlFor="auth-email">Email</label>
                <Input
                  id="auth-email"
                  type="email"
                  autoComplete="email"
                  value={values.email}
                  onChange={(e) => {
                    set('email', e.target.value);
                  }}
                  onBlur={() => {
                    touch('email');
                  }}
                  style={{ margin: '4px 0 12px' }}
                />
                {mode === 'sign-up' && (
                  <FieldError
                    id="auth-email-error"
                    text={
                      touched.has('email') && values.email.trim() !== '' && emailInvalid
                        ? INVALID_EMAIL_MESSAGE
                        : null
                    }
                  />
                )}
                {mode !== 'forgot' && (
                  <>
                    <label htmlFor="auth-password">Password</label>
                    <Input.Password
                      id="auth-password"
                      autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
                      value={values.password}
                      onChange={(e) => {
                        set('password', e.target.value);
                      }}
                      onBlur={() => {
                        touch('password');
                      }}
                      style={{ margin: '4px 0 12px' }}
                    />
                  </>
                )}
                {mode === 'sign-in' && (
                  <>
                    <FieldError
                      id="auth-signin-error"
                      text={
                        (touched.has('email') || touched.has('password')) && signInBlocked
                          ? (signInList[0] ?? null)
                          : null
                      }
                    />
                    <div
                      style={{
                        display: 'flex',
                        justifyContent: 'space-between',
                        alignItems: 'center',
                        marginBottom: 16,
                      }}
                    >
                      <Checkbox
                        checked={rememberMe}
                        onChange={(e) => {
                          setRememberMe(e.target.checked);
                        }}
                      >
                        Remember me
                      </Checkbox>
                      <Button
                        type="link"
                        onClick={() => {
                          switchMode('forgot');
                        }}
                        style={{ padding: 0 }}
                      >
                        Forgot password?
                      </Button>
                    </div>
                  </>
                )}
                {mode === 'sign-up' && (
                  <>
                    <FieldError
                      id="auth-password-error"
                      text={shown(PASSWORD_REQUIREMENTS_MESSAGE, 'password')}
                    />
                    <PasswordChecklist password={values.password} />
                    <label htmlFor="auth-confirm">Confirm Password</label>
                    <Input.Password
                      id="auth-confirm"
                      autoComplete="new-password"
                      value={values.confirm}
                      onChange={(e) => {
                        set('confirm', e.target.value);
                      }}
                      onBlur={() => {
                        touch('confirm');
                      }}
                      style={{ margin: '4px 0 12px' }}
                    />
                    <FieldError
                      id="auth-confirm-error"
                      text={
                        values.confirm !== '' || touched.has('confirm')
                          ? shown(PASSWORDS_DO_NOT_MATCH_MESSAGE, 'confirm')
                          : null
                      }
                    />
                    <Checkbox
                      checked={values.over18}
                      onChange={(e) => {
                        set('over18', e.target.checked);
                      }}
                      style={{ marginBottom: 12 }}
                    >
                      I confirm that I am over 18 years old
                    </Checkbox>
                    <FieldError
                      id="auth-over18-error"
                      text={
                        shown(OVER_18_REQUIRED_MESSAGE, 'over18') ??
                        (touched.has('confirm') && !values.over18 ? OVER_18_REQUIRED_MESSAGE : null)
                      }
                    />
                  </>
                )}
                <Button
                  type="primary"
                  htmlType="submit"
                  block
                  size="large"
                  loading={busy}
                  disabled={mode === 'sign-in' ? signInBlocked : mode === 'sign-up' ? signUpBlocked : false}
                >
                  {mode === 'sign-in' ? 'Sign In' : mode === 'sign-up' ? 'Sign Up' : 'Send Reset Link'}
                </Button>
              </form>
            )}
            <p style={{ marginTop: 16, textAlign: 'center' }}>
              {mode === 'sign-in' ? (
                <>
                  Don&apos;t have an account?{' '}
                  <Button
                    type="link"
                    onClick={() => {
                      switchMode('sign-up');
                    }}
                    style={{ padding: 0 }}
                  >
                    Sign Up
                  </Button>
                </>
              ) : (
                <>
                  {mode === 'sign-up' ? 'Already have an account? ' : ''}
                  <Button
                    type="link"
                    onClick={() => {
                      switchMode('sign-in');
                    }}
                    style={{ padding: 0 }}
                  >
                    {mode === 'sign-up' ? 'Sign In' : 'Back to Sign In'}
                  </Button>
                </>
              )}
            </p>
          </>
        )}
      </Card>
    </div>
  );
}

export const Component = AuthPage;
