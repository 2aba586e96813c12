// The sign-in page's form: the fields each mode shows, their errors once touched, and the submit button.
import { Button, Checkbox, Input, Typography } from 'antd';
import {
  INVALID_EMAIL_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  OVER_18_REQUIRED_MESSAGE,
  PASSWORD_REQUIREMENTS_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
} from '@edgeboard/domain';
import { PasswordChecklist } from './password-checklist';
import type { AuthForm as AuthFormState } from './use-auth-form';

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

export function AuthForm({ form }: { form: AuthFormState }) {
  const {
    mode,
    values,
    touched,
    rememberMe,
    setRememberMe,
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
  } = form;
  return (
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
            touched.has('email') && values.email.trim() !== '' && emailInvalid ? INVALID_EMAIL_MESSAGE : null
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
          <FieldError id="auth-password-error" text={shown(PASSWORD_REQUIREMENTS_MESSAGE, 'password')} />
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
  );
}
