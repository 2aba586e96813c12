// The error envelope's net under every write: a constraint the database enforces answers 409/422, not 500,
// on both engines (real driver errors, not hand-made ones).
import { sql } from 'kysely';
import { Hono } from 'hono';
import { expect, it, vi } from 'vitest';
import { constraintViolation } from '@edgeboard/adapters/sql/constraint-errors';
import { describeEachEngine } from '@edgeboard/adapters/sql/test-engines';
import { toErrorResponse } from './errors';

describeEachEngine('toErrorResponse on a constraint violation', (getDb) => {
  // Stored values only; a fixed instant keeps the test independent of the real clock.
  const now = '2025-09-20T15:00:00.000Z';

  function appWith(write: () => Promise<unknown>) {
    const log = vi.fn();
    const app = new Hono();
    app.onError((err, c) => toErrorResponse(c, err, log, constraintViolation));
    app.post('/write', async (c) => {
      await write();
      return c.json({ ok: true });
    });
    return { app, log };
  }

  it('a duplicate is a 409 naming the column, and is not logged as a server fault', async () => {
    const insert = () =>
      getDb()
        .insertInto('marketing_fields')
        .values({ name: 'favourite_team', type: 'string', created_at: now })
        .execute();
    const { app, log } = appWith(insert);
    expect((await app.request('/write', { method: 'POST' })).status).toBe(200);
    const res = await app.request('/write', { method: 'POST' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: 'already_exists', message: 'That name is already taken.', field: 'name' },
    });
    expect(log).not.toHaveBeenCalled();
  });

  it('a reference to a missing row is a 409', async () => {
    const { app } = appWith(() =>
      getDb()
        .insertInto('marketing_contacts')
        .values({
          email: 'a@example.com',
          list_id: 987_654,
          status: 'active',
          created_at: now,
          updated_at: now,
        })
        .execute(),
    );
    const res = await app.request('/write', { method: 'POST' });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('reference_conflict');
  });

  it('a value a CHECK refuses is a 422', async () => {
    await sql`create table positive_numbers (n integer check (n > 0))`.execute(getDb());
    const { app } = appWith(() => sql`insert into positive_numbers (n) values (-5)`.execute(getDb()));
    const res = await app.request('/write', { method: 'POST' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: { code: 'constraint_violation', message: 'A value is outside what is allowed.' },
    });
  });

  it('anything else is still a 500 that is logged and leaks nothing', async () => {
    const { app, log } = appWith(() => Promise.reject(new Error('disk full at /var/lib/db')));
    const res = await app.request('/write', { method: 'POST' });
    expect(res.status).toBe(500);
    expect(JSON.stringify(await res.json())).not.toContain('disk');
    expect(log).toHaveBeenCalledOnce();
  });
});
