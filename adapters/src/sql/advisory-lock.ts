// A PostgreSQL session advisory lock around one piece of work, on a dedicated connection: the instances that
// call it with the same key run `fn` one after the other. PostgreSQL releases the lock when the connection
// ends, so an instance that dies inside `fn` does not block the others.
import pg from 'pg';

export async function withAdvisoryLock<T>(
  connectionString: string,
  key: number,
  fn: () => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
  // A dropped connection while waiting or working surfaces as the query's or fn's error, not a crash.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await fn();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
