import type { PaymentEventRepository } from '@edgeboard/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { nowIso } from '../row-mapping';

export class SqlPaymentEventRepository implements PaymentEventRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async markProcessed(eventId: string, type: string): Promise<boolean> {
    // The primary key decides: of concurrent inserts of one id, only one returns a row.
    const row = await this.db
      .insertInto('payment_events')
      .values({ id: eventId, type, processed_at: nowIso() })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async isProcessed(eventId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('payment_events')
      .select('id')
      .where('id', '=', eventId)
      .executeTakeFirst();
    return row !== undefined;
  }
}
