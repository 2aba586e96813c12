// Local mode sends no e-mail: every message lands in the outbox table, where /dev/mail shows it (with its
// links clickable) and tests read it.
import type { MailMessage, Mailer, MailOutboxRepository } from '@edgeboard/domain';

export class OutboxMailer implements Mailer {
  constructor(
    private readonly outbox: MailOutboxRepository,
    /** Stored with each message so the outbox page can say what it was (contact, confirmation...). */
    private readonly kind: string | null = null,
  ) {}

  async send(msg: MailMessage): Promise<void> {
    await this.outbox.add({ ...msg, kind: this.kind });
  }

  /** The same outbox, tagging messages with another kind. */
  withKind(kind: string): OutboxMailer {
    return new OutboxMailer(this.outbox, kind);
  }
}
