// The sign-in page's form: the fields each mode shows, their errors once touched, and the submit button.
import { Button, Checkbox, Typography } from 'antd';
import {
  INVALID_EMAIL_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  OVER_18_REQUIRED_MESSAGE,
  PASSWORD_REQUIREMENTS_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
} from '@edgeboard/domain';
import { LabelledInput } from '@/components/labelled-input';
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
  const { mode, values, touched, set, shown, signInBlocked } = form;
  // A text field's value, typing and first blur (from which on its error shows).
  const bind = (field: 'name' | 'email' | 'password' | 'confirm') => ({
    value: values[field],
    onChange: (v: string) => {
      set(field, v);
    },
    onBlur: () => {
      form.touch(field);
    },
  });
  return (
    <form onSubmit={(e) => void form.submit(e)} noValidate>
      {mode === 'sign-up' && (
        <>
          <LabelledInput id="auth-name" label="Name" autoComplete="name" {...bind('name')} />
          <FieldError id="auth-name-error" text={shown(NAME_REQUIRED_MESSAGE, 'name')} />
        </>
      )}
      <LabelledInput id="auth-email" label="Email" type="email" autoComplete="email" {...bind('email')} />
      {mode === 'sign-up' && (
        <FieldError
          id="auth-email-error"
          text={
            touched.has('email') && values.email.trim() !== '' && form.emailInvalid
              ? INVALID_EMAIL_MESSAGE
              : null
          }
        />
      )}
      {mode !== 'forgot' && (
        <LabelledInput
          id="auth-password"
          label="Password"
          type="password"
          autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
          {...bind('password')}
        />
      )}
      {mode === 'sign-in' && (
        <>
          <FieldError
            id="auth-signin-error"
            text={
              (touched.has('email') || touched.has('password')) && signInBlocked
                ? (form.signInList[0] ?? null)
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
              checked={form.rememberMe}
              onChange={(e) => {
                form.setRememberMe(e.target.checked);
              }}
            >
              Remember me
            </Checkbox>
            <Button
              type="link"
              onClick={() => {
                form.switchMode('forgot');
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
          <LabelledInput
            id="auth-confirm"
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
            {...bind('confirm')}
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
        loading={form.busy}
        disabled={mode === 'sign-in' ? signInBlocked : mode === 'sign-up' ? form.signUpBlocked : false}
      >
        {mode === 'sign-in' ? 'Sign In' : mode === 'sign-up' ? 'Sign Up' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
