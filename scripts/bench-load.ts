// The load generator of `npm run bench:api`, run in its own process (never in a server's): autocannon at the
// given connections on one or more base URLs (connection i goes to base i mod n, so the load is spread
// evenly), a warm-up that is not counted, then the measured window. With `mixed`, every request is the next
// of the seeded pool of feed queries and tiers (bench-mixed.ts) instead of one path. Prints one JSON line
// (LoadResult).
import autocannon from 'autocannon';
import { SERVED_PATH, type LoadResult, type LoadSpec } from './bench-config';
import { coresBusy, sampleCpu } from './bench-cpu';
import { mixedFeedRequests } from './bench-mixed';

const spec = JSON.parse(process.env.BENCH_LOAD ?? '{}') as LoadSpec;
const headers = { authorization: `Bearer ${spec.token}` };

const pool = spec.mixed ? mixedFeedRequests(spec.mixed.size, spec.mixed.seed) : [];
const tokens = spec.mixed?.tokens;
// One counter for every connection: the pool is sent in its order, each request the next pair, so a repeat
// comes only after the whole pool (warm-up included) has been sent.
let next = 0;
const mixedRequests: autocannon.Request[] = [
  {
    method: 'GET',
    setupRequest: (req) => {
      const item = pool[next++ % pool.length];
      if (!item || !tokens) return req;
      return {
        ...req,
        path: item.path,
        headers: { ...req.headers, authorization: `Bearer ${tokens[item.tier]}` },
      };
    },
  },
];

function run(seconds: number) {
  return autocannon({
    // autocannon accepts several URLs (its README, `url`), though @types/autocannon declares one string.
    url: spec.bases.map((base) => base + spec.path) as unknown as string,
    connections: spec.connections,
    duration: seconds,
    headers,
    ...(spec.mixed ? { requests: mixedRequests } : {}),
  });
}

async function servedCounts(): Promise<number[]> {
  return Promise.all(
    spec.bases.map(async (base) => {
      const res = await fetch(base + SERVED_PATH, { headers });
      return ((await res.json()) as { served: number }).served;
    }),
  );
}

if (spec.warmupSeconds > 0) await run(spec.warmupSeconds);
const servedBefore = await servedCounts();
const before = sampleCpu(spec.serverPids, spec.postmasterPid);
const r = await run(spec.seconds);
const after = sampleCpu(spec.serverPids, spec.postmasterPid);
const servedAfter = await servedCounts();
const result: LoadResult = {
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors,
  timeouts: r.timeouts,
  // Less one: the read after the window counts itself.
  served: servedAfter.map((n, i) => n - (servedBefore[i] ?? 0) - 1),
  cpu: coresBusy(before, after),
};
console.log(JSON.stringify(result));
