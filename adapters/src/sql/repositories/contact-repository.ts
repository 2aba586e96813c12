import { ContactMessage } from '@edgeboard/domain';
import type { ContactRepository, StoredContactMessage } from '@edgeboard/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db';
import { nowIso, parseRow, toIso } from '../row-mapping';
import type { ContactMessagesTable } from '../tables';
import { newestFirst } from './query-helpers';

function toContact(row: Selectable<ContactMessagesTable>): StoredContactMessage {
  const msg = parseRow(ContactMessage, 'contact_messages', row);
  return { ...msg, id: String(row.id), user_id: row.user_id, created_at: toIso(row.created_at) };
}

export class SqlContactRepository implements ContactRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async add(msg: ContactMessage & { user_id?: string | null }): Promise<StoredContactMessage> {
    const row = await this.db
      .insertInto('contact_messages')
      .values({
        name: msg.name,
        email: msg.email,
        message: msg.message,
        user_id: msg.user_id ?? null,
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toContact(row);
  }

  list(limit: number): Promise<StoredContactMessage[]> {
    return newestFirst(this.db.selectFrom('contact_messages').selectAll(), 'created_at', limit, toContact);
  }
}
