import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_EMAIL_MESSAGE, NotFoundError, ValidationError } from '@edgeboard/domain';
import { createDb, type DbHandle } from '../sql/db';
import { migrateToLatest } from '../sql/migrate';
import { SqlMailOutboxRepository } from '../sql/repositories/mail-outbox-repository';
import { SqlMarketingRepository } from '../sql/repositories/marketing-repository';
import { OutboxMailer } from '../mail/outbox-mailer';
import { LocalMarketingService } from './local-marketing-service';

describe('LocalMarketingService', () => {
  let handle: DbHandle;
  let service: LocalMarketingService;
  let outbox: SqlMailOutboxRepository;
  let now = new Date('2025-09-01T12:00:00Z');

  beforeAll(async () => {
    handle = createDb(':memory:');
    await migrateToLatest(handle.db);
    outbox = new SqlMailOutboxRepository(handle.db);
    service = new LocalMarketingService(new SqlMarketingRepository(handle.db), new OutboxMailer(outbox), {
      now: () => now,
    });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('subscribes to the default list 1 even before it exists, once per address', async () => {
    expect(await service.subscribe('  Fan@Example.com ', 1)).toEqual({ ok: true });
    expect(await service.subscribe('fan@example.com', 1)).toEqual({ ok: true });
    expect(await service.checkEmail('FAN@example.com')).toEqual({ exists: true });
    expect(await service.checkEmail('nobody@example.com')).toEqual({ exists: false });
    expect((await service.getLists()).map((l) => l.id)).toContain(1);
  });

  it('refuses a bad address with the spec message and an unknown list', async () => {
    expect(await service.subscribe('not-an-email', 1)).toEqual({ ok: false, error: INVALID_EMAIL_MESSAGE });
    expect(await service.subscribe('a@b.co', 999)).toEqual({ ok: false, error: 'List 999 does not exist' });
  });

  it('registers an address without keeping the password', async () => {
    expect(await service.register('new@example.com', 'Secret1!')).toEqual({ ok: true });
    expect(await service.checkEmail('new@example.com')).toEqual({ exists: true });
    expect(await service.register('new@example.com', '')).toMatchObject({ ok: false });
  });

  it('creates lists and fields, validating their input', async () => {
    const list = await service.createList('Weekly picks');
    expect(list.title).toBe('Weekly picks');
    await expect(service.createList('  ')).rejects.toBeInstanceOf(ValidationError);
    const field = await service.createField('favourite_team', 'string');
    expect(await service.getFields()).toContainEqual(field);
    await expect(service.createField('bad name', 'string')).rejects.toBeInstanceOf(ValidationError);
    await expect(service.createField('ok', 'blob')).rejects.toBeInstanceOf(ValidationError);
  });

  it('imports contacts, sends a test e-mail and a campaign to the outbox, with its status and stats', async () => {
    const list = await service.createList('Campaign list');
    expect(
      await service.importContacts(list.id, ['a@example.com', 'b@example.com', 'bad', 'a@example.com']),
    ).toEqual({
      imported: 2,
    });
    const { messageId } = await service.createEmailMessage({
      listId: list.id,
      subject: 'Week 3 picks',
      senderName: 'EdgeBoard',
      senderEmail: 'picks@edgeboard.test',
      body: '<p>Our <b>best</b> picks</p>',
    });
    expect(await service.sendTestEmail(messageId, 'admin@example.com')).toEqual({ ok: true });
    expect((await outbox.listTo('admin@example.com', 5))[0]?.subject).toBe('[Test] Week 3 picks');

    const later = new Date(now.getTime() + 3_600_000);
    const { campaignId } = await service.createCampaign(messageId, later);
    expect(await service.campaignStatus(campaignId)).toEqual({ id: campaignId, status: 'scheduled' });
    expect((await service.campaignStats(campaignId)).sent).toBe(0);
    now = new Date(later.getTime() + 1000);
    expect(await service.campaignStatus(campaignId)).toEqual({ id: campaignId, status: 'completed' });
    expect(await service.campaignStats(campaignId)).toEqual({
      id: campaignId,
      sent: 2,
      delivered: 2,
      opened: 0,
      clicked: 0,
      unsubscribed: 0,
    });
    expect((await outbox.listTo('b@example.com', 5))[0]).toMatchObject({
      subject: 'Week 3 picks',
      text: 'Our best picks',
    });
  });

  it('answers not found for unknown lists, messages and campaigns', async () => {
    await expect(service.importContacts(424242, ['a@example.com'])).rejects.toBeInstanceOf(NotFoundError);
    await expect(service.createCampaign(424242)).rejects.toBeInstanceOf(NotFoundError);
    await expect(service.campaignStatus(424242)).rejects.toBeInstanceOf(NotFoundError);
    expect(await service.sendTestEmail(424242, 'a@example.com')).toMatchObject({ ok: false });
  });
});
