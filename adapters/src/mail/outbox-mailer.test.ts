import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../sql/db';
import { migrateToLatest } from '../sql/migrate';
import { SqlMailOutboxRepository } from '../sql/repositories/mail-outbox-repository';
import { OutboxMailer } from './outbox-mailer';

describe('OutboxMailer', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = createDb(':memory:');
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('stores every message in the outbox with its kind, newest first', async () => {
    const outbox = new SqlMailOutboxRepository(handle.db);
    const mailer = new OutboxMailer(outbox);
    await mailer.send({ to: 'a@example.com', subject: 'First', text: 'one' });
    await new Promise((r) => setTimeout(r, 5));
    await mailer
      .withKind('contact')
      .send({ to: 'b@example.com', subject: 'Second', text: 'two', html: '<p>two</p>' });
    const listed = await outbox.list(10);
    expect(listed.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(listed[0]).toMatchObject({ to: 'b@example.com', kind: 'contact', html: '<p>two</p>' });
    expect(listed[1]?.kind).toBeNull();
  });
});
