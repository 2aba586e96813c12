import type { MailMessage, MailOutboxRepository, OutboxMail } from '@edgeboard/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db';
import { nowIso, toIso } from '../row-mapping';
import type { MailOutboxTable } from '../tables';
import { newestFirst } from './query-helpers';

function toMail(row: Selectable<MailOutboxTable>): OutboxMail {
  return {
    id: String(row.id),
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    ...(row.html_body === null ? {} : { html: row.html_body }),
    kind: row.kind,
    created_at: toIso(row.created_at),
  };
}

export class SqlMailOutboxRepository implements MailOutboxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async add(msg: MailMessage & { kind?: string | null }): Promise<OutboxMail> {
    const row = await this.db
      .insertInto('mail_outbox')
      .values({
        to_address: msg.to,
        subject: msg.subject,
        text_body: msg.text,
        html_body: msg.html ?? null,
        kind: msg.kind ?? null,
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toMail(row);
  }

  list(limit: number): Promise<OutboxMail[]> {
    return newestFirst(this.db.selectFrom('mail_outbox').selectAll(), 'created_at', limit, toMail);
  }

  listTo(address: string, limit: number): Promise<OutboxMail[]> {
    const query = this.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['to_address']), '=', address.trim().toLowerCase()));
    return newestFirst(query, 'created_at', limit, toMail);
  }
}
