import { describe, expect, it } from 'vitest';
import { AdminSettings, DEFAULT_SETTINGS } from '../entities/admin';
import {
  maskSecret,
  maskSettings,
  notificationRecipients,
  registrationRole,
  replaceSettingsGroup,
  resetSettingsGroup,
} from './settings';

const stored: AdminSettings = {
  ...DEFAULT_SETTINGS,
  application: { ...DEFAULT_SETTINGS.application, siteName: 'Custom' },
  notification: { ...DEFAULT_SETTINGS.notification, adminEmailRecipients: ['ops@example.com'] },
  integration: {
    ...DEFAULT_SETTINGS.integration,
    stripeSecretKey: 'sk_test_abcdef1234',
    recaptchaSecretKey: 'rc',
  },
};

describe('settings rules', () => {
  it('defaults match the spec', () => {
    expect(AdminSettings.parse(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS.application).toEqual({
      siteName: 'EdgeBoard',
      siteDescription: 'sports betting analytics platform',
      maintenanceMode: false,
      allowRegistration: true,
      defaultUserRole: 'free',
    });
  });

  it('masks secrets, keeping at most the last 4 characters', () => {
    expect(maskSecret('')).toBe('');
    expect(maskSecret('abcd')).not.toContain('abcd');
    expect(maskSecret('sk_test_abcdef1234').endsWith('1234')).toBe(true);
    const masked = maskSettings(stored);
    expect(masked.integration.stripeSecretKey).not.toContain('abcdef');
    expect(masked.integration.recaptchaSecretKey).not.toContain('rc');
    expect(stored.integration.stripeSecretKey).toBe('sk_test_abcdef1234');
  });

  it('replaces only the saved group and keeps secrets sent back masked', () => {
    const masked = maskSettings(stored);
    const next = replaceSettingsGroup(stored, 'integration', {
      ...masked.integration,
      googleAnalyticsId: 'G-1',
    });
    expect(next.integration.stripeSecretKey).toBe('sk_test_abcdef1234');
    expect(next.integration.googleAnalyticsId).toBe('G-1');
    expect(next.application.siteName).toBe('Custom');
    const typed = replaceSettingsGroup(stored, 'integration', {
      ...masked.integration,
      stripeSecretKey: 'sk_new',
    });
    expect(typed.integration.stripeSecretKey).toBe('sk_new');
    const app = replaceSettingsGroup(stored, 'application', { ...stored.application, maintenanceMode: true });
    expect(app.application.maintenanceMode).toBe(true);
    expect(app.notification).toEqual(stored.notification);
  });

  it('resets only one group to defaults', () => {
    const reset = resetSettingsGroup(stored, 'notification');
    expect(reset.notification).toEqual(DEFAULT_SETTINGS.notification);
    expect(reset.notification.adminEmailRecipients).not.toBe(
      DEFAULT_SETTINGS.notification.adminEmailRecipients,
    );
    expect(reset.application.siteName).toBe('Custom');
  });

  it('never gives a self-registration the admin role, whatever the stored default', () => {
    const app = DEFAULT_SETTINGS.application;
    expect(registrationRole({ ...app, defaultUserRole: 'user' })).toBe('user');
    expect(registrationRole({ ...app, defaultUserRole: 'free' })).toBe('free');
    expect(registrationRole({ ...app, defaultUserRole: 'admin' })).toBe('free');
  });

  it('e-mails the recipients about an event only when e-mail and that event are both switched on', () => {
    const on = { ...DEFAULT_SETTINGS.notification, adminEmailRecipients: ['a@x.io', 'b@x.io', 'a@x.io'] };
    expect(notificationRecipients(on, 'newUser')).toEqual(['a@x.io', 'b@x.io']);
    expect(notificationRecipients({ ...on, notifyOnNewUser: false }, 'newUser')).toEqual([]);
    expect(notificationRecipients({ ...on, notifyOnNewUser: false }, 'newSubscription')).toHaveLength(2);
    expect(notificationRecipients({ ...on, notifyOnError: false }, 'systemError')).toEqual([]);
    expect(notificationRecipients({ ...on, enableEmailNotifications: false }, 'systemError')).toEqual([]);
  });
});
