import type { MailMessage } from '../mailer.port';

export interface OutboxMail extends MailMessage {
  id: string;
  kind: string | null;
  created_at: string;
}

/** Mail the local mailer "sends": kept for the /dev/mail page and tests. */
export interface MailOutboxRepository {
  add(msg: MailMessage & { kind?: string | null }): Promise<OutboxMail>;
  /** Newest first. */
  list(limit: number): Promise<OutboxMail[]>;
  /** Newest first, one recipient (address matched case-insensitively). */
  listTo(address: string, limit: number): Promise<OutboxMail[]>;
}
