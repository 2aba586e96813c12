// npm run calibrate [-- --data <dir>] [--out <file>] [--lines <file>]: fits the default model on every
// season in the data folder and writes packages/engine/src/model/default-model.json. With --lines (real
// sportsbook lines, the backtest's format) it also fits how far the model may move the market per stat
// type, walk-forward, with the model of the seasons before the lines' season (out of sample).
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fitModel } from '../fit';
import { buildHistory } from '../history';
import { parseArgs } from './args';
import { loadSeasons, seasonFiles } from './load-seasons';
import { parseLinesCsv } from '../market/lines-file';
import { runLinesBacktest } from '../market/lines-backtest';
import type { MarketBlends } from '../types';

const here = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_DATA = path.resolve(here, '../../../../../shared/data/nfl');
const DEFAULT_OUT = path.resolve(here, '../model/default-model.json');
const USAGE =
  'usage: npm run calibrate -- [--data <dir with player_stats_<yyyy>.csv>] [--out <model.json>] [--lines <lines csv> --book <name>]';

/** Formats like the repository's Prettier setup so `npm run format:check` stays green after a refit. */
async function formatJson(json: string, file: string): Promise<string> {
  try {
    const prettier = await import('prettier');
    const config = await prettier.resolveConfig(file);
    return await prettier.format(json, { ...config, filepath: file });
  } catch {
    // Prettier is a development tool; without it the file is still valid, indented JSON.
    return `${json}\n`;
  }
}

function fail(message: string): never {
  process.stderr.write(`calibrate: ${message}\n${USAGE}\n`);
  process.exit(2);
}

const parsed = parseArgs(process.argv.slice(2), {
  values: ['data', 'out', 'lines', 'book'],
  switches: ['help'],
});
if ('error' in parsed) fail(parsed.error);
if (parsed.switches.has('help')) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const dir = path.resolve(parsed.values.data ?? DEFAULT_DATA);
if (!existsSync(dir) || !statSync(dir).isDirectory()) fail(`data folder not found: ${dir}`);
const seasons = seasonFiles(dir).map((f) => f.season);
if (seasons.length === 0) fail(`no player_stats_<yyyy>.csv files in ${dir}`);
const out = path.resolve(parsed.values.out ?? DEFAULT_OUT);

const history = buildHistory(loadSeasons(dir));
const model = fitModel(history, { trainSeasons: seasons });
if (parsed.values.lines !== undefined) {
  const file = path.resolve(parsed.values.lines);
  if (!existsSync(file)) fail(`lines file not found: ${file}`);
  const { lines } = parseLinesCsv(readFileSync(file, 'utf8'));
  const lineSeasons = [...new Set(lines.map((l) => l.season))].sort();
  if (lineSeasons.length !== 1)
    fail(`--lines must hold one season, found ${lineSeasons.join(', ') || 'none'}`);
  const season = lineSeasons[0] as number;
  const report = runLinesBacktest(history, lines, { season });
  const blends: MarketBlends['blends'] = {};
  for (const [statType, b] of Object.entries(report.blends)) {
    if (b.evidence > 0)
      blends[statType as keyof MarketBlends['blends']] = {
        ...b,
        gain: Math.round((report.gains[statType as keyof MarketBlends['blends']] ?? 0) * 1e4) / 1e4,
      };
  }
  model.market = {
    source: `${season} ${parsed.values.book ?? 'sportsbook'} lines, ${report.picks} props`,
    blends,
  };
}
writeFileSync(out, await formatJson(JSON.stringify(model, null, 2), out));
process.stdout.write(
  `calibrate: fitted on seasons ${seasons.join(', ')}; wrote ${path.relative(process.cwd(), out)}\n`,
);
if (model.market) process.stdout.write(`  market blends fitted on ${model.market.source}\n`);
for (const [statType, m] of Object.entries(model.stats)) {
  process.stdout.write(
    `  ${statType.padEnd(16)} ${String(m.trainingProps).padStart(6)} props, over rate ${m.baselineOverRate ?? '-'}, ${m.calibration.kind} calibration\n`,
  );
}
