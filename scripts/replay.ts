// npm run replay -- --data <folder of player_stats_<yyyy>.csv> --season <yyyy> [--lines <csv>] [--week <n>]
//                   [--odds-history <csv> [--book <name>] [--undated-snapshot-minutes <n>] [--publish-minutes <n>]]
//                   [--db <sqlite file>] [--port <n>]
// --odds-history: timestamped sportsbook odds in The Odds API's historical shape, stored as book pulls at their
// snapshot times through hosted mode's odds pull; each game's picks published --publish-minutes (default 90, as
// hosted) before kickoff from the pulls made by then. Its events are the real schedule where it has the game.
// Local mode on a real past season: builds a fresh database from the nflverse weekly stats in --data (real
// players, teams, schedule derived from the stats, box scores) through the same ingest as hosted mode, publishes
// the engine's picks for every week from earlier weeks only (priced from --lines when given, else from the
// engine's market proxy, labelled "proxy"), then starts the server on it with the season clock at the chosen
// week's Tuesday. The data stays in --data: nothing of it is copied into the repository. A second run on the same
// --db goes on from the kept replay (bets, alerts, accounts and the season clock kept; --week moves the clock
// forward only); --rebuild builds it again from the data.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDb } from '@edgeboard/adapters/sql/db';
import { migrateToLatest } from '@edgeboard/adapters/sql/migrate';
import { createSqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { parseLinesCsv, type LineRow } from '@edgeboard/engine';
import { sqlIngestTransaction } from '../api/src/ingest/ingest-deps';
import { buildReplay, replayStart } from '../api/src/replay/build-replay';
import { folderSeasons } from '../api/src/replay/replay-inputs';
import { readReplayState, replayStateFile } from '../api/src/replay/replay-clock';
import {
  DEFAULT_PUBLISH_MINUTES,
  loadReplayOdds,
  type ReplayOdds,
  type ReplayOddsConfig,
} from '../api/src/replay/replay-odds';

const USAGE =
  'usage: npm run replay -- --data <folder> --season <yyyy> [--lines <csv> | --odds-history <csv> [--book <name>]\n' +
  '         [--undated-snapshot-minutes <n>] [--publish-minutes <n>]] [--week <1-18>] [--db <file>] [--port <n>]\n' +
  '         [--rebuild]\n';

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

const count = (v: string | undefined, flag: string): number | undefined => {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) fail(`${flag} must be a whole number of minutes`);
  return n;
};

function readOdds(values: Record<string, string | undefined>): ReplayOdds {
  const file = path.resolve(values['odds-history'] ?? '');
  if (!existsSync(file)) fail(`cannot read the odds history ${file}`);
  const undated = count(values['undated-snapshot-minutes'], '--undated-snapshot-minutes');
  const config: ReplayOddsConfig = {
    file,
    ...(values.book && { book: values.book }),
    ...(undated !== undefined && { undatedMinutesBeforeCommence: undated }),
    publishMinutesBeforeKickoff:
      count(values['publish-minutes'], '--publish-minutes') ?? DEFAULT_PUBLISH_MINUTES,
  };
  let odds: ReplayOdds;
  try {
    odds = loadReplayOdds(config);
  } catch (err) {
    fail(`${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
  for (const e of odds.history.issues.slice(0, 5))
    process.stderr.write(`replay: ${file} line ${e.row}: ${e.reason}\n`);
  if (odds.history.events.size === 0) fail(`${file} has no readable events`);
  return odds;
}

function scheduleLine(s: { nflverse: number; given: number; derived: number }): string {
  return (
    `${s.nflverse} games from games.csv, ${s.given} from the odds history's events, ${s.derived} derived from ` +
    `the box scores (nominal Sunday 1:00 PM Eastern kickoff, home team unknown)`
  );
}

function oddsLine(o: NonNullable<ReplayReportOdds>, odds: ReplayOdds | undefined): string {
  const undated = odds?.history.undated
    ? ` (no snapshot column: each row taken as pulled ${String(odds.config.undatedMinutesBeforeCommence)} min before its commence_time)`
    : '';
  return (
    `odds history: ${o.rowsRead} rows${undated}, ${o.unreadable} unreadable; ${o.stored} pulls stored by the ` +
    `start, ${o.afterKickoff} rows taken at or after kickoff refused; picks published ` +
    `${String(odds?.config.publishMinutesBeforeKickoff)} min before kickoff\n` +
    `  ${o.unmatched.length} names matched no player${o.unmatched.length ? `: ${o.unmatched.join(', ')}` : ''}`
  );
}

type ReplayReportOdds = Awaited<ReturnType<typeof buildReplay>>['odds'];

/** What a later run needs of the build: the season, the odds history's settings, the schedule's counts. */
interface BuildInfo {
  season: number;
  linesFile?: string;
  odds?: ReplayOddsConfig;
  schedule: { games: number; derivedGames: number };
}

function readBuild(file: string, dbFile: string, season: number): BuildInfo | null {
  if (!existsSync(dbFile) || !existsSync(file)) return null;
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as BuildInfo;
    if (info.season !== season)
      fail(`${dbFile} is a replay of ${info.season}: --rebuild to replay ${season} there`);
    return info;
  } catch {
    return null;
  }
}

async function build(o: {
  dir: string;
  season: number;
  week: number;
  dbFile: string;
  lines: LineRow[] | undefined;
  odds: ReplayOdds | undefined;
  linesFile: string | undefined;
}): Promise<BuildInfo> {
  const { dir, season, week, dbFile, lines, odds } = o;
  // A fresh database file: a rebuilt replay is made from the data, never mixed with an earlier one.
  mkdirSync(path.dirname(dbFile), { recursive: true });
  for (const suffix of ['', '-wal', '-shm', '.replay.json']) rmSync(dbFile + suffix, { force: true });
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
      { dir, season, startWeek: week, ...(lines && { lines }), ...(odds && { odds }) },
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
      `\n  schedule: ${scheduleLine(report.schedule)}` +
      (report.odds ? `\n  ${oddsLine(report.odds, odds)}` : '') +
      `\n  ${report.locked} picks locked and ${report.graded} graded before week ${week}\n` +
      `Season clock starts at ${report.startsAt} (week ${week}'s Tuesday).\n`,
  );
  const s = report.schedule;
  return {
    season,
    ...(o.linesFile && { linesFile: path.resolve(o.linesFile) }),
    ...(odds && { odds: odds.config }),
    schedule: { games: s.nflverse + s.given + s.derived, derivedGames: s.derived },
  };
}

async function main(): Promise<void> {
  let values: Record<string, string | undefined>;
  // --rebuild is the one flag without a value: read apart, so every other option stays a string.
  const args = process.argv.slice(2);
  const rebuild = args.includes('--rebuild');
  try {
    ({ values } = parseArgs({
      args: args.filter((a) => a !== '--rebuild'),
      options: {
        data: { type: 'string' },
        season: { type: 'string' },
        lines: { type: 'string' },
        'odds-history': { type: 'string' },
        book: { type: 'string' },
        'undated-snapshot-minutes': { type: 'string' },
        'publish-minutes': { type: 'string' },
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
  const week = values.week === undefined ? undefined : Number(values.week);
  if (week !== undefined && (!Number.isInteger(week) || week < 1 || week > 18))
    fail('--week must be a whole number from 1 to 18');
  const port = Number(values.port ?? '8787');
  if (!Number.isInteger(port) || port < 1 || port > 65535) fail('--port must be a port number');
  if (values.lines && values['odds-history']) fail('--lines and --odds-history are alternatives: give one');
  const dbFile = path.resolve(values.db ?? `.data/replay-${season}.sqlite`);
  const buildFile = `${dbFile}.build.json`;
  const stateFile = replayStateFile(dbFile);

  // An existing replay goes on (its bets, alerts and accounts kept): --week only moves its clock forward.
  // --rebuild (or a first run) builds the database from the data again.
  const kept = rebuild ? null : readBuild(buildFile, dbFile, season);
  let built: BuildInfo;
  let startAt: Date | undefined;
  if (kept) {
    built = kept;
    const state = readReplayState(stateFile);
    const at = state ? new Date(Date.now() + state.offsetMs) : null;
    if (week !== undefined) {
      startAt = replayStart(season, week);
      if (at && startAt < at)
        fail(
          `the replay in ${dbFile} is at ${at.toISOString()}, past week ${week}'s Tuesday: a replay only moves forward (--rebuild starts over)`,
        );
    }
    process.stdout.write(
      `Replay of ${season} goes on from ${dbFile} (bets, alerts and accounts kept)` +
        (startAt ? `; season clock moved to week ${week}'s Tuesday, ${startAt.toISOString()}` : '') +
        `.\n`,
    );
  } else {
    const lines = values.lines ? readLines(path.resolve(values.lines), season) : undefined;
    const odds = values['odds-history'] ? readOdds(values) : undefined;
    startAt = replayStart(season, week ?? 1);
    built = await build({ dir, season, week: week ?? 1, dbFile, lines, odds, linesFile: values.lines });
    writeFileSync(buildFile, `${JSON.stringify(built)}\n`);
  }

  // The server as scripts/start.mjs runs it, on the replay database, seeding nothing.
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      EDGEBOARD_MODE: 'local',
      EDGEBOARD_DATA: 'replay',
      EDGEBOARD_REPLAY_DIR: dir,
      ...(built.linesFile && { EDGEBOARD_REPLAY_LINES: built.linesFile }),
      ...(built.odds && { EDGEBOARD_REPLAY_ODDS: JSON.stringify(built.odds) }),
      EDGEBOARD_REPLAY_SCHEDULE: JSON.stringify(built.schedule),
      ...(startAt && { EDGEBOARD_NOW: startAt.toISOString() }),
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
