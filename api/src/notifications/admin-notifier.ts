// The Notifications settings at work: new users, new subscriptions and server errors are e-mailed to the admin
// recipients through the mode's mailer (the outbox locally, SMTP hosted). Notifying is best effort: a failure
// is logged and never fails the sign-up, payment or request that caused it.
import {
  notificationRecipients,
  type AdminNotificationEvent,
  type Clock,
  type Mailer,
  type SettingsRepository,
} from '@edgeboard/domain';

export interface AdminNotifierDeps {
  settings: Pick<SettingsRepository, 'get'>;
  mailer: Mailer;
  clock: Clock;
  onFailure: (err: unknown, event: AdminNotificationEvent) => void;
  /** At most one error mail per this interval, so a failing dependency does not flood the inbox. */
  errorIntervalMs?: number;
}

export const ERROR_MAIL_INTERVAL_MS = 15 * 60_000;

export class AdminNotifier {
  private lastErrorMailAt: number | null = null;
  private suppressedErrors = 0;

  constructor(private readonly deps: AdminNotifierDeps) {}

  newUser(user: { email: string; name: string }): Promise<void> {
    return this.send('newUser', (site) => ({
      subject: `[${site}] New user registration: ${user.email}`,
      text: `${user.name || user.email} <${user.email}> signed up at ${this.now()}.`,
    }));
  }

  newSubscription(sub: { userId: string; email?: string; detail: string }): Promise<void> {
    return this.send('newSubscription', (site) => ({
      subject: `[${site}] New subscription: ${sub.detail}`,
      text: `User ${sub.email ?? sub.userId} subscribed at ${this.now()}: ${sub.detail}.`,
    }));
  }

  /** Reports an unexpected server error; throttled. Only the error's name and message are sent, no stack. */
  systemError(err: unknown, context: string): Promise<void> {
    const now = this.deps.clock.now().getTime();
    const interval = this.deps.errorIntervalMs ?? ERROR_MAIL_INTERVAL_MS;
    if (this.lastErrorMailAt !== null && now - this.lastErrorMailAt < interval) {
      this.suppressedErrors += 1;
      return Promise.resolve();
    }
    this.lastErrorMailAt = now;
    const suppressed = this.suppressedErrors;
    this.suppressedErrors = 0;
    const summary = err instanceof Error ? `${err.name}: ${err.message}` : 'Unknown error';
    return this.send('systemError', (site) => ({
      subject: `[${site}] Server error: ${context}`,
      text: [
        `An unexpected error at ${this.now()} while handling ${context}:`,
        summary,
        suppressed > 0
          ? `${String(suppressed)} more error(s) since the previous report were not mailed.`
          : '',
        'Details are in the server log.',
      ]
        .filter(Boolean)
        .join('\n'),
    }));
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  private async send(
    event: AdminNotificationEvent,
    compose: (siteName: string) => { subject: string; text: string },
  ): Promise<void> {
    try {
      const settings = await this.deps.settings.get();
      const recipients = notificationRecipients(settings.notification, event);
      if (recipients.length === 0) return;
      const message = compose(settings.application.siteName);
      for (const to of recipients) await this.deps.mailer.send({ to, ...message });
    } catch (err) {
      this.deps.onFailure(err, event);
    }
  }
}
