// Read access for `npm run durability`'s check, straight from the database (never through the server).
import Database from 'better-sqlite3';
import pg from 'pg';
import type { Store } from './durability-ledger';

const column = (rows: Record<string, unknown>[], name: string) => new Set(rows.map((r) => String(r[name])));

/** SQLite: PRAGMA integrity_check must answer the single row `ok`. */
export function sqliteStore(file: string): Store {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  const all = (q: string) => db.prepare(q).all() as Record<string, unknown>[];
  return {
    integrity: () =>
      Promise.resolve(
        all('PRAGMA integrity_check')
          .map((r) => String(r.integrity_check))
          .join('; '),
      ),
    signUps: () =>
      Promise.resolve({
        emails: column(all('select email from auth_users'), 'email'),
        profileIds: column(all('select id from users'), 'id'),
      }),
    contactMessages: () => Promise.resolve(column(all('select message from contact_messages'), 'message')),
    articleContents: () =>
      Promise.resolve(
        new Map(all('select id, content from articles').map((r) => [String(r.id), String(r.content)])),
      ),
    paymentEventIds: () => Promise.resolve(column(all('select id from payment_events'), 'id')),
    subscriptionProviderIds: () =>
      Promise.resolve(
        column(
          all(
            'select provider_subscription_id from subscriptions where provider_subscription_id is not null',
          ),
          'provider_subscription_id',
        ),
      ),
    close: () => {
      db.close();
      return Promise.resolve();
    },
  };
}

/**
 * PostgreSQL has no integrity pragma: the check is that every acknowledged row reads back (verify) and that
 * each table the load wrote can be read in full (a scan fails on a damaged page).
 */
export async function postgresStore(url: string): Promise<Store> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const all = async (q: string) => (await client.query<Record<string, unknown>>(q)).rows;
  return {
    integrity: async () => {
      const tables = [
        'auth_users',
        'users',
        'contact_messages',
        'articles',
        'payment_events',
        'subscriptions',
      ];
      for (const t of tables) await all(`select count(*) from ${t}`);
      return 'ok';
    },
    signUps: async () => ({
      emails: column(await all('select email from auth_users'), 'email'),
      profileIds: column(await all('select id from users'), 'id'),
    }),
    contactMessages: async () => column(await all('select message from contact_messages'), 'message'),
    articleContents: async () =>
      new Map((await all('select id, content from articles')).map((r) => [String(r.id), String(r.content)])),
    paymentEventIds: async () => column(await all('select id from payment_events'), 'id'),
    subscriptionProviderIds: async () =>
      column(
        await all(
          'select provider_subscription_id from subscriptions where provider_subscription_id is not null',
        ),
        'provider_subscription_id',
      ),
    close: () => client.end(),
  };
}
