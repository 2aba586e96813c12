import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '@edgeboard/adapters/sql/db';
import { migrateToLatest } from '@edgeboard/adapters/sql/migrate';
import { createSqlRepositories, type SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { LocalMarketingService } from '@edgeboard/adapters/marketing/local-marketing-service';
import { OutboxMailer } from '@edgeboard/adapters/mail/outbox-mailer';
import { MemoryRateLimiter } from '@edgeboard/adapters/rate-limit/memory-rate-limiter';
import { INVALID_EMAIL_MESSAGE, type Role } from '@edgeboard/domain';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/app-env';
import { documentedRoutes, testApp, viewerFor } from '../admin/route-testing';
import { marketingRoutes } from './marketing.routes';

type Err = { error: { code: string; message: string; field?: string } };

describe('/api/selzy', () => {
  let handle: DbHandle;
  let repos: SqlRepositories;
  let app: OpenAPIHono<AppEnv>;
  let role: Role | null = 'admin';
  let limiter: MemoryRateLimiter;

  beforeAll(async () => {
    handle = createDb(':memory:');
    await migrateToLatest(handle.db);
    repos = createSqlRepositories(handle.db);
  });
  beforeEach(() => {
    role = 'admin';
    limiter = new MemoryRateLimiter();
    const marketing = new LocalMarketingService(repos.marketing, new OutboxMailer(repos.mailOutbox));
    app = testApp(() => (role === null ? null : viewerFor(role)), marketingRoutes({ marketing, limiter }));
  });
  afterAll(async () => {
    await handle.close();
  });

  const post = (path: string, body: unknown) =>
    app.request(path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
  const field = async (res: Response) => ((await res.json()) as Err).error.field;

  it('subscribe is public: ok for a valid address, the spec message for a bad one', async () => {
    role = null;
    const ok = await post('/api/selzy/subscribe', { email: ' fan@example.com ', list_id: 1 });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true });
    expect(await repos.marketing.contactExists('fan@example.com')).toBe(true);
    const bad = await post('/api/selzy/subscribe', { email: 'fan@', list_id: 1 });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: { code: 'invalid_email', message: INVALID_EMAIL_MESSAGE, field: 'email' },
    });
    expect(await field(await post('/api/selzy/subscribe', { email: 'a@b.co', list_id: 'one' }))).toBe(
      'list_id',
    );
    const unknownList = await post('/api/selzy/subscribe', { email: 'a@b.co', list_id: 77 });
    expect(unknownList.status).toBe(400);
    expect(((await unknownList.json()) as Err).error.message).toBe('List 77 does not exist');
  });

  it('register is public and validates its input', async () => {
    role = null;
    expect(
      await (await post('/api/selzy/register', { email: 'new@example.com', password: 'x1!Aaaaa' })).json(),
    ).toEqual({ ok: true });
    expect(await field(await post('/api/selzy/register', { email: 'new', password: 'x' }))).toBe('email');
    expect(await field(await post('/api/selzy/register', { email: 'new@example.com' }))).toBe('password');
  });

  it('rate-limits the public writes per client with a 429 and a message', async () => {
    role = null;
    for (let i = 0; i < 5; i++)
      expect((await post('/api/selzy/subscribe', { email: `f${i}@example.com` })).status).toBe(200);
    const limited = await post('/api/selzy/subscribe', { email: 'f9@example.com' });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as Err).error.message).toMatch(/Too many requests/);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('every other documented path is admin-only: 403 for a subscriber, 401 anonymous', async () => {
    const routes = documentedRoutes(app).filter((r) => !/\/(subscribe|register)$/.test(r.path));
    expect(routes).toHaveLength(12);
    for (const who of ['user', 'free', null] as const) {
      role = who;
      for (const r of routes) {
        const res = await app.request(r.path, {
          method: r.method,
          ...(r.method === 'POST' ? { body: '{}', headers: { 'content-type': 'application/json' } } : {}),
        });
        expect(`${r.method} ${r.path} ${String(who)} ${res.status}`).toBe(
          `${r.method} ${r.path} ${String(who)} ${who === null ? 401 : 403}`,
        );
      }
    }
  });

  it('runs the whole campaign flow offline for an admin', async () => {
    const list = (await (await post('/api/selzy/create-list', { title: 'Weekly' })).json()) as { id: number };
    expect((await (await app.request('/api/selzy/get-lists')).json()) as unknown[]).toContainEqual({
      id: list.id,
      title: 'Weekly',
    });
    expect((await post('/api/selzy/create-field', { name: 'team', type: 'string' })).status).toBe(200);
    // A name that exists was a 500 (UNIQUE constraint failed): now a 409 that names it.
    const duplicate = await post('/api/selzy/create-field', { name: 'team', type: 'number' });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({
      error: { code: 'field_exists', message: 'A field named "team" already exists.' },
    });
    expect(await (await app.request('/api/selzy/get-fields')).json()).toContainEqual(
      expect.objectContaining({ name: 'team' }),
    );
    expect(
      await (
        await post('/api/selzy/import-contacts', {
          list_id: list.id,
          emails: ['a@example.com', 'b@example.com'],
        })
      ).json(),
    ).toEqual({ imported: 2 });
    expect(await (await app.request('/api/selzy/get-checked-email?email=a@example.com')).json()).toEqual({
      exists: true,
    });
    expect(
      await (await post('/api/selzy/validate-sender', { email: 'picks@edgeboard.test' })).json(),
    ).toEqual({ ok: true });
    const { message_id } = (await (
      await post('/api/selzy/create-email-message', {
        list_id: list.id,
        subject: 'Week 3',
        sender_name: 'EdgeBoard',
        sender_email: 'picks@edgeboard.test',
        body: '<p>Picks</p>',
      })
    ).json()) as { message_id: number };
    expect(
      await (await post('/api/selzy/send-test-email', { message_id, email: 'admin@example.com' })).json(),
    ).toEqual({ ok: true });
    const { campaign_id } = (await (await post('/api/selzy/create-campaign', { message_id })).json()) as {
      campaign_id: number;
    };
    expect(await (await app.request(`/api/selzy/campaign-status/${campaign_id}`)).json()).toEqual({
      id: campaign_id,
      status: 'completed',
    });
    expect(await (await app.request(`/api/selzy/campaign-stats/${campaign_id}`)).json()).toMatchObject({
      sent: 2,
      delivered: 2,
    });
    expect((await repos.mailOutbox.listTo('b@example.com', 5))[0]?.subject).toBe('Week 3');
    expect((await app.request('/api/selzy/campaign-status/99999')).status).toBe(404);
  });

  it('refuses bad admin input with a 400 naming the field', async () => {
    for (const [path, body, name] of [
      ['/api/selzy/create-list', { title: '' }, 'title'],
      ['/api/selzy/create-field', { name: 'bad name', type: 'string' }, 'name'],
      ['/api/selzy/create-field', { name: 'ok', type: 'blob' }, 'type'],
      ['/api/selzy/validate-sender', { email: 'nope' }, 'email'],
      [
        '/api/selzy/create-email-message',
        { list_id: 1, subject: 's', sender_name: 'n', sender_email: 'x', body: 'b' },
        'sender_email',
      ],
      ['/api/selzy/send-test-email', { message_id: 0, email: 'a@b.co' }, 'message_id'],
      ['/api/selzy/import-contacts', { list_id: 1, emails: ['ok@example.com', 'bad'] }, 'emails.1'],
      ['/api/selzy/create-campaign', { message_id: 1, start_time: 'tomorrow' }, 'start_time'],
    ] as const) {
      const res = await post(path, body);
      expect(`${path} ${res.status}`).toBe(`${path} 400`);
      expect(await field(res)).toBe(name);
    }
    expect(await field(await app.request('/api/selzy/get-checked-email?email=x'))).toBe('email');
    expect(await field(await app.request('/api/selzy/campaign-stats/abc'))).toBe('id');
  });
});
