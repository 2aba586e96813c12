import { DEFAULT_SETTINGS, type AdminSettings, type MailMessage } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { AdminNotifier } from './admin-notifier';

function setup(notification: Partial<AdminSettings['notification']> = {}) {
  let settings: AdminSettings = {
    ...DEFAULT_SETTINGS,
    application: { ...DEFAULT_SETTINGS.application, siteName: 'Edge HQ' },
    notification: { ...DEFAULT_SETTINGS.notification, adminEmailRecipients: ['ops@x.io'], ...notification },
  };
  let t = Date.parse('2026-01-01T00:00:00Z');
  const sent: MailMessage[] = [];
  const failures: unknown[] = [];
  let failMail = false;
  const notifier = new AdminNotifier({
    settings: { get: () => Promise.resolve(settings) },
    mailer: {
      send: (m) => (failMail ? Promise.reject(new Error('smtp down')) : (sent.push(m), Promise.resolve())),
    },
    clock: { now: () => new Date(t) },
    onFailure: (err) => failures.push(err),
    errorIntervalMs: 60_000,
  });
  return {
    notifier,
    sent,
    failures,
    advance: (ms: number) => (t += ms),
    failMail: () => (failMail = true),
    update: (n: Partial<AdminSettings['notification']>) =>
      (settings = { ...settings, notification: { ...settings.notification, ...n } }),
  };
}

describe('AdminNotifier', () => {
  it('mails each recipient about a new user and a new subscription, naming the site', async () => {
    const t = setup({ adminEmailRecipients: ['ops@x.io', 'ceo@x.io'] });
    await t.notifier.newUser({ email: 'new@x.io', name: 'New' });
    await t.notifier.newSubscription({ userId: 'u1', email: 'new@x.io', detail: 'pro (active)' });
    expect(t.sent.map((m) => m.to)).toEqual(['ops@x.io', 'ceo@x.io', 'ops@x.io', 'ceo@x.io']);
    expect(t.sent[0]?.subject).toBe('[Edge HQ] New user registration: new@x.io');
    expect(t.sent[2]?.subject).toBe('[Edge HQ] New subscription: pro (active)');
  });

  it('sends nothing when the event or e-mail notifications are switched off', async () => {
    const t = setup({ notifyOnNewUser: false });
    await t.notifier.newUser({ email: 'a@x.io', name: 'A' });
    t.update({ notifyOnNewUser: true, enableEmailNotifications: false });
    await t.notifier.newUser({ email: 'a@x.io', name: 'A' });
    await t.notifier.systemError(new Error('boom'), 'GET /api/x');
    expect(t.sent).toEqual([]);
  });

  it('reports errors at most once per interval and counts the ones it held back', async () => {
    const t = setup();
    await t.notifier.systemError(new Error('db gone'), 'GET /api/props');
    await t.notifier.systemError(new Error('db gone'), 'GET /api/props');
    await t.notifier.systemError(new Error('db gone'), 'GET /api/props');
    expect(t.sent).toHaveLength(1);
    expect(t.sent[0]?.text).toContain('Error: db gone');
    expect(t.sent[0]?.text).not.toMatch(/\n\s+at /);
    t.advance(60_000);
    await t.notifier.systemError(new Error('still gone'), 'GET /api/me');
    expect(t.sent).toHaveLength(2);
    expect(t.sent[1]?.text).toContain('2 more error(s)');
  });

  it('never throws: a mail failure is reported to the caller', async () => {
    const t = setup();
    t.failMail();
    await expect(t.notifier.newUser({ email: 'a@x.io', name: 'A' })).resolves.toBeUndefined();
    expect(t.failures).toHaveLength(1);
  });
});
