// The printed half of `npm run bench:api`: one table of measured figures (with where the CPU went), the
// ratios, requests per API CPU-second, and each target beside its measured value, met or not met. Printing only: nothing here fails.
import type { LoadResult } from './bench-config';

export interface MeasuredSetup {
  name: string;
  instances: number;
  /** One feed query, repeated (issue 16). */
  feed: LoadResult;
  /** Every request another feed query and tier (issue 34). */
  mixed: LoadResult;
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
  postgresP99Ms: 40,
  twoInstances: 1.6,
  perCpuSecond: 0.9,
};

const num = (v: number, digits = 0) => v.toFixed(digits);
const measured = (s: Setup | undefined): s is MeasuredSetup => s !== undefined && !('skipped' in s);

function row(setup: string, route: string, r: LoadResult): string {
  const other = Math.max(0, r.cpu.machine - r.cpu.servers - r.cpu.postgres - r.cpu.load);
  return [
    setup.padEnd(24),
    route.padEnd(13),
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
  return `${name.padEnd(52)} ${value.padStart(10)}   ${goal.padEnd(9)} ${verdict}`;
}

/** Requests answered per second of CPU the API processes used (null where /proc gave no CPU figure). */
export function perApiCpuSecond(r: LoadResult): number | null {
  return r.cpu.servers > 0 ? r.rps / r.cpu.servers : null;
}

const fmt = (v: number | null, suffix = '') => (v === null ? '-' : `${v.toFixed(2)}${suffix}`);
const atLeast = (v: number | null, goal: number) => (v === null ? null : v >= goal);
const under = (v: number | null, goal: number) => (v === null ? null : v < goal);
const ms = (v: number | null) => (v === null ? '-' : `${v.toFixed(1)} ms`);

export function printReport(opts: {
  setups: Setup[];
  cores: number;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** Distinct query-and-tier pairs the mixed run draws from. */
  mixedPool?: number;
}): void {
  const { setups, cores, connections, seconds, warmupSeconds, mixedPool } = opts;
  console.log(
    `\n${connections} connections per run (spread evenly over the instances), ${seconds} s measured after a ${warmupSeconds} s warm-up.`,
  );
  console.log(
    'Routes: "repeated feed" sends one feed query (starting tier) again and again, so it is mostly answered from\n' +
      `the bytes sent before; "mixed feed" sends every request another of ${mixedPool === undefined ? 'thousands of' : mixedPool.toLocaleString('en-US')} seeded feed queries (weeks, stat\n` +
      'and prop types, confidence floors, sorts, orders, statuses, players, plays only, pages) from free, scout,\n' +
      'starting and all-star users, in turn, so few repeat within the cache\'s life; "static JSON" answers the\n' +
      "repeated query's bytes from memory behind the same middleware (token check, viewer lookup, headers, log).",
  );
  console.log(
    `This machine has ${cores} cores, shared by the API instance(s), PostgreSQL, the load generator (one autocannon\n` +
      'process) and anything else running here; the CPU columns are mean cores busy during the measured window\n' +
      '("other" is the rest of the machine: this script, and other work on the host).\n',
  );
  console.log(
    `${'setup'.padEnd(24)} ${'route'.padEnd(13)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non2xx/err/to'.padStart(12)}  CPU ${'API'.padStart(5)} ${'PG'.padStart(5)} ${'load'.padStart(5)} ${'other'.padStart(6)} ${'machine'.padStart(8)}`,
  );
  for (const s of setups) {
    if (!measured(s)) {
      console.log(`${s.name.padEnd(24)} skipped: ${s.skipped}`);
      continue;
    }
    console.log(row(s.name, 'repeated feed', s.feed));
    console.log(row('', 'mixed feed', s.mixed));
    console.log(row('', 'static JSON', s.static));
    if (s.instances > 1)
      console.log(
        `${''.padEnd(24)} ${Math.round(connections / s.instances)} connections each; requests answered per instance: repeated ${share(s.feed)}, mixed ${share(s.mixed)}, static ${share(s.static)}`,
      );
  }
  const failing = setups.filter(
    (s) => measured(s) && [s.feed, s.mixed, s.static].some((r) => r.non2xx + r.errors + r.timeouts > 0),
  );
  if (failing.length > 0)
    console.log(
      `\nNOTE: ${failing.map((s) => s.name).join(', ')} had non-2xx answers, errors or timeouts: those rows are not clean figures.`,
    );

  const [sqlite, pgOne, pgTwo] = setups;
  const ratio = (s: Setup | undefined, route: 'feed' | 'mixed') =>
    measured(s) ? s[route].rps / s.static.rps : null;
  const twoOverOne = (f: (s: MeasuredSetup) => number | null) => {
    if (!measured(pgOne) || !measured(pgTwo)) return null;
    const one = f(pgOne);
    const two = f(pgTwo);
    return one === null || two === null || one === 0 ? null : two / one;
  };
  const routes = [
    ['mixed', (s: MeasuredSetup) => s.mixed],
    ['repeated', (s: MeasuredSetup) => s.feed],
    ['static', (s: MeasuredSetup) => s.static],
  ] as const;

  console.log('\nRatios to the static route           mixed   repeated');
  for (const s of setups) {
    if (!measured(s)) continue;
    console.log(
      `  ${`${s.name}:`.padEnd(34)} ${fmt(ratio(s, 'mixed')).padStart(6)} ${fmt(ratio(s, 'feed')).padStart(10)}`,
    );
  }

  console.log(
    '\nTwo instances against one, PostgreSQL: throughput (req/s) and per-core efficiency (requests per API\n' +
      'CPU-second: req/s over the cores the API processes kept busy, summed over the instances)',
  );
  console.log(
    `  ${'route'.padEnd(10)} ${'req/s 2/1'.padStart(10)}   ${'req per API CPU-s: 1 inst'.padStart(25)} ${'2 inst'.padStart(8)} ${'2/1'.padStart(6)}`,
  );
  for (const [name, of] of routes) {
    const eff = (s: Setup | undefined) => (measured(s) ? perApiCpuSecond(of(s)) : null);
    console.log(
      `  ${name.padEnd(10)} ${fmt(
        twoOverOne((s) => of(s).rps),
        'x',
      ).padStart(10)}   ${fmt(eff(pgOne)).padStart(25)} ${fmt(eff(pgTwo)).padStart(8)} ${fmt(
        twoOverOne((s) => perApiCpuSecond(of(s))),
        'x',
      ).padStart(6)}`,
    );
  }

  const mixedSqlite = ratio(sqlite, 'mixed');
  const mixedPg = ratio(pgOne, 'mixed');
  const p99 = (s: Setup | undefined, route: 'feed' | 'mixed') => (measured(s) ? s[route].p99 : null);
  const efficiency = twoOverOne((s) => perApiCpuSecond(s.mixed));
  console.log('\nTargets (issue 34: the mixed feed)');
  console.log(
    target(
      'mixed/static throughput, SQLite',
      fmt(mixedSqlite),
      `>= ${TARGETS.sqliteRatio}`,
      atLeast(mixedSqlite, TARGETS.sqliteRatio),
    ),
  );
  console.log(
    target(
      'mixed/static throughput, PostgreSQL',
      fmt(mixedPg),
      `>= ${TARGETS.postgresRatio}`,
      atLeast(mixedPg, TARGETS.postgresRatio),
    ),
  );
  console.log(
    target(
      `mixed p99 at ${connections} connections, SQLite`,
      ms(p99(sqlite, 'mixed')),
      `< ${TARGETS.sqliteP99Ms} ms`,
      under(p99(sqlite, 'mixed'), TARGETS.sqliteP99Ms),
    ),
  );
  console.log(
    target(
      `mixed p99 at ${connections} connections, PostgreSQL`,
      ms(p99(pgOne, 'mixed')),
      `< ${TARGETS.postgresP99Ms} ms`,
      under(p99(pgOne, 'mixed'), TARGETS.postgresP99Ms),
    ),
  );
  console.log(
    target(
      `mixed p99 at ${connections} connections, PostgreSQL x2`,
      ms(p99(pgTwo, 'mixed')),
      `< ${TARGETS.postgresP99Ms} ms`,
      under(p99(pgTwo, 'mixed'), TARGETS.postgresP99Ms),
    ),
  );
  console.log(
    target(
      'two vs one instance, requests per API CPU-second',
      fmt(efficiency, 'x'),
      `>= ${TARGETS.perCpuSecond}x`,
      atLeast(efficiency, TARGETS.perCpuSecond),
    ),
  );

  const repeatedSqlite = ratio(sqlite, 'feed');
  const repeatedPg = ratio(pgOne, 'feed');
  const scaling = twoOverOne((s) => s.feed.rps);
  console.log('\nTargets (issue 16: the repeated feed query)');
  console.log(
    target(
      'repeated/static throughput, SQLite',
      fmt(repeatedSqlite),
      `>= ${TARGETS.sqliteRatio}`,
      atLeast(repeatedSqlite, TARGETS.sqliteRatio),
    ),
  );
  console.log(
    target(
      'repeated/static throughput, PostgreSQL',
      fmt(repeatedPg),
      `>= ${TARGETS.postgresRatio}`,
      atLeast(repeatedPg, TARGETS.postgresRatio),
    ),
  );
  console.log(
    target(
      `repeated p99 at ${connections} connections, SQLite`,
      ms(p99(sqlite, 'feed')),
      `< ${TARGETS.sqliteP99Ms} ms`,
      under(p99(sqlite, 'feed'), TARGETS.sqliteP99Ms),
    ),
  );
  console.log(
    target(
      'two vs one instance, PostgreSQL (repeated req/s)',
      fmt(scaling, 'x'),
      `>= ${TARGETS.twoInstances}x`,
      atLeast(scaling, TARGETS.twoInstances),
    ),
  );

  if (measured(pgOne)) {
    const c = pgOne.mixed.cpu;
    const ours = c.servers + c.postgres + c.load;
    const other = Math.max(0, c.machine - ours);
    console.log(
      `\nThe two-instance throughput is bounded by the ${cores} cores. During the one-instance PostgreSQL mixed run the\n` +
        `machine was ${c.machine.toFixed(2)} of ${cores} cores busy: API ${c.servers.toFixed(2)}, PostgreSQL ${c.postgres.toFixed(2)}, ` +
        `load generator ${c.load.toFixed(2)}, other work ${other.toFixed(2)}.\n` +
        `Even with nothing else running, a second instance could add at most ${Math.max(0, cores - ours).toFixed(2)} cores, ` +
        'shared with PostgreSQL and\nthe load generator, whose work grows with the throughput. Requests per API CPU-second\n' +
        'do not depend on the spare cores: they say whether a second instance costs more CPU per request than the first.',
    );
  }
}
