import { expect, it } from 'vitest';
import { describeEachEngine } from '../test-engines';
import { SqlMarketingRepository } from './marketing-repository';

describeEachEngine('SqlMarketingRepository', (getDb) => {
  const repo = () => new SqlMarketingRepository(getDb());

  it('creates a list with a fixed id once, keeping its first title', async () => {
    expect(await repo().getList(1)).toBeNull();
    expect(await repo().ensureList(1, 'Launch')).toEqual({ id: 1, title: 'Launch' });
    expect(await repo().ensureList(1, 'Renamed')).toEqual({ id: 1, title: 'Launch' });
    expect(await repo().getList(1)).toEqual({ id: 1, title: 'Launch' });
    expect(await repo().getList(9)).toBeNull();
  });

  it('adds a contact once per list, lower-cased', async () => {
    const list = await repo().ensureList(3, 'Contacts');
    const first = await repo().addContact(list.id, ' Fan@Example.com ');
    expect(first.created).toBe(true);
    expect(first.contact).toMatchObject({ list_id: list.id, email: 'fan@example.com', status: 'active' });
    const again = await repo().addContact(list.id, 'fan@example.com');
    expect(again).toEqual({ contact: first.contact, created: false });
    expect(await repo().contactExists('FAN@example.com')).toBe(true);
    expect(await repo().contactExists('other@example.com')).toBe(false);
  });
});
