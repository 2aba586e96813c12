// npm run import:nflverse -- --dir <folder with player_stats_<yyyy>.csv> [--out <file.json>] [--db <database>]
// Turns real nflverse weekly stats into the product's data set (teams, players, games, game logs): as JSON,
// and with --db written into a database (a SQLite file such as .data/edgeboard.sqlite, or a postgres:// URL),
// where the back office can import prop lines for any week and generate the engine's picks from real games.
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDb } from '@edgeboard/adapters/sql/db';
import { migrateToLatest } from '@edgeboard/adapters/sql/migrate';
import { createSqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { importNflverse, type NflverseDataSet } from '@edgeboard/fixtures';

const DEFAULT_OUT = '.data/nflverse.json';
const FILE_PATTERN = /^player_stats_(\d{4})\.csv$/;

function fail(message: string): never {
  process.stderr.write(`import:nflverse: ${message}\n`);
  process.stderr.write(
    'usage: npm run import:nflverse -- --dir <path> [--out <file.json>] [--db <sqlite file or postgres:// URL>]\n',
  );
  process.exit(2);
}

/** Adds what the database does not hold yet; teams, players and games are upserted, logs never duplicated. */
async function writeToDatabase(url: string, data: NflverseDataSet): Promise<number> {
  const handle = createDb(url);
  try {
    await migrateToLatest(handle.db);
    const repos = createSqlRepositories(handle.db);
    await repos.teams.upsertMany(data.teams);
    await repos.players.upsertMany(data.players.map(({ team: _team, ...player }) => player));
    await repos.games.upsertMany(data.games);
    const stored = new Set(
      (await repos.gameLogs.forSeasons(data.seasons)).map((l) => `${l.game_id}|${l.player_id}`),
    );
    const fresh = data.gameLogs.filter((l) => !stored.has(`${l.game_id}|${l.player_id}`));
    await repos.gameLogs.insertMany(fresh);
    return fresh.length;
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  let values: { dir?: string; out?: string; db?: string };
  try {
    ({ values } = parseArgs({
      options: { dir: { type: 'string' }, out: { type: 'string' }, db: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (!values.dir) fail('--dir is required');
  const dir = path.resolve(values.dir);
  let isDir = false;
  try {
    isDir = statSync(dir).isDirectory();
  } catch {
    fail(`no such directory: ${dir}`);
  }
  if (!isDir) fail(`not a directory: ${dir}`);
  const files = readdirSync(dir)
    .filter((name) => FILE_PATTERN.test(name))
    .sort();
  if (files.length === 0) fail(`no player_stats_<yyyy>.csv files in ${dir}`);

  const started = performance.now();
  const data = importNflverse(
    files.map((name) => readFileSync(path.join(dir, name), 'utf8')),
    { importedAt: new Date() },
  );
  const out = path.resolve(values.out ?? DEFAULT_OUT);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(data));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const { unknownTeam, unknownPosition, duplicate } = data.skipped;
  process.stdout.write(
    `Imported seasons ${data.seasons.join(', ')} from ${files.length} file(s) in ${seconds} s:\n` +
      `  ${data.players.length} players, ${data.games.length} games, ${data.gameLogs.length} game logs\n` +
      `  skipped rows: ${unknownTeam} without a known team, ${unknownPosition} with an unmapped position, ${duplicate} duplicates\n` +
      `Wrote ${out}\n`,
  );
  if (values.db) {
    const added = await writeToDatabase(values.db, data);
    process.stdout.write(`Wrote teams, players and games to ${values.db}; ${added} new game logs.\n`);
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`import:nflverse: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
