// npm run backtest -- --data <dir> --season <yyyy> [--lines <file> [--props-out <file.jsonl>] [--pairs-out <file.jsonl>]] [--json]
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildHistory } from '../history';
import { runBacktest } from '../backtest';
import { parseLinesCsv } from '../market/lines-file';
import { runLinesBacktest } from '../market/lines-backtest';
import type { LinesBacktestReport } from '../market/lines-backtest';
import { fitDependence } from '../parlay/fit';
import { pairRecords } from '../parlay/pair-records';
import { parseArgs } from './args';
import { loadSeasons, seasonFiles } from './load-seasons';

const USAGE =
  'usage: npm run backtest -- --data <dir with player_stats_<yyyy>.csv> --season <yyyy> [--lines <lines csv> [--props-out <records.jsonl>] [--pairs-out <pairs.jsonl>]] [--json]';

function fail(message: string): never {
  process.stderr.write(`backtest: ${message}\n${USAGE}\n`);
  process.exit(2);
}

const r4 = (x: number) => Math.round(x * 1e4) / 1e4;
const r5 = (x: number) => Math.round(x * 1e5) / 1e5;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function main(): void {
  const parsed = parseArgs(process.argv.slice(2), {
    values: ['data', 'season', 'lines', 'props-out', 'pairs-out'],
    switches: ['json', 'help'],
  });
  if ('error' in parsed) fail(parsed.error);
  if (parsed.switches.has('help')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const dataArg = parsed.values.data;
  const seasonArg = parsed.values.season;
  if (dataArg === undefined) fail('--data is required');
  if (seasonArg === undefined) fail('--season is required');
  const dir = path.resolve(dataArg);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) fail(`data folder not found: ${dir}`);
  if (!/^\d{4}$/.test(seasonArg)) fail(`--season must be a four-digit year, got '${seasonArg}'`);
  const season = Number(seasonArg);
  const present = seasonFiles(dir).map((f) => f.season);
  if (present.length === 0) fail(`no player_stats_<yyyy>.csv files in ${dir}`);
  if (!present.includes(season)) fail(`season ${season} not in ${dir} (present: ${present.join(', ')})`);

  const propsOut = parsed.values['props-out'];
  if (propsOut !== undefined && parsed.values.lines === undefined) fail('--props-out needs --lines');
  const pairsOut = parsed.values['pairs-out'];
  if (pairsOut !== undefined && parsed.values.lines === undefined) fail('--pairs-out needs --lines');
  const rows = loadSeasons(dir, season);
  const history = buildHistory(rows);
  if (parsed.values.lines !== undefined) {
    const file = path.resolve(parsed.values.lines);
    if (!existsSync(file)) fail(`lines file not found: ${file}`);
    let parsedLines;
    try {
      parsedLines = parseLinesCsv(readFileSync(file, 'utf8'));
    } catch (error) {
      fail((error as Error).message);
    }
    const report = runLinesBacktest(history, parsedLines.lines, { season });
    if (propsOut !== undefined) {
      const body = report.records.map((r) => JSON.stringify(r)).join('\n');
      writeFileSync(path.resolve(propsOut), report.records.length > 0 ? `${body}\n` : '');
    }
    if (pairsOut !== undefined) {
      // Walk-forward: the dependence is measured on the seasons before the one checked, never on it.
      const before = history.seasons.filter((s) => s < season);
      const dependence = fitDependence(history, before);
      const pairs = pairRecords(report.records, report.recordPlayers, dependence);
      writeFileSync(path.resolve(pairsOut), pairs.map((p) => `${JSON.stringify(p)}\n`).join(''));
      process.stdout.write(
        `Same-game pairs ${pairs.length} written to ${pairsOut}; dependence fitted on ${before.join(', ') || 'no earlier season (independent)'}\n`,
      );
    }
    printLinesReport(report, rows.length, parsedLines.errors, parsed.switches.has('json'));
    return;
  }
  const report = runBacktest(history, { season });
  const seconds = performance.now() / 1000;

  const out: string[] = [];
  out.push(
    `EdgeBoard engine backtest: season ${season}, walk-forward week by week, ${rows.length} player-games read`,
  );
  if (report.trainSeasons.length === 0) {
    out.push(
      `No earlier season in ${dir}: projection uses the prior coefficients (EWMA blend) and calibration is the IDENTITY map (raw probabilities, uncalibrated); the baseline is a flat 50%.`,
    );
  } else {
    out.push(
      `Fitted and calibrated (isotonic) on seasons ${report.trainSeasons.join(', ')}; market-proxy lines (floor(median of last 8) + 0.5).`,
    );
  }
  out.push(
    `Picks ${report.picks}   hit rate ${pct(report.hitRate)}   Brier ${r4(report.brier)}   log loss ${r4(report.logLoss)}   ECE ${r4(report.ece)}`,
  );
  const gain = report.baseline.brier > 0 ? 1 - report.brier / report.baseline.brier : 0;
  out.push(
    `Baseline (training over rate per stat type): Brier ${r4(report.baseline.brier)}   log loss ${r4(report.baseline.logLoss)}   model Brier ${pct(gain)} below baseline`,
  );
  out.push('Edge Score band   picks   hit rate');
  for (const b of report.bands)
    out.push(`  ${b.band.padEnd(15)} ${String(b.n).padStart(5)}   ${b.n > 0 ? pct(b.hitRate) : '-'}`);
  out.push('Stat type          picks   hit rate   Brier    baseline  calibration (training props)');
  for (const s of report.byStat) {
    out.push(
      `  ${s.statType.padEnd(16)} ${String(s.picks).padStart(5)}   ${pct(s.hitRate).padStart(6)}   ${r4(s.brier).toFixed(4)}   ${r4(s.baselineBrier).toFixed(4)}    ${s.calibration} (${s.trainingProps})`,
    );
  }
  out.push(`Run time ${seconds.toFixed(2)} s`);
  process.stdout.write(`${out.join('\n')}\n`);

  if (parsed.switches.has('json')) {
    const line = {
      season,
      picks: report.picks,
      brier: r5(report.brier),
      logLoss: r5(report.logLoss),
      ece: r5(report.ece),
      hitRate: r5(report.hitRate),
      baseline: { brier: r5(report.baseline.brier), logLoss: r5(report.baseline.logLoss) },
      bands: report.bands.map((b) => ({ band: b.band, n: b.n, hitRate: r5(b.hitRate) })),
      seconds: Math.round(seconds * 100) / 100,
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }
}

function shapeText(fit: { spreadScale: number; spreadScaleAbove?: number; shift?: number } | undefined): string {
  if (!fit) return '-';
  const above = fit.spreadScaleAbove === undefined ? '' : ` below, x${fit.spreadScaleAbove.toFixed(2)} above`;
  return `spread x${fit.spreadScale.toFixed(2)}${above}${fit.shift === undefined ? '' : `, shift ${fit.shift}`}`;
}

function printLinesReport(
  report: LinesBacktestReport,
  rowsRead: number,
  errors: { row: number; reason: string }[],
  json: boolean,
): void {
  const seconds = performance.now() / 1000;
  const out: string[] = [];
  out.push(
    `EdgeBoard engine backtest on real lines: season ${report.season}, ${rowsRead} player-games read; model fitted on ${report.trainSeasons.join(', ') || 'no earlier season'}; market blend fitted walk-forward on the file's earlier weeks`,
  );
  out.push(
    `Props priced ${report.picks} (two-sided ${report.pricing.two_sided}, one-sided ${report.pricing.one_sided}, unpriced ${report.pricing.unpriced}); unmatched lines ${report.unmatched.length}; no history ${report.noHistory}; refused rows ${errors.length}`,
  );
  out.push(
    `Engine  Brier ${r4(report.brier)}   log loss ${r4(report.logLoss)}   (${report.market.n} two-sided props)   ECE ${r4(report.ece)}   hit rate ${pct(report.hitRate)}`,
  );
  out.push(
    `Market  Brier ${r4(report.market.brier)}   log loss ${r4(report.market.logLoss)}   (no-vig, same props)`,
  );
  out.push(
    `Model alone  Brier ${r4(report.modelAlone.brier)}   log loss ${r4(report.modelAlone.logLoss)}   (its calibrated P(over), same props)`,
  );
  const l = report.ladder;
  out.push(
    `Ladder (moved lines, ${l.n} points): engine Brier ${r5(l.brier)}   ECE ${r5(l.ece)}   normal baseline (best single spread per stat type, in sample) Brier ${r5(l.baseline.brier)}`,
  );
  for (const [statType, s] of Object.entries(l.byStat))
    out.push(
      `  ${statType.padEnd(16)} ${String(s.n).padStart(6)} points   engine ${r5(s.brier).toFixed(5)}   normal ${r5(s.baselineBrier).toFixed(5)} (sd ${l.baseline.sigmas[statType]})   shape ${shapeText(report.spreadScales[statType as keyof typeof report.spreadScales])}`,
    );
  out.push('Edge Score band   picks   hit rate   mean score');
  for (const b of report.bands)
    out.push(
      `  ${b.band.padEnd(15)} ${String(b.n).padStart(5)}   ${b.n > 0 ? pct(b.hitRate).padStart(8) : '       -'}   ${b.n > 0 ? b.meanScore.toFixed(1) : '-'}`,
    );
  out.push(
    `Plays (positive EV at the file's best price): ${report.plays.n}, ${report.plays.wins}-${report.plays.losses}-${report.plays.pushes}, ROI ${pct(report.plays.roi)}`,
  );
  out.push(
    'Blend after the last week (logit(p) = logit(market) + bias + weight x (logit(model) - logit(market))):',
  );
  for (const [statType, b] of Object.entries(report.blends)) {
    if (b.evidence > 0)
      out.push(
        `  ${statType.padEnd(16)} bias ${b.bias.toFixed(3)}   weight ${b.weight.toFixed(3)}   (${b.evidence} props)`,
      );
  }
  for (const e of errors.slice(0, 20)) out.push(`  refused row ${e.row}: ${e.reason}`);
  for (const u of report.unmatched)
    out.push(`  unmatched row ${u.row}: ${u.player}, week ${u.week} ${u.game}: ${u.reason}`);
  out.push(`Run time ${seconds.toFixed(2)} s`);
  process.stdout.write(`${out.join('\n')}\n`);
  if (json) {
    const line = {
      season: report.season,
      picks: report.picks,
      unmatched: report.unmatched.length,
      brier: r5(report.brier),
      logLoss: r5(report.logLoss),
      ece: r5(report.ece),
      hitRate: r5(report.hitRate),
      market: { n: report.market.n, brier: r5(report.market.brier), logLoss: r5(report.market.logLoss) },
      bands: report.bands.map((b) => ({ band: b.band, n: b.n, hitRate: r5(b.hitRate) })),
      plays: { n: report.plays.n, roi: r5(report.plays.roi) },
      seconds: Math.round(seconds * 100) / 100,
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }
}

main();
