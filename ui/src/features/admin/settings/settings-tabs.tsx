import { Input, Select } from 'antd';
import type { ApplicationSettings, IntegrationSettings, NotificationSettings, Role } from '@edgeboard/domain';
import { RecipientList } from './recipient-list';
import { SecretInput } from './secret-input';
import { Field, groupSetter, Note, Toggle } from './settings-fields';
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

export interface TabProps<T> {
  value: T;
  onChange: (next: T) => void;
  /** The server's mode: which settings take effect depends on it. */
  mode: ServerMode;
}

export function ApplicationTab({ value, onChange, mode }: TabProps<ApplicationSettings>) {
  const { set, toggle } = groupSetter(value, onChange);
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
        note={SETTING_NOTES.maintenanceMode()}
        {...toggle('maintenanceMode')}
      />
      <Toggle
        id="settings-registration"
        label="Allow User Registration"
        note={SETTING_NOTES.allowRegistration(mode)}
        {...toggle('allowRegistration')}
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
  const { set, toggle } = groupSetter(value, onChange);
  return (
    <div className="admin-settings__tab">
      {NOTIFICATION_TOGGLES.map(({ key, id, label, note }) => (
        <Toggle key={key} id={id} label={label} note={note?.(mode) ?? null} {...toggle(key)} />
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

type IntegrationKey = Exclude<keyof IntegrationSettings, 'enableSocialLogin'>;

/** The integration keys in the spec's order; secrets show masked. */
const INTEGRATION_FIELDS: readonly {
  key: IntegrationKey;
  id: string;
  label: string;
  note: (mode: ServerMode) => string | null;
  secret?: boolean;
}[] = [
  {
    key: 'stripePublicKey',
    id: 'settings-stripe-public',
    label: 'Stripe Public Key',
    note: SETTING_NOTES.stripeKeys,
  },
  {
    key: 'stripeSecretKey',
    id: 'settings-stripe-secret',
    label: 'Stripe Secret Key',
    note: SETTING_NOTES.stripeKeys,
    secret: true,
  },
  {
    key: 'googleAnalyticsId',
    id: 'settings-analytics-id',
    label: 'Google Analytics ID',
    note: SETTING_NOTES.googleAnalyticsId,
  },
  {
    key: 'recaptchaSiteKey',
    id: 'settings-recaptcha-site',
    label: 'reCAPTCHA Site Key',
    note: SETTING_NOTES.recaptchaKeys,
  },
  {
    key: 'recaptchaSecretKey',
    id: 'settings-recaptcha-secret',
    label: 'reCAPTCHA Secret Key',
    note: SETTING_NOTES.recaptchaKeys,
    secret: true,
  },
];

export function IntegrationsTab({ value, onChange, mode }: TabProps<IntegrationSettings>) {
  const { set, toggle } = groupSetter(value, onChange);
  return (
    <div className="admin-settings__tab">
      {INTEGRATION_FIELDS.map(({ key, id, label, note, secret }) => (
        <Field key={key} id={id} label={label} note={note(mode)}>
          {secret === true ? (
            <SecretInput
              id={id}
              value={value[key]}
              onChange={(v) => {
                set(key, v);
              }}
            />
          ) : (
            <Input
              id={id}
              autoComplete="off"
              value={value[key]}
              onChange={(e) => {
                set(key, e.target.value);
              }}
            />
          )}
        </Field>
      ))}
      <Toggle
        id="settings-social-login"
        label="Enable Social Login"
        note={SETTING_NOTES.enableSocialLogin(mode)}
        {...toggle('enableSocialLogin')}
      />
      <p className="admin-settings__note">{SECRETS_NOTE}</p>
    </div>
  );
}
