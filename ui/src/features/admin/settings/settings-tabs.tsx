import type { ReactNode } from 'react';
import { Input, Select, Switch } from 'antd';
import type { ApplicationSettings, IntegrationSettings, NotificationSettings, Role } from '@edgeboard/domain';
import { RecipientList } from './recipient-list';
import { SecretInput } from './secret-input';

export const SECRETS_NOTE =
  'Note: Secret keys should be stored securely on the server. This is for demonstration only.';

const ROLE_OPTIONS: { value: Role; label: string }[] = [
  { value: 'free', label: 'Free' },
  { value: 'user', label: 'User' },
  { value: 'admin', label: 'Admin' },
];

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="admin-settings__field">
      <label htmlFor={id} className="admin-settings__label">
        {label}
      </label>
      {children}
    </div>
  );
}

function Toggle({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <div className="admin-settings__toggle">
      <Switch id={id} checked={checked} onChange={onChange} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

interface TabProps<T> {
  value: T;
  onChange: (next: T) => void;
}

export function ApplicationTab({ value, onChange }: TabProps<ApplicationSettings>) {
  const set = <K extends keyof ApplicationSettings>(key: K, v: ApplicationSettings[K]) => {
    onChange({ ...value, [key]: v });
  };
  return (
    <div className="admin-settings__tab">
      <Field id="settings-site-name" label="Site Name">
        <Input
          id="settings-site-name"
          value={value.siteName}
          onChange={(e) => {
            set('siteName', e.target.value);
          }}
        />
      </Field>
      <Field id="settings-site-description" label="Site Description">
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
        onChange={(v) => {
          set('maintenanceMode', v);
        }}
      />
      <Toggle
        id="settings-registration"
        label="Allow User Registration"
        checked={value.allowRegistration}
        onChange={(v) => {
          set('allowRegistration', v);
        }}
      />
      <Field id="settings-default-role" label="Default User Role">
        <Select<Role>
          id="settings-default-role"
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
const NOTIFICATION_TOGGLES: readonly { key: NotificationSwitch; id: string; label: string }[] = [
  {
    key: 'enableEmailNotifications',
    id: 'settings-email-notifications',
    label: 'Enable Email Notifications',
  },
  { key: 'enablePushNotifications', id: 'settings-push-notifications', label: 'Enable Push Notifications' },
  { key: 'notifyOnNewUser', id: 'settings-notify-new-user', label: 'Notify on New User Registration' },
  { key: 'notifyOnNewSubscription', id: 'settings-notify-subscription', label: 'Notify on New Subscription' },
  { key: 'notifyOnError', id: 'settings-notify-error', label: 'Notify on System Errors' },
];

export function NotificationsTab({ value, onChange }: TabProps<NotificationSettings>) {
  const set = <K extends keyof NotificationSettings>(key: K, v: NotificationSettings[K]) => {
    onChange({ ...value, [key]: v });
  };
  return (
    <div className="admin-settings__tab">
      {NOTIFICATION_TOGGLES.map(({ key, id, label }) => (
        <Toggle
          key={key}
          id={id}
          label={label}
          checked={value[key]}
          onChange={(v) => {
            set(key, v);
          }}
        />
      ))}
      <div className="admin-settings__field">
        <h3 className="admin-settings__label">Admin Email Recipients</h3>
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

export function IntegrationsTab({ value, onChange }: TabProps<IntegrationSettings>) {
  const set = <K extends keyof IntegrationSettings>(key: K, v: IntegrationSettings[K]) => {
    onChange({ ...value, [key]: v });
  };
  return (
    <div className="admin-settings__tab">
      <Field id="settings-stripe-public" label="Stripe Public Key">
        <Input
          id="settings-stripe-public"
          autoComplete="off"
          value={value.stripePublicKey}
          onChange={(e) => {
            set('stripePublicKey', e.target.value);
          }}
        />
      </Field>
      <Field id="settings-stripe-secret" label="Stripe Secret Key">
        <SecretInput
          id="settings-stripe-secret"
          value={value.stripeSecretKey}
          onChange={(v) => {
            set('stripeSecretKey', v);
          }}
        />
      </Field>
      <Field id="settings-analytics-id" label="Google Analytics ID">
        <Input
          id="settings-analytics-id"
          autoComplete="off"
          value={value.googleAnalyticsId}
          onChange={(e) => {
            set('googleAnalyticsId', e.target.value);
          }}
        />
      </Field>
      <Field id="settings-recaptcha-site" label="reCAPTCHA Site Key">
        <Input
          id="settings-recaptcha-site"
          autoComplete="off"
          value={value.recaptchaSiteKey}
          onChange={(e) => {
            set('recaptchaSiteKey', e.target.value);
          }}
        />
      </Field>
      <Field id="settings-recaptcha-secret" label="reCAPTCHA Secret Key">
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
        onChange={(v) => {
          set('enableSocialLogin', v);
        }}
      />
      <p className="admin-settings__note">{SECRETS_NOTE}</p>
    </div>
  );
}
