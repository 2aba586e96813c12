import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDb, isPostgresUrl } from './db';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations/index';
import { describeEachEngine } from './test-engines';

describe('createDb', () => {
  it('chooses the engine from the URL', () => {
    expect(isPostgresUrl('postgres://u@h/db')).toBe(true);
    expect(isPostgresUrl('postgresql://u@h/db')).toBe(true);
    expect(isPostgresUrl('.data/edgeboard.sqlite')).toBe(false);
  });

  it('opens a SQLite file in WAL mode with foreign keys on, creating its folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'edgeboard-db-'));
    const handle = createDb(join(dir, 'nested', 'app.sqlite'));
    try {
      expect(handle.dialect).toBe('sqlite');
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(handle.db);
      expect(mode.rows[0]?.journal_mode).toBe('wal');
      const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(handle.db);
      expect(fk.rows[0]?.foreign_keys).toBe(1);
    } finally {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describeEachEngine('migrations', (getDb) => {
  it('applies every migration, and running again changes nothing', async () => {
    const again = await migrateToLatest(getDb());
    expect(again.results).toEqual([]);
    const tables = (await getDb().introspection.getTables()).map((t) => t.name);
    for (const table of [
      'users',
      'subscriptions',
      'ai_picks',
      'admin_settings',
      'payment_events',
      'auth_users',
    ]) {
      expect(tables).toContain(table);
    }
    const names = Object.keys(migrations);
    expect(names.slice(0, 2)).toEqual(['001-core', '002-auth']);
    // The migrator runs them by name, so the index must list them in that order.
    expect([...names].sort()).toEqual(names);
  });

  it('enforces the single settings row and the subscription foreign key', async () => {
    const db = getDb();
    await expect(
      db.insertInto('admin_settings').values({ id: 2, updated_at: new Date().toISOString() }).execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('subscriptions')
        .values({
          id: 's1',
          user_id: 'nobody',
          tier: 'scout',
          status: 'active',
          price_id: null,
          provider_customer_id: null,
          provider_subscription_id: null,
          current_period_start: '2025-01-01T00:00:00.000Z',
          current_period_end: '2025-02-01T00:00:00.000Z',
          cancel_at_period_end: 0,
          created_at: '2025-01-01T00:00:00.000Z',
          updated_at: '2025-01-01T00:00:00.000Z',
        })
        .execute(),
    ).rejects.toThrow();
  });
});
