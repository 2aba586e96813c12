import type {
  MarketingCampaignRecord,
  MarketingContact,
  MarketingField,
  MarketingList,
  MarketingMessageRecord,
  MarketingRepository,
} from '@edgeboard/domain';
import { PostgresAdapter, sql } from 'kysely';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../db';
import { nowIso, toIso, toIsoOrNull } from '../row-mapping';
import type {
  MarketingCampaignsTable,
  MarketingContactsTable,
  MarketingListsTable,
  MarketingMessagesTable,
} from '../tables';
import { updateById } from './query-helpers';

const toList = (r: Selectable<MarketingListsTable>): MarketingList => ({ id: r.id, title: r.title });

const toContact = (r: Selectable<MarketingContactsTable>): MarketingContact => ({
  id: r.id,
  list_id: r.list_id,
  email: r.email,
  status: r.status,
  created_at: toIso(r.created_at),
});

const toMessage = (r: Selectable<MarketingMessagesTable>): MarketingMessageRecord => ({
  ...r,
  created_at: toIso(r.created_at),
});

const toCampaign = (r: Selectable<MarketingCampaignsTable>): MarketingCampaignRecord => ({
  ...r,
  scheduled_at: toIsoOrNull(r.scheduled_at),
  sent_at: toIsoOrNull(r.sent_at),
  created_at: toIso(r.created_at),
  updated_at: toIso(r.updated_at),
});

export class SqlMarketingRepository implements MarketingRepository {
  private readonly postgres: boolean;

  constructor(private readonly db: Kysely<Database>) {
    this.postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  }

  async createList(title: string): Promise<MarketingList> {
    const row = await this.db
      .insertInto('marketing_lists')
      .values({ title, created_at: nowIso() })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toList(row);
  }

  async ensureList(id: number, title: string): Promise<MarketingList> {
    await this.db
      .insertInto('marketing_lists')
      .values({ id, title, created_at: nowIso() })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    if (this.postgres) {
      // An explicit id does not advance a serial: move the sequence past it so createList never collides.
      await sql`select setval(pg_get_serial_sequence('marketing_lists', 'id'), greatest((select max(id) from marketing_lists), 1))`.execute(
        this.db,
      );
    }
    const row = await this.db
      .selectFrom('marketing_lists')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return toList(row);
  }

  async getList(id: number): Promise<MarketingList | null> {
    const row = await this.db
      .selectFrom('marketing_lists')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toList(row) : null;
  }

  async getLists(): Promise<MarketingList[]> {
    const rows = await this.db.selectFrom('marketing_lists').selectAll().orderBy('id').execute();
    return rows.map(toList);
  }

  async addContact(listId: number, email: string): Promise<{ contact: MarketingContact; created: boolean }> {
    const normalised = email.trim().toLowerCase();
    const now = nowIso();
    const inserted = await this.db
      .insertInto('marketing_contacts')
      .values({ list_id: listId, email: normalised, status: 'active', created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(['list_id', 'email']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { contact: toContact(inserted), created: true };
    const existing = await this.db
      .selectFrom('marketing_contacts')
      .selectAll()
      .where('list_id', '=', listId)
      .where('email', '=', normalised)
      .executeTakeFirstOrThrow();
    return { contact: toContact(existing), created: false };
  }

  async contactExists(email: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('marketing_contacts')
      .select('id')
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
    return row !== undefined;
  }

  async contacts(listId: number): Promise<MarketingContact[]> {
    const rows = await this.db
      .selectFrom('marketing_contacts')
      .selectAll()
      .where('list_id', '=', listId)
      .orderBy('id')
      .execute();
    return rows.map(toContact);
  }

  async createField(name: string, type: string): Promise<MarketingField> {
    const row = await this.db
      .insertInto('marketing_fields')
      .values({ name, type, created_at: nowIso() })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { id: row.id, name: row.name, type: row.type };
  }

  async getFields(): Promise<MarketingField[]> {
    const rows = await this.db
      .selectFrom('marketing_fields')
      .select(['id', 'name', 'type'])
      .orderBy('id')
      .execute();
    return rows;
  }

  async createMessage(
    msg: Omit<MarketingMessageRecord, 'id' | 'created_at'>,
  ): Promise<MarketingMessageRecord> {
    const row = await this.db
      .insertInto('marketing_messages')
      .values({ ...msg, created_at: nowIso() })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toMessage(row);
  }

  async getMessage(id: number): Promise<MarketingMessageRecord | null> {
    const row = await this.db
      .selectFrom('marketing_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toMessage(row) : null;
  }

  async createCampaign(messageId: number, scheduledAt: string | null): Promise<MarketingCampaignRecord> {
    const now = nowIso();
    const row = await this.db
      .insertInto('marketing_campaigns')
      .values({
        message_id: messageId,
        status: 'scheduled',
        scheduled_at: scheduledAt === null ? null : toIso(scheduledAt),
        sent_at: null,
        recipients: 0,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toCampaign(row);
  }

  async getCampaign(id: number): Promise<MarketingCampaignRecord | null> {
    const row = await this.db
      .selectFrom('marketing_campaigns')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toCampaign(row) : null;
  }

  async updateCampaign(
    id: number,
    patch: Partial<Pick<MarketingCampaignRecord, 'status' | 'sent_at' | 'recipients'>>,
  ): Promise<MarketingCampaignRecord | null> {
    const set: Updateable<MarketingCampaignsTable> = { updated_at: nowIso() };
    if (patch.status !== undefined) set.status = patch.status;
    if (patch.sent_at !== undefined) set.sent_at = patch.sent_at === null ? null : toIso(patch.sent_at);
    if (patch.recipients !== undefined) set.recipients = patch.recipients;
    return updateById(this.db, 'marketing_campaigns', id, set, toCampaign);
  }
}
