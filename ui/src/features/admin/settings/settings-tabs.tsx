import type { ReactNode } from 'react';
import { Input, Select, Switch } from 'antd';
import type { ApplicationSettings, IntegrationSettings, NotificationSettings, Role } from '@edgeboard/domain';
import { RecipientList } from './recipient-list';
import { SecretInput } from './secret-input';
import { SETTING_NOTES, type ServerMode } from './setting-notes';

export const SECRETS_NOTE =
  'Note: Secret keys should be stored securely on the server. This is for demonstration only.';

// The spec lists Admin among the options; it stays visible but cannot be picked (the API refuses it too).
const ROLE_OPTIONS: { value: Role; label: string; disabled?: boolean; title?: string }[] = [
  { value: 'free', label: 'Free' },
  { value: 'user', label: 'User' },
  {
    value: 'admin',
    label: 'Admin (not allowed for sign-ups)',
    disabled: true,
    title: 'Not allowed for sign-ups',
  },
];

/** A note under a control, read with it by screen readers. */
function Note({ id, text }: { id: string; text: string | null }) {
  if (text === null) return null;
  return (
    <div id={id} className="admin-settings__help">
      {text}
    </div>
  );
}

function Field({
  id,
  label,
  note = null,
  children,
}: {
  id: string;
  label: string;
  note?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="admin-settings__field">
      <label htmlFor={id} className="admin-settings__label">
        {label}
      </label>
      {children}
      <Note id={`${id}-note`} text={note} />
    </div>
  );
}

function Toggle({
  id,
  label,
  checked,
  onChange,
  note = null,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  note?: string | null;
}) {
  return (
    <div>
      <div className="admin-settings__toggle">
        <Switch
          id={id}
          checked={checked}
          onChange={onChange}
          {...(note === null ? {} : { 'aria-describedby': `${id}-note` })}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <Note id={`${id}-note`} text={note} />
    </div>
  );
}

interface TabProps<T> {
  value: T;
  onChange: (next: T) => void;
  /** The server's mode: which settings take effect depends on it. */
  mode: ServerMode;
}

export function ApplicationTab({ value, onChange, mode }: TabProps<ApplicationSettings>) {
  const set = <K extends keyof ApplicationSettings>(key: K, v: ApplicationSettings[K]) => {
    onChange({ ...value, [key]: v });
  };
  return (
    <div className="admin-settings__tab">
      <Field id="settings-site-name" label="Site Name" note={SETTING_NOTES.siteName()}>
        <Input
          id="settings-site-name"
          value={value.siteName}
          onChange={(e) => {
            set('siteName', e.target.value);
          }}
        />
      </Field>
      <Field id="settings-site-description" label="Site Description" note={SETTING_NOTES.siteDescription()}>
        <Input.TextArea
          id="settings-site-description"
          autoSize={{ minRows: 2 }}
          value={value.siteDescription}
          onChange={(e) => {
            set('siteDescription', e.target.value);
          }}
        />
      </Field>
      <Toggle
        id="settings-maintenance"
        label="Maintenance Mode"
        checked={value.maintenanceMode}
        note={SETTING_NOTES.maintenanceMode()}
        onChange={(v) => {
          set('maintenanceMode', v);
        }}
      />
      <Toggle
        id="settings-registration"
        label="Allow User Registration"
        checked={value.allowRegistration}
        note={SETTING_NOTES.allowRegistration(mode)}
        onChange={(v) => {
          set('allowRegistration', v);
        }}
      />
      <Field id="settings-default-role" label="Default User Role" note={SETTING_NOTES.defaultUserRole(mode)}>
        <Select<Role>
          id="settings-default-role"
          aria-describedby="settings-default-role-note"
          status={value.defaultUserRole === 'admin' ? 'error' : ''}
          style={{ width: '100%', maxWidth: 240 }}
          value={value.defaultUserRole}
          options={ROLE_OPTIONS}
          onChange={(v) => {
            set('defaultUserRole', v);
          }}
        />
      </Field>
    </div>
  );
}

type NotificationSwitch = {
  [K in keyof NotificationSettings]: NotificationSettings[K] extends boolean ? K : never;
}[keyof NotificationSettings];

/** The notification switches in the spec's order. */
const NOTIFICATION_TOGGLES: readonly {
  key: NotificationSwitch;
  id: string;
  label: string;
  note?: (mode: ServerMode) => string | null;
}[] = [
  {
    key: 'enableEmailNotifications',
    id: 'settings-email-notifications',
    label: 'Enable Email Notifications',
    note: SETTING_NOTES.enableEmailNotifications,
  },
  {
    key: 'enablePushNotifications',
    id: 'settings-push-notifications',
    label: 'Enable Push Notifications',
    note: SETTING_NOTES.enablePushNotifications,
  },
  {
    key: 'notifyOnNewUser',
    id: 'settings-notify-new-user',
    label: 'Notify on New User Registration',
    note: SETTING_NOTES.notifyOnNewUser,
  },
  { key: 'notifyOnNewSubscription', id: 'settings-notify-subscription', label: 'Notify on New Subscription' },
  { key: 'notifyOnError', id: 'settings-notify-error', label: 'Notify on System Errors' },
];

export function NotificationsTab({ value, onChange, mode }: TabProps<NotificationSettings>) {
  const set = <K extends keyof NotificationSettings>(key: K, v: NotificationSettings[K]) => {
    onChange({ ...value, [key]: v });
  };
  return (
    <div className="admin-settings__tab">
      {NOTIFICATION_TOGGLES.map(({ key, id, label, note }) => (
        <Toggle
          key={key}
          id={id}
          label={label}
          note={note?.(mode) ?? null}
          checked={value[key]}
          onChange={(v) => {
            set(key, v);
          }}
        />
      ))}
      <div className="admin-settings__field">
        <h3 className="admin-settings__label">Admin Email Recipients</h3>
        <Note id="settings-recipients-note" text={SETTING_NOTES.recipients()} />
        <RecipientList
          recipients={value.adminEmailRecipients}
          onChange={(v) => {
            set('adminEmailRecipients', v);
          }}
        />
      </div>
    </div>
  );
}

export function IntegrationsTab({ value, onChange, mode }: TabProps<IntegrationSettings>) {
  const set = <K extends keyof IntegrationSettings>(key: K, v: IntegrationSettings[K]) => {
    onChange({ ...value, [key]: v });
  };
  return (
    <div className="admin-settings__tab">
      <Field id="settings-stripe-public" label="Stripe Public Key" note={SETTING_NOTES.stripeKeys(mode)}>
        <Input
          id="settings-stripe-public"
          autoComplete="off"
          value={value.stripePublicKey}
          onChange={(e) => {
            set('stripePublicKey', e.target.value);
          }}
        />
      </Field>
      <Field id="settings-stripe-secret" label="Stripe Secret Key" note={SETTING_NOTES.stripeKeys(mode)}>
        <SecretInput
          id="settings-stripe-secret"
          value={value.stripeSecretKey}
          onChange={(v) => {
            set('stripeSecretKey', v);
          }}
        />
      </Field>
      <Field
        id="settings-analytics-id"
        label="Google Analytics ID"
        note={SETTING_NOTES.googleAnalyticsId(mode)}
      >
        <Input
          id="settings-analytics-id"
          autoComplete="off"
          value={value.googleAnalyticsId}
          onChange={(e) => {
            set('googleAnalyticsId', e.target.value);
          }}
        />
      </Field>
      <Field id="settings-recaptcha-site" label="reCAPTCHA Site Key" note={SETTING_NOTES.recaptchaKeys(mode)}>
        <Input
          id="settings-recaptcha-site"
          autoComplete="off"
          value={value.recaptchaSiteKey}
          onChange={(e) => {
            set('recaptchaSiteKey', e.target.value);
          }}
        />
      </Field>
      <Field
        id="settings-recaptcha-secret"
        label="reCAPTCHA Secret Key"
        note={SETTING_NOTES.recaptchaKeys(mode)}
      >
        <SecretInput
          id="settings-recaptcha-secret"
          value={value.recaptchaSecretKey}
          onChange={(v) => {
            set('recaptchaSecretKey', v);
          }}
        />
      </Field>
      <Toggle
        id="settings-social-login"
        label="Enable Social Login"
        checked={value.enableSocialLogin}
        note={SETTING_NOTES.enableSocialLogin(mode)}
        onChange={(v) => {
          set('enableSocialLogin', v);
        }}
      />
      <p className="admin-settings__note">{SECRETS_NOTE}</p>
    </div>
  );
}
