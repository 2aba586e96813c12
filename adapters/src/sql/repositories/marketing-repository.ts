import type { MarketingContact, MarketingList, MarketingRepository } from '@edgeboard/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db';
import { nowIso, toIso } from '../row-mapping';
import type { MarketingContactsTable, MarketingListsTable } from '../tables';
import { selectById } from './query-helpers';

const toList = (r: Selectable<MarketingListsTable>): MarketingList => ({ id: r.id, title: r.title });

const toContact = (r: Selectable<MarketingContactsTable>): MarketingContact => ({
  id: r.id,
  list_id: r.list_id,
  email: r.email,
  status: r.status,
  created_at: toIso(r.created_at),
});

export class SqlMarketingRepository implements MarketingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async ensureList(id: number, title: string): Promise<MarketingList> {
    await this.db
      .insertInto('marketing_lists')
      .values({ id, title, created_at: nowIso() })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const list = await this.getList(id);
    if (!list) throw new Error(`Marketing list ${id} was not created`);
    return list;
  }

  async getList(id: number): Promise<MarketingList | null> {
    return selectById(this.db, 'marketing_lists', id, toList);
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
}
