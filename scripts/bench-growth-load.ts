// The load generator of `npm run bench:growth`, in its own process: autocannon at the given connections over a
// list of requests (path and bearer token, or none), taken in turn by whichever connection is free, a warm-up
// that is not counted, then the measured window. Reads its GrowthLoadSpec as JSON on stdin; prints one JSON line (GrowthLoadResult).
import { text } from 'node:stream/consumers';
import autocannon from 'autocannon';
import { coresBusy, sampleCpu } from './bench-cpu';

export interface GrowthRequest {
  path: string;
  token: string | null;
}

export interface GrowthLoadSpec {
  base: string;
  requests: GrowthRequest[];
  connections: number;
  warmupSeconds: number;
  seconds: number;
  serverPid: number;
  /** Send Accept-Encoding: gzip, as a browser does (the export answers a gzip built once). */
  gzip: boolean;
}

export interface GrowthLoadResult {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerRequest: number;
  cpu: ReturnType<typeof coresBusy>;
}

const spec = JSON.parse(await text(process.stdin)) as GrowthLoadSpec;
let next = 0;

function run(seconds: number) {
  return autocannon({
    url: spec.base,
    connections: spec.connections,
    duration: seconds,
    timeout: 60,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          const r = spec.requests[next++ % spec.requests.length];
          if (!r) return req;
          const headers: Record<string, string> = {};
          if (r.token) headers.authorization = `Bearer ${r.token}`;
          if (spec.gzip) headers['accept-encoding'] = 'gzip';
          return { ...req, path: r.path, headers };
        },
      },
    ],
  });
}

if (spec.warmupSeconds > 0) await run(spec.warmupSeconds);
const before = sampleCpu([spec.serverPid]);
const r = await run(spec.seconds);
const after = sampleCpu([spec.serverPid]);
const result: GrowthLoadResult = {
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  max: r.latency.max,
  non2xx: r.non2xx,
  errors: r.errors,
  timeouts: r.timeouts,
  bytesPerRequest: r.requests.total > 0 ? r.throughput.total / r.requests.total : 0,
  cpu: coresBusy(before, after),
};
console.log(JSON.stringify(result));
