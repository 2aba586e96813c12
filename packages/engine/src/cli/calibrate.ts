// npm run calibrate [-- --data <dir>] [--out <file>]: fits the default model on every season in the
// data folder and writes packages/engine/src/model/default-model.json.
import { existsSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fitModel } from '../fit';
import { buildHistory } from '../history';
import { parseArgs } from './args';
import { loadSeasons, seasonFiles } from './load-seasons';

const here = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_DATA = path.resolve(here, '../../../../../shared/data/nfl');
const DEFAULT_OUT = path.resolve(here, '../model/default-model.json');
const USAGE = 'usage: npm run calibrate -- [--data <dir with player_stats_<yyyy>.csv>] [--out <model.json>]';

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

const parsed = parseArgs(process.argv.slice(2), { values: ['data', 'out'], switches: ['help'] });
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
writeFileSync(out, await formatJson(JSON.stringify(model, null, 2), out));
process.stdout.write(
  `calibrate: fitted on seasons ${seasons.join(', ')}; wrote ${path.relative(process.cwd(), out)}\n`,
);
for (const [statType, m] of Object.entries(model.stats)) {
  process.stdout.write(
    `  ${statType.padEnd(16)} ${String(m.trainingProps).padStart(6)} props, over rate ${m.baselineOverRate ?? '-'}, ${m.calibration.kind} calibration\n`,
  );
}
