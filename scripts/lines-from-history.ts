// `npm run lines:history -- --in <historical_odds_*.csv or a folder of them> --out <csv> --book <name> [--anytime]`
// Turns historical odds files (one snapshot per game about two hours before kick-off, one row per player, market
// and side; packages/engine/src/market/historical-odds.ts) into the backtest's --lines format: per player and
// market the last snapshot before kick-off, each line's over and under in one row. The files name no book, so
// --book names it (DraftKings for the 2025 files: their source's book). Anytime touchdowns (one-sided) only with
// --anytime; `npm run td-holds -- --history` scores them on their own.
// Licensed market data: read it from outside the repository and write the result outside it too.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { splitCsv } from '@edgeboard/engine/nflverse';
import { historicalLines, linesCsv, readHistoricalOdds } from '@edgeboard/engine';
import type { HistoricalOddsRow } from '@edgeboard/engine';

const USAGE =
  'usage: npm run lines:history -- --in <historical_odds csv or folder> --out <lines csv> --book <sportsbook name> [--anytime]';

function fail(message: string): never {
  process.stderr.write(`lines:history: ${message}\n${USAGE}\n`);
  process.exit(2);
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const input = arg('in');
const output = arg('out');
const book = arg('book');
if (!input || !output || !book) fail('--in, --out and --book are required');

const source = path.resolve(input);
const files = statSync(source).isDirectory()
  ? readdirSync(source)
      .filter((f) => /^historical_odds_.*\.csv$/.test(f))
      .sort()
      .map((f) => path.join(source, f))
  : [source];
if (files.length === 0) fail(`no historical_odds_*.csv in ${source}`);

const rows: HistoricalOddsRow[] = [];
let refused = 0;
for (const f of files) {
  try {
    const read = readHistoricalOdds(splitCsv(readFileSync(f, 'utf8')));
    rows.push(...read.rows);
    refused += read.refused;
  } catch (e) {
    fail(`${path.basename(f)}: ${(e as Error).message}`);
  }
}
const { lines, skipped } = historicalLines(rows, { book, anytime: process.argv.includes('--anytime') });
writeFileSync(path.resolve(output), linesCsv(lines));
process.stdout.write(
  `lines:history: ${files.length} files, ${rows.length} rows; wrote ${lines.length} lines (book ${book}) to ${output}; skipped rows: ${skipped.afterKickoff} captured after kick-off, ${skipped.superseded} of an earlier snapshot, ${skipped.anytime} anytime TD (--anytime to keep), ${skipped.noLine} without a line or over/under side, ${skipped.otherMarket} other markets; ${skipped.oneSide} lines with one side only; ${refused} rows without American odds\n`,
);
