import { expect, it } from 'vitest';
import { describeEachEngine } from '../test-engines';
import { SqlMarketingRepository } from './marketing-repository';

describeEachEngine('SqlMarketingRepository', (getDb) => {
  const repo = () => new SqlMarketingRepository(getDb());

  it('keeps lists, with a fixed default list that later lists never collide with', async () => {
    expect(await repo().ensureList(1, 'Launch')).toEqual({ id: 1, title: 'Launch' });
    expect(await repo().ensureList(1, 'Renamed')).toEqual({ id: 1, title: 'Launch' });
    const next = await repo().createList('Newsletter');
    expect(next.id).toBe(2);
    expect(await repo().getLists()).toEqual([
      { id: 1, title: 'Launch' },
      { id: 2, title: 'Newsletter' },
    ]);
    expect(await repo().getList(9)).toBeNull();
  });

  it('adds a contact once per list, lower-cased', async () => {
    const list = await repo().createList('Contacts');
    const first = await repo().addContact(list.id, ' Fan@Example.com ');
    expect(first.created).toBe(true);
    expect(first.contact).toMatchObject({ list_id: list.id, email: 'fan@example.com', status: 'active' });
    const again = await repo().addContact(list.id, 'fan@example.com');
    expect(again).toEqual({ contact: first.contact, created: false });
    expect(await repo().contacts(list.id)).toHaveLength(1);
    expect(await repo().contactExists('FAN@example.com')).toBe(true);
    expect(await repo().contactExists('other@example.com')).toBe(false);
  });

  it('stores fields, messages and campaigns with their status', async () => {
    const list = await repo().createList('Campaigns');
    expect(await repo().createField('first_name', 'string')).toMatchObject({
      name: 'first_name',
      type: 'string',
    });
    expect((await repo().getFields()).map((f) => f.name)).toContain('first_name');
    const msg = await repo().createMessage({
      list_id: list.id,
      sender_name: 'Edge',
      sender_email: 'news@example.com',
      subject: 'Week 1',
      body: '<p>Picks</p>',
    });
    expect(await repo().getMessage(msg.id)).toEqual(msg);
    const campaign = await repo().createCampaign(msg.id, '2025-09-05T10:00:00Z');
    expect(campaign).toMatchObject({
      message_id: msg.id,
      status: 'scheduled',
      scheduled_at: '2025-09-05T10:00:00.000Z',
      recipients: 0,
    });
    const sent = await repo().updateCampaign(campaign.id, {
      status: 'sent',
      sent_at: '2025-09-05T10:01:00.000Z',
      recipients: 3,
    });
    expect(sent).toMatchObject({ status: 'sent', sent_at: '2025-09-05T10:01:00.000Z', recipients: 3 });
    expect(await repo().getCampaign(campaign.id)).toEqual(sent);
    expect(await repo().updateCampaign(999, { status: 'sent' })).toBeNull();
  });
});
