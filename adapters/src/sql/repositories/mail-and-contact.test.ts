import { expect, it } from 'vitest';
import { describeEachEngine } from '../test-engines';
import { SqlContactRepository } from './contact-repository';
import { SqlMailOutboxRepository } from './mail-outbox-repository';
import { userId } from './test-rows';

describeEachEngine('SqlMailOutboxRepository and SqlContactRepository', (getDb) => {
  it('keeps outbox mail newest first, per recipient in any case', async () => {
    const outbox = new SqlMailOutboxRepository(getDb());
    const a = await outbox.add({
      to: 'Ann@Example.com',
      subject: 'Confirm',
      text: 'Click https://x/confirm',
      kind: 'confirmation',
    });
    expect(a).toMatchObject({ to: 'Ann@Example.com', subject: 'Confirm', kind: 'confirmation' });
    expect(a).not.toHaveProperty('html');
    await outbox.add({
      to: 'bob@example.com',
      subject: 'Reset',
      text: 'Reset',
      html: '<a href="https://x/reset">Reset</a>',
    });
    await outbox.add({ to: 'ann@example.com', subject: 'Reset', text: 'Reset' });
    expect((await outbox.list(10)).map((m) => m.subject)).toEqual(['Reset', 'Reset', 'Confirm']);
    expect((await outbox.list(10))[1]?.html).toContain('href');
    expect((await outbox.listTo('ANN@example.com', 10)).map((m) => m.subject)).toEqual(['Reset', 'Confirm']);
  });

  it('stores contact messages', async () => {
    const contacts = new SqlContactRepository(getDb());
    const m = await contacts.add({
      name: 'Ann',
      email: 'ann@example.com',
      message: 'Hello',
      user_id: userId(1),
    });
    expect(m).toMatchObject({ name: 'Ann', email: 'ann@example.com', message: 'Hello', user_id: userId(1) });
    await contacts.add({ name: 'Bob', email: 'bob@example.com', message: 'Hi' });
    expect((await contacts.list(10)).map((c) => [c.name, c.user_id])).toEqual([
      ['Bob', null],
      ['Ann', userId(1)],
    ]);
  });
});
