// The databases of `npm run bench:growth`: the template season (scripts/bench-growth-data.ts) written through the
// app's repositories after migrateToLatest, so every encoding (ISO text or timestamptz, JSON text or jsonb) is
// the app's own; then copied to earlier seasons in bulk SQL (INSERT…SELECT over a table of season offsets, ten
// seasons per transaction, secondary indexes dropped during the copy and rebuilt from their own definitions).
// A copy changes only what must differ between seasons: ids (which start with the season), the season, player
// ids and names (each season retires SEASON_CHURN of them, so careers end), and timestamps (moved back whole
// years). Then the current season (2025) is cut at its week 10, as the season clock sees it: weeks 1-9 graded,
// week 10 open with its line pulls, nothing later. SQLite files are cached under /tmp by size, schema and
// generator version; `--regenerate` builds them again.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocalAuthService } from '@edgeboard/adapters/auth/local-auth-service';
import type { DbHandle } from '@edgeboard/adapters/sql/db';
import { migrateToLatest } from '@edgeboard/adapters/sql/migrate';
import { migrations } from '@edgeboard/adapters/sql/migrations/index';
import type { SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { TIERS, type Clock, type Tier } from '@edgeboard/domain';
import { sql, type Kysely } from 'kysely';
import { buildContainer, TOKENS } from '../api/src/container';
import { parseEnv } from '../api/src/env';
import { BENCH_PASSWORD } from './bench-config';
import {
  CURRENT_WEEK,
  PICKS_PER_SEASON,
  SEASON_CHURN,
  SEASON_NOW,
  TEMPLATE_SEASON,
  templateSeason,
  WEEKS,
} from './bench-growth-data';

/** Bump when the generated data changes, so cached files are not reused. */
const GENERATOR_VERSION = 1;
export const CACHE_DIR = '/tmp/edgeboard-bench-growth';
const COPY_TABLES = ['games', 'players', 'game_logs', 'ai_picks', 'prop_lines'] as const;
const SEASONS_PER_TRANSACTION = 10;
/**
 * Seasons (the current one included) copied with all three pulls of every book. Older seasons keep each book's
 * last pull only: a full 1,000,000-pick set (15 million line rows) seeds in over 8 minutes on two busy cores,
 * and no measured endpoint reads an old season's earlier pulls (the odds board reads the current week, research
 * and the record read picks and game logs).
 */
export const FULL_PULL_SEASONS = 20;

export const seasonClock: Clock = { now: () => new Date(SEASON_NOW) };
export const tierEmail = (tier: Tier) => `growth-${tier}@x.dev`;

/** Seasons so that the graded past plus the current season's weeks 1-10 hold at least `picks` picks. */
export function seasonsFor(picks: number): number {
  const current = Math.round((PICKS_PER_SEASON * CURRENT_WEEK) / WEEKS);
  return Math.max(1, Math.ceil((picks - current) / PICKS_PER_SEASON) + 1);
}

export interface GrowthCounts {
  seasons: number;
  /** Seasons before this one hold each book's last pull only (null: every season has all its pulls). */
  lastPullOnlyBefore?: number | null;
  picks: number;
  gradedPicks: number;
  lines: number;
  logs: number;
  games: number;
  players: number;
}

export interface GrowthDb {
  url: string;
  counts: GrowthCounts;
  /** Seconds this run spent seeding; null when a cached file was reused. */
  seedSeconds: number | null;
  /** Seconds the cached file took to seed when it was built. */
  builtSeconds: number;
  steps: string[];
}

function growthContainer(url: string) {
  const env = parseEnv({ EDGEBOARD_MODE: 'local', DATABASE_URL: url, LOG_LEVEL: 'silent', PORT: '0' });
  return buildContainer(env, { seasonClock });
}

const latestMigration = () => Object.keys(migrations).sort().at(-1) ?? 'none';

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- raw bulk SQL over every table

async function columns(db: Db, pg: boolean, table: string): Promise<string[]> {
  if (pg) {
    const r = await sql<{ column_name: string }>`
      select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db);
    return r.rows.map((c) => c.column_name);
  }
  const r = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
  return r.rows.map((c) => c.name);
}

/** The expression that writes `column` of `table` in the copy for season offset k.n (k.season its season). */
function copyExpr(pg: boolean, table: string, column: string): string {
  const seasonText = pg ? 'k.season::text' : 'cast(k.season as text)';
  const num = (c: string, from: number) =>
    pg
      ? `(substr(${c}, ${String(from)})::int + ${String(SEASON_CHURN)} * k.n)`
      : `(cast(substr(${c}, ${String(from)}) as integer) + ${String(SEASON_CHURN)} * k.n)`;
  const playerId = (c: string) => `'pl-' || ${num(c, 4)}`;
  const playerName = (c: string) => `'Player ' || ${num(c, 8)}`;
  if (column === 'season') return 'k.season';
  if ((column === 'id' && table !== 'players') || column === 'game_id')
    return `${seasonText} || substr(${column}, 5)`;
  if (table === 'players' && column === 'id') return playerId('id');
  if (table === 'players' && column === 'name') return playerName('name');
  if (column === 'player_id')
    return `case when player_id is null then null else ${playerId('player_id')} end`;
  if (column === 'player' && (table === 'ai_picks' || table === 'prop_lines')) return playerName('player');
  if (column === 'kickoff' || column.endsWith('_at'))
    return pg
      ? `${column} - make_interval(years => k.n)`
      : `case when ${column} is null then null else printf('%04d', cast(substr(${column}, 1, 4) as integer) - k.n) || substr(${column}, 5) end`;
  return column;
}

async function secondaryIndexes(db: Db, pg: boolean): Promise<{ name: string; def: string }[]> {
  const tables = [...COPY_TABLES];
  if (pg) {
    const r = await sql<{ name: string; def: string }>`
      select i.indexname as name, i.indexdef as def from pg_indexes i
      where i.schemaname = current_schema() and i.tablename in (${sql.join(tables)})
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(db);
    return r.rows;
  }
  const r = await sql<{ name: string; def: string }>`
    select name, sql as def from sqlite_master
    where type = 'index' and sql is not null and tbl_name in (${sql.join(tables)})`.execute(db);
  return r.rows;
}

async function copySeasons(db: Db, pg: boolean, seasons: number, log: (s: string) => void): Promise<void> {
  if (seasons <= 1) return;
  await db.connection().execute(async (conn) => {
    for (const t of COPY_TABLES)
      await sql.raw(`create temporary table tpl_${t} as select * from ${t} where true`).execute(conn);
    await sql
      .raw('create temporary table bench_k (n integer not null, season integer not null)')
      .execute(conn);
    for (let n = 1; n < seasons; n++)
      await sql`insert into bench_k (n, season) values (${n}, ${TEMPLATE_SEASON - n})`.execute(conn);
    const indexes = await secondaryIndexes(conn, pg);
    for (const i of indexes) await sql.raw(`drop index ${i.name}`).execute(conn);
    const cols = new Map<string, string[]>();
    for (const t of COPY_TABLES) cols.set(t, await columns(conn, pg, t));
    for (let from = 1; from < seasons; from += SEASONS_PER_TRANSACTION) {
      const to = Math.min(seasons - 1, from + SEASONS_PER_TRANSACTION - 1);
      const started = Date.now();
      await sql.raw('begin').execute(conn);
      for (const t of COPY_TABLES) {
        const names = cols.get(t) ?? [];
        const exprs = names.map((c) => copyExpr(pg, t, c));
        // Line ids end in the pull's index (bench-growth-data.ts): `-2` is the last of the three.
        const pulls =
          t === 'prop_lines' ? ` and (k.n < ${String(FULL_PULL_SEASONS)} or tpl_${t}.id like '%-2')` : '';
        await sql
          .raw(
            `insert into ${t} (${names.join(', ')}) select ${exprs.join(', ')} from tpl_${t}, bench_k k ` +
              `where k.n between ${String(from)} and ${String(to)}${pulls} on conflict do nothing`,
          )
          .execute(conn);
      }
      await sql.raw('commit').execute(conn);
      log(
        `    seasons ${String(TEMPLATE_SEASON - to)}-${String(TEMPLATE_SEASON - from)} copied in ${secs(started)} s`,
      );
    }
    const started = Date.now();
    for (const i of indexes) await sql.raw(i.def).execute(conn);
    log(`    ${String(indexes.length)} secondary indexes rebuilt in ${secs(started)} s`);
    for (const t of COPY_TABLES) await sql.raw(`drop table tpl_${t}`).execute(conn);
    await sql.raw('drop table bench_k').execute(conn);
  });
}

/** The current season as the season clock sees it: later weeks not played, priced or picked yet. */
async function cutCurrentSeason(db: Db): Promise<void> {
  const s = TEMPLATE_SEASON;
  const w = CURRENT_WEEK;
  await sql`delete from ai_picks where season = ${s} and week > ${w}`.execute(db);
  await sql`delete from prop_lines where season = ${s} and week > ${w}`.execute(db);
  await sql`delete from game_logs where season = ${s} and week >= ${w}`.execute(db);
  await sql`update ai_picks set result = null, actual_value = null, profit = null, graded_at = null
            where season = ${s} and week = ${w}`.execute(db);
  await sql`update games set status = 'scheduled', home_score = null, away_score = null
            where season = ${s} and week >= ${w}`.execute(db);
}

async function counts(db: Db, seasons: number): Promise<GrowthCounts> {
  const n = async (q: string) =>
    Number((await sql.raw<{ n: number | string }>(q).execute(db)).rows[0]?.n ?? 0);
  return {
    seasons,
    lastPullOnlyBefore: seasons > FULL_PULL_SEASONS ? TEMPLATE_SEASON - FULL_PULL_SEASONS + 1 : null,
    picks: await n('select count(*) as n from ai_picks'),
    gradedPicks: await n('select count(*) as n from ai_picks where result is not null'),
    lines: await n('select count(*) as n from prop_lines'),
    logs: await n('select count(*) as n from game_logs'),
    games: await n('select count(*) as n from games'),
    players: await n('select count(*) as n from players'),
  };
}

async function createUsers(repos: SqlRepositories, auth: LocalAuthService): Promise<void> {
  for (const tier of TIERS) {
    await auth.createConfirmedUser({
      email: tierEmail(tier),
      password: BENCH_PASSWORD,
      userMetadata: { name: tier },
    });
    if (tier === 'free') continue;
    const user = await repos.users.findByEmail(tierEmail(tier));
    if (!user) throw new Error('bench user missing');
    await repos.subscriptions.create({
      user_id: user.id,
      tier,
      status: 'active',
      price_id: null,
      provider_subscription_id: null,
      current_period_start: '2020-01-01T00:00:00.000Z',
      current_period_end: '2099-01-01T00:00:00.000Z',
      cancel_at_period_end: false,
    });
  }
}

const secs = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

/** Seeds `url` (migrated, empty) with `seasons` seasons. */
export async function seedGrowth(
  url: string,
  seasons: number,
  log: (s: string) => void,
): Promise<GrowthCounts> {
  const container = growthContainer(url);
  const handle = container.get<DbHandle>(TOKENS.db);
  const pg = handle.dialect === 'postgres';
  const db = handle.db as Db;
  try {
    let started = Date.now();
    await migrateToLatest(handle.db);
    if (!pg) await sql`pragma synchronous = off`.execute(db);
    const repos = container.get<SqlRepositories>(TOKENS.repos);
    const t = templateSeason();
    await repos.games.upsertMany(t.games);
    await repos.players.upsertMany(t.players);
    await repos.gameLogs.insertMany(t.logs);
    await repos.aiPicks.insertMany(t.picks);
    await repos.propLines.insertMany(t.lines);
    await createUsers(repos, container.get<LocalAuthService>(TOKENS.localAuth));
    log(`    template season written through the repositories in ${secs(started)} s`);
    await copySeasons(db, pg, seasons, log);
    started = Date.now();
    await cutCurrentSeason(db);
    // PostgreSQL's autovacuum would analyze the new tables within a minute anyway; SQLite keeps no statistics
    // unless asked and the app never asks, so SQLite is measured as the app runs it.
    if (pg) await sql`analyze`.execute(db);
    if (!pg) await sql`pragma wal_checkpoint(truncate)`.execute(db);
    log(
      `    current season cut at week ${String(CURRENT_WEEK)}${pg ? ', analyzed' : ''} in ${secs(started)} s`,
    );
    return await counts(db, seasons);
  } finally {
    await handle.close();
  }
}

interface CacheMarker {
  counts: GrowthCounts;
  builtSeconds: number;
}

/** A cached SQLite file of at least `picks` picks, built when missing (or when `regenerate`). */
export async function sqliteGrowthDb(
  picks: number,
  regenerate: boolean,
  log: (s: string) => void,
): Promise<GrowthDb> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const base = join(CACHE_DIR, `sqlite-${String(picks)}-${latestMigration()}-g${String(GENERATOR_VERSION)}`);
  const file = `${base}.sqlite`;
  const marker = `${base}.json`;
  if (!regenerate && existsSync(file) && existsSync(marker)) {
    const m = JSON.parse(readFileSync(marker, 'utf8')) as CacheMarker;
    return { url: file, counts: m.counts, seedSeconds: null, builtSeconds: m.builtSeconds, steps: [] };
  }
  for (const f of [file, `${file}-wal`, `${file}-shm`, marker]) rmSync(f, { force: true });
  const steps: string[] = [];
  const started = Date.now();
  const c = await seedGrowth(file, seasonsFor(picks), (s) => {
    steps.push(s);
    log(s);
  });
  const builtSeconds = (Date.now() - started) / 1000;
  writeFileSync(marker, JSON.stringify({ counts: c, builtSeconds } satisfies CacheMarker));
  return { url: file, counts: c, seedSeconds: builtSeconds, builtSeconds, steps };
}
