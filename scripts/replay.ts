// npm run replay -- --data <folder of player_stats_<yyyy>.csv> --season <yyyy> [--lines <csv>] [--week <n>]
//                   [--db <sqlite file>] [--port <n>]
// Local mode on a real past season: builds a fresh database from the nflverse weekly stats in --data (real
// players, teams, schedule derived from the stats, box scores) through the same ingest as hosted mode, publishes
// the engine's picks for every week from earlier weeks only (priced from --lines when given, else from the
// engine's market proxy, labelled "proxy"), then starts the server on it with the season clock at the chosen
// week's Tuesday. The data stays in --data: nothing of it is copied into the repository.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDb } from '@edgeboard/adapters/sql/db';
import { migrateToLatest } from '@edgeboard/adapters/sql/migrate';
import { createSqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { parseLinesCsv, type LineRow } from '@edgeboard/engine';
import { sqlIngestTransaction } from '../api/src/ingest/ingest-deps';
import { buildReplay, replayStart } from '../api/src/replay/build-replay';
import { folderSeasons } from '../api/src/replay/replay-inputs';

const USAGE =
  'usage: npm run replay -- --data <folder> --season <yyyy> [--lines <csv>] [--week <1-18>] [--db <file>] [--port <n>]\n';

function fail(message: string): never {
  process.stderr.write(`replay: ${message}\n${USAGE}`);
  process.exit(2);
}

function readLines(file: string, season: number): LineRow[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    fail(`cannot read the lines file ${file}`);
  }
  let parsed;
  try {
    parsed = parseLinesCsv(text);
  } catch (err) {
    fail(`${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
  for (const e of parsed.errors.slice(0, 5))
    process.stderr.write(`replay: ${file} line ${e.row}: ${e.reason}\n`);
  const lines = parsed.lines.filter((l) => l.season === season);
  if (lines.length === 0) fail(`${file} has no valid lines for season ${season}`);
  return lines;
}

async function main(): Promise<void> {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        data: { type: 'string' },
        season: { type: 'string' },
        lines: { type: 'string' },
        week: { type: 'string' },
        db: { type: 'string' },
        port: { type: 'string' },
      },
      strict: true,
    }));
  } catch (err) {
    fail(err instanceof Error ? err.message : String(err));
  }
  if (!values.data) fail('--data is required');
  if (!values.season) fail('--season is required');
  const dir = path.resolve(values.data);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) fail(`no such folder: ${dir}`);
  const season = Number(values.season);
  const seasons = folderSeasons(dir);
  if (!Number.isInteger(season) || !seasons.includes(season))
    fail(
      `season ${values.season} is not in ${dir} (it has ${seasons.join(', ') || 'no player_stats_<yyyy>.csv'})`,
    );
  const week = Number(values.week ?? '1');
  if (!Number.isInteger(week) || week < 1 || week > 18) fail('--week must be a whole number from 1 to 18');
  const port = Number(values.port ?? '8787');
  if (!Number.isInteger(port) || port < 1 || port > 65535) fail('--port must be a port number');
  const lines = values.lines ? readLines(path.resolve(values.lines), season) : undefined;
  const dbFile = path.resolve(values.db ?? `.data/replay-${season}.sqlite`);

  // A fresh database file every run: a replay is rebuilt from the data, never mixed with an earlier one.
  mkdirSync(path.dirname(dbFile), { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) rmSync(dbFile + suffix, { force: true });
  const started = performance.now();
  const handle = createDb(dbFile);
  let report;
  try {
    await migrateToLatest(handle.db);
    report = await buildReplay(
      {
        repos: createSqlRepositories(handle.db),
        transaction: sqlIngestTransaction(handle.db),
        log: () => undefined,
      },
      { dir, season, startWeek: week, ...(lines && { lines }) },
    );
  } finally {
    await handle.close();
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `Replay of ${season} built in ${seconds} s (${dbFile}):\n` +
      `  seasons stored ${report.storedSeasons.join(', ')}; model fitted on ${report.trainSeasons.join(', ') || 'nothing earlier (committed default model)'}\n` +
      `  ${report.players} players, ${report.games} games, ${report.gameLogs} box-score lines played by week ${week}\n` +
      `  ${report.picks} picks (${report.bookPicks} on book lines, ${report.proxyPicks} on proxy lines)` +
      (lines ? `, ${report.unmatchedLines} lines not matched to a player` : '') +
      `\n  ${report.locked} picks locked and ${report.graded} graded before week ${week}\n` +
      `Season clock starts at ${report.startsAt} (week ${week}'s Tuesday).\n`,
  );

  // The server as scripts/start.mjs runs it, on the replay database, seeding nothing.
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      EDGEBOARD_MODE: 'local',
      EDGEBOARD_DATA: 'replay',
      EDGEBOARD_REPLAY_DIR: dir,
      ...(values.lines && { EDGEBOARD_REPLAY_LINES: path.resolve(values.lines) }),
      EDGEBOARD_NOW: replayStart(season, week).toISOString(),
      DATABASE_URL: dbFile,
      PORT: String(port),
    },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main().catch((err: unknown) => {
  process.stderr.write(`replay: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
