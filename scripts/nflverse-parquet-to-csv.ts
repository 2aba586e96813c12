// `npm run nflverse:parquet-to-csv -- --in <stats_player_week_<yyyy>.parquet> --out <player_stats_<yyyy>.csv>`
// Writes a newer nflverse player-week parquet in the shared player_stats CSV columns (scripts/nflverse-parquet.ts),
// so the backtest's --data folder can hold a season only published in the newer schema. Write it outside the
// repository, beside links to the other seasons' files.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { asyncBufferFromFile, parquetReadObjects } from 'hyparquet';
import { compressors } from 'hyparquet-compressors';
import { isOffensiveRow, playerStatsCsv } from './nflverse-parquet';

const USAGE = 'usage: npm run nflverse:parquet-to-csv -- --in <player week parquet> --out <player_stats csv>';

function fail(message: string): never {
  process.stderr.write(`nflverse:parquet-to-csv: ${message}\n${USAGE}\n`);
  process.exit(2);
}
function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const input = arg('in');
const output = arg('out');
if (!input || !output) fail('--in and --out are required');
const rows = (await parquetReadObjects({
  file: await asyncBufferFromFile(path.resolve(input)),
  compressors,
})) as Record<string, unknown>[];
writeFileSync(path.resolve(output), playerStatsCsv(rows));
const kept = rows.filter(isOffensiveRow);
const weeks = [...new Set(kept.map((r) => Number(r.week)))].sort((a, b) => a - b);
process.stdout.write(
  `nflverse:parquet-to-csv: ${rows.length} rows read, ${kept.length} written to ${output} (weeks ${weeks.join(', ')}); ${rows.length - kept.length} without a pass, carry, target, sack, two-point try or return TD left out\n`,
);
