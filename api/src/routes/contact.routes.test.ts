import { describe, expect, it } from 'vitest';
import { OutboxMailer } from '@edgeboard/adapters/mail/outbox-mailer';
import { MemoryRateLimiter } from '@edgeboard/adapters/rate-limit/memory-rate-limiter';
import {
  CONTACT_FAILURE_MESSAGE,
  CONTACT_SUCCESS_MESSAGE,
  DEFAULT_SETTINGS,
  type Mailer,
} from '@edgeboard/domain';
import { testApp, viewerFor, SUBSCRIBER_ID } from './admin/route-testing';
import { contactRoutes } from './contact.routes';
import { opened } from '../testing/per-suite';
import { openTestDb } from '../testing/test-db';

type Err = { error: { code: string; message: string; field?: string } };

describe('POST /api/contact', () => {
  const db = opened(openTestDb);

  const appWith = (mailer: Mailer, signedIn = false) =>
    testApp(
      () => (signedIn ? viewerFor('user') : null),
      contactRoutes({
        contacts: db.repos.contacts,
        mailer,
        settings: db.repos.settings,
        inbox: 'support@edgeboard.test',
        limiter: new MemoryRateLimiter(),
      }),
    );
  const send = (app: ReturnType<typeof appWith>, body: unknown) =>
    app.request('/api/contact', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });

  it('stores the message and mails it to the contact inbox (the outbox locally)', async () => {
    const app = appWith(new OutboxMailer(db.repos.mailOutbox, 'contact'), true);
    const res = await send(app, { name: 'Fran', email: 'fran@example.com', message: 'Love the picks' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: CONTACT_SUCCESS_MESSAGE });
    expect((await db.repos.contacts.list(5))[0]).toMatchObject({
      name: 'Fran',
      email: 'fran@example.com',
      message: 'Love the picks',
      user_id: SUBSCRIBER_ID,
    });
    const mail = (await db.repos.mailOutbox.listTo('support@edgeboard.test', 5))[0];
    expect(mail).toMatchObject({ subject: 'Contact form: Fran', kind: 'contact' });
    expect(mail?.text).toContain('fran@example.com');
    expect(mail?.text).toContain('Love the picks');
  });

  it('mails the admin recipients from the settings when there are some', async () => {
    await db.repos.settings.saveGroup('notification', {
      ...DEFAULT_SETTINGS.notification,
      adminEmailRecipients: ['ops@edgeboard.test', 'ceo@edgeboard.test'],
    });
    const res = await send(appWith(new OutboxMailer(db.repos.mailOutbox)), {
      name: 'Anon',
      email: 'anon@example.com',
      message: 'Hi',
    });
    expect(res.status).toBe(200);
    expect(await db.repos.mailOutbox.listTo('ops@edgeboard.test', 5)).toHaveLength(1);
    expect(await db.repos.mailOutbox.listTo('ceo@edgeboard.test', 5)).toHaveLength(1);
    expect((await db.repos.contacts.list(1))[0]?.user_id).toBeNull();
    await db.repos.settings.saveGroup('notification', DEFAULT_SETTINGS.notification);
  });

  it('requires name, email and message: a 400 naming the field', async () => {
    const app = appWith(new OutboxMailer(db.repos.mailOutbox));
    for (const [body, field] of [
      [{ email: 'a@b.co', message: 'm' }, 'name'],
      [{ name: '  ', email: 'a@b.co', message: 'm' }, 'name'],
      [{ name: 'n', email: 'not-mail', message: 'm' }, 'email'],
      [{ name: 'n', email: 'a@b.co', message: '' }, 'message'],
    ] as const) {
      const res = await send(app, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as Err).error.field).toBe(field);
    }
  });

  it('answers the spec failure message when the mail cannot be sent', async () => {
    const res = await send(appWith({ send: () => Promise.reject(new Error('smtp down')) }), {
      name: 'n',
      email: 'a@b.co',
      message: 'm',
    });
    expect(res.status).toBe(503);
    expect(((await res.json()) as Err).error.message).toBe(CONTACT_FAILURE_MESSAGE);
  });

  it('limits a client to 5 messages per 10 minutes', async () => {
    const app = appWith(new OutboxMailer(db.repos.mailOutbox));
    for (let i = 0; i < 5; i++)
      expect((await send(app, { name: 'n', email: 'a@b.co', message: `m${i}` })).status).toBe(200);
    expect((await send(app, { name: 'n', email: 'a@b.co', message: 'again' })).status).toBe(429);
  });
});
