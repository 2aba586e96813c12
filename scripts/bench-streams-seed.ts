// The users `npm run bench:streams` opens streams for: one all-star account made the ordinary way (sign-up, an
// active subscription, its alert rule saved through PUT /api/alerts/rules), then copied in bulk SQL into every
// table that holds it, as `users` accounts. The copies carry a cheap password hash (the hash stores its own cost,
// so signing each in costs a millisecond instead of scrypt's OWASP cost): bench accounts only.
import { randomBytes, randomUUID, scryptSync } from 'node:crypto';
import type { LocalAuthService } from '@edgeboard/adapters/auth/local-auth-service';
import type { DbHandle } from '@edgeboard/adapters/sql/db';
import type { SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { sampleGame, samplePick } from '@edgeboard/fixtures/samples';
import type { AiPick } from '@edgeboard/domain';
import { sql } from 'kysely';

export const STREAMS_PASSWORD = 'Bench-Streams-Pass-1!';
const TEMPLATE_EMAIL = 'stream-0@bench.local';
/** The rule every bench user holds: plays of Edge Score 75 and up (a few of each week's plays). */
export const STREAMS_RULE = {
  enabled: true,
  minEdgeScore: 75,
  minEvPercent: null,
  statTypes: [],
  players: [],
  email: false,
};

/** scrypt at N=1024 in the hasher's format (scrypt$N$r$p$salt$hash). */
function cheapHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

type Row = Record<string, unknown>;

/** The template account; its alert rule is then saved by the caller through the real endpoint. */
export async function seedTemplate(repos: SqlRepositories, auth: LocalAuthService, now: Date) {
  const user = await auth.createConfirmedUser({ email: TEMPLATE_EMAIL, password: STREAMS_PASSWORD });
  await repos.subscriptions.create({
    user_id: user.id,
    tier: 'all-star',
    status: 'active',
    price_id: null,
    provider_subscription_id: null,
    current_period_start: now.toISOString(),
    current_period_end: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
    cancel_at_period_end: false,
  });
  return { id: user.id, email: TEMPLATE_EMAIL };
}

/** Every table with a column holding the template's id (SQLite's catalogue), so no table is forgotten. */
async function tablesHolding(db: DbHandle['db'], id: string): Promise<{ table: string; column: string }[]> {
  const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
  const found: { table: string; column: string }[] = [];
  for (const { name } of tables.rows) {
    const cols = await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(db);
    for (const c of cols.rows) {
      const hit = await sql<{
        n: number;
      }>`select count(*) as n from ${sql.table(name)} where ${sql.ref(c.name)} = ${id}`.execute(db);
      if ((hit.rows[0]?.n ?? 0) > 0) found.push({ table: name, column: c.name });
    }
  }
  return found;
}

/** `count - 1` copies of the template, 500 rows a statement; answers every account's e-mail, template first. */
export async function copyTemplate(
  handle: DbHandle,
  template: { id: string; email: string },
  count: number,
): Promise<string[]> {
  const hash = cheapHash(STREAMS_PASSWORD);
  const emails = [template.email];
  const ids = [template.id];
  for (let i = 1; i < count; i++) {
    emails.push(`stream-${String(i)}@bench.local`);
    ids.push(randomUUID());
  }
  // Parents first: a table another one's foreign key points at is filled before it.
  const holding = await tablesHolding(handle.db, template.id);
  const parents = new Set<string>();
  for (const { table } of holding) {
    const fks = await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${table})`.execute(
      handle.db,
    );
    for (const fk of fks.rows) parents.add(fk.table);
  }
  holding.sort((a, b) => Number(parents.has(b.table)) - Number(parents.has(a.table)));
  for (const { table, column } of holding) {
    // Sessions and the sign-in activity are made by each sign-in, not copied.
    if (/session|refresh|activity|login/.test(table)) continue;
    const { rows } =
      await sql<Row>`select * from ${sql.table(table)} where ${sql.ref(column)} = ${template.id}`.execute(
        handle.db,
      );
    const copies: Row[] = [];
    for (let i = 1; i < count; i++) {
      const id = ids[i];
      for (const row of rows) {
        const copy: Row = {};
        for (const [k, v] of Object.entries(row)) {
          if (v === template.id) copy[k] = id;
          else if (v === template.email) copy[k] = emails[i];
          else if (typeof v === 'string' && v.startsWith('scrypt$')) copy[k] = hash;
          else if (k === 'id') copy[k] = typeof v === 'number' ? undefined : randomUUID();
          else copy[k] = v;
        }
        if (copy.id === undefined) delete copy.id;
        copies.push(copy);
      }
    }
    const columns = Object.keys(copies[0] ?? {});
    for (let i = 0; i < copies.length; i += 200) {
      const values = copies.slice(i, i + 200).map((row) => sql`(${sql.join(columns.map((c) => row[c]))})`);
      await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) values ${sql.join(values)}`.execute(
        handle.db,
      );
    }
  }
  // The template's own hash too, so its sign-in is as cheap as the others'.
  await sql`update auth_users set encrypted_password = ${hash} where id = ${template.id}`.execute(handle.db);
  return emails;
}

/** A week of picks, 16 games of 12 picks, a third of them plays; `week` numbers them apart between publishes. */
export function weekOfPicks(week: number, kickoff: Date, createdAt: Date) {
  const games = Array.from({ length: 16 }, (_, g) =>
    sampleGame({
      id: `bench-streams-w${String(week)}-g${String(g)}`,
      season: 2025,
      week,
      kickoff: kickoff.toISOString(),
    }),
  );
  const picks: AiPick[] = [];
  for (const game of games)
    for (let i = 0; i < 12; i++)
      picks.push(
        samplePick({
          id: `${game.id}-p${String(i)}`,
          game_id: game.id,
          season: 2025,
          week,
          player: `Player ${String(i)}`,
          player_id: `bench-streams-pl-${String(i)}`,
          verdict: i % 3 === 0 ? 'play' : 'no_play',
          confidence: 60 + ((i * 7) % 30),
          ev: 0.04,
          created_at: createdAt.toISOString(),
        }),
      );
  return { games, picks };
}
