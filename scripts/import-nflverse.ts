// npm run import:nflverse -- --dir <folder with player_stats_<yyyy>.csv> [--out <file.json>]
// Turns real nflverse weekly stats into the product's data set (players, games, game logs) as JSON,
// for the server's seed step to load in place of the synthetic demo season.
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importNflverse } from '@edgeboard/fixtures';

const DEFAULT_OUT = '.data/nflverse.json';
const FILE_PATTERN = /^player_stats_(\d{4})\.csv$/;

function fail(message: string): never {
  process.stderr.write(`import:nflverse: ${message}\n`);
  process.stderr.write('usage: npm run import:nflverse -- --dir <path> [--out <file.json>]\n');
  process.exit(2);
}

function main(): void {
  let values: { dir?: string; out?: string };
  try {
    ({ values } = parseArgs({ options: { dir: { type: 'string' }, out: { type: 'string' } }, strict: true }));
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
}

main();
