// Real refusals from both engines, so the mapping is tested against what the drivers actually throw.
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { constraintViolation, isUniqueViolation } from './constraint-errors';
import { describeEachEngine } from './test-engines';

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error('expected the write to fail');
}

describeEachEngine('constraintViolation', (getDb, engine) => {
  // Stored values only; a fixed instant keeps the test independent of the real clock.
  const now = '2025-09-20T15:00:00.000Z';

  it('recognises a duplicate and names its column', async () => {
    const db = getDb();
    await db
      .insertInto('marketing_fields')
      .values({ name: 'team', type: 'string', created_at: now })
      .execute();
    const err = await failure(() =>
      db.insertInto('marketing_fields').values({ name: 'team', type: 'string', created_at: now }).execute(),
    );
    expect(constraintViolation(err)).toEqual({ kind: 'unique', column: 'name' });
    expect(isUniqueViolation(err)).toBe(true);
  });

  it('recognises a reference to a row that does not exist', async () => {
    const err = await failure(() =>
      getDb()
        .insertInto('subscriptions')
        .values({
          id: 'sub-orphan',
          user_id: 'no-such-user',
          tier: 'scout',
          status: 'active',
          current_period_start: now,
          current_period_end: now,
          cancel_at_period_end: 0,
          created_at: now,
          updated_at: now,
        })
        .execute(),
    );
    const violation = constraintViolation(err);
    expect(violation?.kind).toBe('foreign_key');
    // PostgreSQL says which way the reference points; SQLite does not.
    if (engine === 'postgres') expect(violation?.direction).toBe('missing');
    expect(isUniqueViolation(err)).toBe(false);
  });

  it('recognises a CHECK and a NOT NULL refusal', async () => {
    const db = getDb();
    await sql`create table checked_values (n integer not null check (n > 0))`.execute(db);
    const check = await failure(() => sql`insert into checked_values (n) values (-1)`.execute(db));
    expect(constraintViolation(check)).toEqual({ kind: 'check' });
    const notNull = await failure(() => sql`insert into checked_values (n) values (null)`.execute(db));
    expect(constraintViolation(notNull)).toEqual({ kind: 'not_null', column: 'n' });
  });

  it('leaves every other error alone', () => {
    expect(constraintViolation(new Error('connection reset'))).toBeNull();
    expect(constraintViolation({ code: 'ECONNREFUSED' })).toBeNull();
    expect(constraintViolation(null)).toBeNull();
  });

  it('finds a violation wrapped as the cause of another error', async () => {
    const db = getDb();
    const err = await failure(() =>
      db.insertInto('marketing_fields').values({ name: 'team', type: 'string', created_at: now }).execute(),
    );
    expect(constraintViolation(new Error('wrapped', { cause: err }))?.kind).toBe('unique');
  });
});
