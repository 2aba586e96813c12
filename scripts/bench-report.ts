// The printed half of `npm run bench:api`: one table of measured figures (with where the CPU went), the
// ratios, and each target beside its measured value, met or not met. Printing only: nothing here fails.
import type { LoadResult } from './bench-config';

export interface MeasuredSetup {
  name: string;
  instances: number;
  feed: LoadResult;
  static: LoadResult;
}

export interface SkippedSetup {
  name: string;
  skipped: string;
}

export type Setup = MeasuredSetup | SkippedSetup;

const TARGETS = {
  sqliteRatio: 0.8,
  postgresRatio: 0.6,
  sqliteP99Ms: 25,
  twoInstances: 1.6,
};

const num = (v: number, digits = 0) => v.toFixed(digits);
const measured = (s: Setup | undefined): s is MeasuredSetup => s !== undefined && !('skipped' in s);

function row(setup: string, route: string, r: LoadResult): string {
  const other = Math.max(0, r.cpu.machine - r.cpu.servers - r.cpu.postgres - r.cpu.load);
  return [
    setup.padEnd(24),
    route.padEnd(12),
    num(r.rps).padStart(7),
    num(r.p50, 1).padStart(7),
    num(r.p99, 1).padStart(7),
    `${r.non2xx}/${r.errors}/${r.timeouts}`.padStart(12),
    '    ',
    num(r.cpu.servers, 2).padStart(5),
    num(r.cpu.postgres, 2).padStart(5),
    num(r.cpu.load, 2).padStart(5),
    num(other, 2).padStart(6),
    num(r.cpu.machine, 2).padStart(8),
  ].join(' ');
}

function share(r: LoadResult): string {
  const total = r.served.reduce((a, b) => a + b, 0);
  return r.served.map((n) => `${total > 0 ? ((n / total) * 100).toFixed(1) : '0.0'}%`).join(' / ');
}

function target(name: string, value: string, goal: string, met: boolean | null): string {
  const verdict = met === null ? 'not measured' : met ? 'met' : 'not met';
  return `${name.padEnd(44)} ${value.padStart(10)}   ${goal.padEnd(9)} ${verdict}`;
}

export function printReport(opts: {
  setups: Setup[];
  cores: number;
  connections: number;
  seconds: number;
  warmupSeconds: number;
}): void {
  const { setups, cores, connections, seconds, warmupSeconds } = opts;
  console.log(
    `\n${connections} connections per run (spread evenly over the instances), ${seconds} s measured after a ${warmupSeconds} s warm-up.`,
  );
  console.log(
    `This machine has ${cores} cores, shared by the API instance(s), PostgreSQL, the load generator (one autocannon\n` +
      'process) and anything else running here; the CPU columns are mean cores busy during the measured window\n' +
      '("other" is the rest of the machine: this script, and other work on the host).\n',
  );
  console.log(
    `${'setup'.padEnd(24)} ${'route'.padEnd(12)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non2xx/err/to'.padStart(12)}  CPU ${'API'.padStart(5)} ${'PG'.padStart(5)} ${'load'.padStart(5)} ${'other'.padStart(6)} ${'machine'.padStart(8)}`,
  );
  for (const s of setups) {
    if (!measured(s)) {
      console.log(`${s.name.padEnd(24)} skipped: ${s.skipped}`);
      continue;
    }
    console.log(row(s.name, 'prop feed', s.feed));
    console.log(row('', 'static JSON', s.static));
    if (s.instances > 1)
      console.log(
        `${''.padEnd(24)} ${Math.round(connections / s.instances)} connections each; requests answered per instance: feed ${share(s.feed)}, static ${share(s.static)}`,
      );
  }

  const [sqlite, pgOne, pgTwo] = setups;
  const ratio = (s: Setup | undefined) => (measured(s) ? s.feed.rps / s.static.rps : null);
  const sqliteRatio = ratio(sqlite);
  const pgRatio = ratio(pgOne);
  const twoRatio = ratio(pgTwo);
  const scaling = measured(pgOne) && measured(pgTwo) ? pgTwo.feed.rps / pgOne.feed.rps : null;
  const staticScaling = measured(pgOne) && measured(pgTwo) ? pgTwo.static.rps / pgOne.static.rps : null;
  const fmt = (v: number | null, suffix = '') => (v === null ? '-' : `${v.toFixed(2)}${suffix}`);

  console.log('\nRatios');
  console.log(`  feed/static, SQLite, 1 instance:        ${fmt(sqliteRatio)}`);
  console.log(`  feed/static, PostgreSQL, 1 instance:    ${fmt(pgRatio)}`);
  console.log(`  feed/static, PostgreSQL, 2 instances:   ${fmt(twoRatio)}`);
  console.log(
    `  2 instances / 1 instance, PostgreSQL:   feed ${fmt(scaling, 'x')}, static ${fmt(staticScaling, 'x')}`,
  );

  console.log('\nTargets (issue 16)');
  console.log(
    target(
      'feed/static throughput, SQLite',
      fmt(sqliteRatio),
      `>= ${TARGETS.sqliteRatio}`,
      sqliteRatio === null ? null : sqliteRatio >= TARGETS.sqliteRatio,
    ),
  );
  console.log(
    target(
      'feed/static throughput, PostgreSQL',
      fmt(pgRatio),
      `>= ${TARGETS.postgresRatio}`,
      pgRatio === null ? null : pgRatio >= TARGETS.postgresRatio,
    ),
  );
  const p99 = measured(sqlite) ? sqlite.feed.p99 : null;
  console.log(
    target(
      `feed p99 at ${connections} connections, SQLite`,
      p99 === null ? '-' : `${p99.toFixed(1)} ms`,
      `< ${TARGETS.sqliteP99Ms} ms`,
      p99 === null ? null : p99 < TARGETS.sqliteP99Ms,
    ),
  );
  console.log(
    target(
      'two instances vs one, PostgreSQL (feed req/s)',
      fmt(scaling, 'x'),
      `>= ${TARGETS.twoInstances}x`,
      scaling === null ? null : scaling >= TARGETS.twoInstances,
    ),
  );

  if (measured(pgOne)) {
    const c = pgOne.feed.cpu;
    const ours = c.servers + c.postgres + c.load;
    const other = Math.max(0, c.machine - ours);
    console.log(
      `\nThe two-instance figure is bounded by the ${cores} cores. During the one-instance PostgreSQL feed run the\n` +
        `machine was ${c.machine.toFixed(2)} of ${cores} cores busy: API ${c.servers.toFixed(2)}, PostgreSQL ${c.postgres.toFixed(2)}, ` +
        `load generator ${c.load.toFixed(2)}, other work ${other.toFixed(2)}.\n` +
        `Even with nothing else running, a second instance could add at most ${Math.max(0, cores - ours).toFixed(2)} cores, ` +
        'shared with PostgreSQL and\nthe load generator, whose work grows with the throughput.',
    );
  }
}
