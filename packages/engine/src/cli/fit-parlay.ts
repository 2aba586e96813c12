// npm run fit:parlay -- --data <dir> --seasons 2018-2022 [--out <file.json>]
// Fits the same-game dependence model (issue #32) on the given seasons; the committed model is 2018-2022.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildHistory } from '../history';
import { fitDependence } from '../parlay/fit';
import { parseArgs } from './args';
import { loadSeasons } from './load-seasons';

const USAGE = 'usage: npm run fit:parlay -- --data <dir> --seasons <first>-<last> [--out <file.json>]';

function fail(message: string): never {
  process.stderr.write(`fit:parlay: ${message}\n${USAGE}\n`);
  process.exit(2);
}

const parsed = parseArgs(process.argv.slice(2), { values: ['data', 'seasons', 'out'], switches: [] });
if ('error' in parsed) fail(parsed.error);
const { data, seasons: range, out } = parsed.values;
if (data === undefined || !existsSync(data)) fail('--data <dir> is required');
const m = /^(\d{4})-(\d{4})$/.exec(range ?? '');
if (!m) fail('--seasons <first>-<last> is required');
const first = Number(m[1]);
const last = Number(m[2]);
if (last >= 2024) fail('the 2024 season is never fitted on');
const seasons = Array.from({ length: last - first + 1 }, (_, i) => first + i);
const history = buildHistory(loadSeasons(path.resolve(data), last));
const model = fitDependence(history, seasons);
const body = `${JSON.stringify(model, null, 2)}\n`;
if (out === undefined) process.stdout.write(body);
else writeFileSync(path.resolve(out), body);
process.stderr.write(
  `fit:parlay: ${Object.keys(model.pairs).length} non-zero pairs on ${seasons.join(', ')}\n`,
);
