// The printed half of `npm run bench:growth`: what each size holds and how long it took to seed, the curve (per
// endpoint, p50/p99/req/s at each size), and each target beside its measured value, met or not met. Printing
// only: nothing here fails.
import type { GrowthLoadResult } from './bench-growth-load';
import type { GrowthEndpoint } from './bench-growth-queries';
import type { GrowthCounts } from './bench-growth-seed';

export interface MeasuredSize {
  picks: number;
  counts: GrowthCounts;
  seedSeconds: number | null;
  builtSeconds: number;
  startSeconds: number;
  endpoints: { name: string; firstMs: number; result: GrowthLoadResult; loadAvg: string }[];
}

export type SizeRun = MeasuredSize | { picks: number; failed: string };

const fmt = (n: number) => n.toLocaleString('en-US');
const measured = (r: SizeRun | undefined): r is MeasuredSize => r !== undefined && !('failed' in r);

export function targetLines(endpoints: GrowthEndpoint[], runs: SizeRun[]): string[] {
  const sized = runs.filter(measured);
  const smallest = sized[0];
  const largest = sized.at(-1);
  const out: string[] = [];
  for (const e of endpoints) {
    if (!e.target) continue;
    // A window in which no request finished measured nothing (autocannon reports 0 ms then).
    const at = (r: MeasuredSize | undefined) => {
      const m = r?.endpoints.find((x) => x.name === e.name)?.result;
      return m && m.rps > 0 ? m : undefined;
    };
    const last = at(largest);
    const where = largest ? `at ${fmt(largest.picks)} picks` : '';
    if (e.target.kind === 'growth') {
      const first = at(smallest);
      const ratio = first && last && smallest !== largest ? last.p99 / first.p99 : null;
      const name = `${e.name} p99 ${where} / at ${smallest ? fmt(smallest.picks) : '-'}`;
      const verdict = ratio === null ? 'not measured' : ratio <= e.target.factor ? 'met' : 'not met';
      out.push(
        `${name.padEnd(52)} ${(ratio === null ? '-' : `${ratio.toFixed(2)}x`).padStart(9)}   <= ${String(e.target.factor)}x   ${verdict}`,
      );
    } else {
      const name = `${e.name} p99 ${where}`;
      const verdict = last ? (last.p99 < e.target.ms ? 'met' : 'not met') : 'not measured';
      out.push(
        `${name.padEnd(52)} ${(last ? `${last.p99.toFixed(1)} ms` : '-').padStart(9)}   < ${String(e.target.ms)} ms  ${verdict}`,
      );
    }
  }
  return out;
}

export function printGrowthReport(opts: {
  runs: SizeRun[];
  endpoints: GrowthEndpoint[];
  connections: number;
  seconds: number;
  warmupSeconds: number;
  cores: number;
}): void {
  const { runs, endpoints, connections, seconds, warmupSeconds, cores } = opts;
  console.log(
    `\nGrowth: SQLite, one API instance, ${String(connections)} connections, ${String(seconds)} s measured after a ${String(warmupSeconds)} s warm-up, ${String(cores)} cores shared by the API,\n` +
      'the load generator and anything else running here (load average 1/5/15 min noted per run).\n',
  );
  console.log(
    'Data per size (seasons of 10,000 picks, 5 books x 3 pulls per pick; the current season cut at week 10)',
  );
  for (const r of runs) {
    if (!measured(r)) {
      console.log(`  ${fmt(r.picks).padStart(9)}: failed: ${r.failed}`);
      continue;
    }
    const c = r.counts;
    const seed =
      r.seedSeconds === null
        ? `cached; built in ${r.builtSeconds.toFixed(1)} s`
        : `seeded in ${r.seedSeconds.toFixed(1)} s`;
    console.log(
      `  ${fmt(r.picks).padStart(9)}: ${String(c.seasons)} seasons, ${fmt(c.picks)} picks (${fmt(c.gradedPicks)} graded), ${fmt(c.lines)} line rows, ` +
        `${fmt(c.logs)} game logs, ${fmt(c.games)} games, ${fmt(c.players)} players; ${seed}; server ready in ${r.startSeconds.toFixed(1)} s` +
        (c.lastPullOnlyBefore
          ? `\n${' '.repeat(13)}(line pulls scaled down: seasons before ${String(c.lastPullOnlyBefore)} hold each book's last pull only, 5 rows a pick)`
          : ''),
    );
  }

  const sized = runs.filter(measured);
  console.log('\nThe curve (first = the first call, caches cold)');
  console.log(
    `${'endpoint'.padEnd(20)} ${'picks'.padStart(10)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'first ms'.padStart(9)} ${'KB/req'.padStart(8)} ${'non2xx/err/to'.padStart(14)} ${'API cores'.padStart(9)} ${'machine'.padStart(8)}  load avg`,
  );
  for (const e of endpoints) {
    for (const r of sized) {
      const x = r.endpoints.find((y) => y.name === e.name);
      if (!x) continue;
      const m = x.result;
      console.log(
        [
          (r === sized[0] ? e.name : '').padEnd(20),
          fmt(r.picks).padStart(10),
          m.rps.toFixed(0).padStart(8),
          m.p50.toFixed(1).padStart(8),
          m.p99.toFixed(1).padStart(8),
          m.max.toFixed(0).padStart(8),
          x.firstMs.toFixed(0).padStart(9),
          (m.bytesPerRequest / 1024).toFixed(1).padStart(8),
          `${String(m.non2xx)}/${String(m.errors)}/${String(m.timeouts)}`.padStart(14),
          m.cpu.servers.toFixed(2).padStart(9),
          m.cpu.machine.toFixed(2).padStart(8),
          ` ${x.loadAvg}`,
        ].join(' '),
      );
    }
  }
  console.log('\nTargets (issue 34)');
  for (const line of targetLines(endpoints, runs)) console.log(`  ${line}`);
}
