// What the halves of `npm run bench:api` agree on. Kept apart from bench-server.ts, which starts a server when
// it is loaded: the orchestrator and the load generator import these names without seeding a database.
export const PICKS = 100_000;
export const STATIC_PATH = '/api/bench/static';
/** Requests the instance has answered since it started (the load check reads it to see how load was spread). */
export const SERVED_PATH = '/api/bench/served';
export const FEED_QUERY = '/api/props/prop-feed?season=2025&week=7&sortBy=confidence&sortOrder=desc&limit=12';
export const BENCH_EMAIL = 'bench@x.dev';
export const BENCH_PASSWORD = 'Bench-Pass-1!';

/** The line a bench server prints on stdout once it listens. */
export interface ServerReady {
  ready: true;
  port: number;
  token: string;
  bytes: number;
  items: number;
}

/** What the load generator is asked to do (passed as JSON in BENCH_LOAD). */
export interface LoadSpec {
  /** Base URLs; autocannon gives connection i to base i mod n, so 64 connections over 2 bases are 32 each. */
  bases: string[];
  path: string;
  token: string;
  connections: number;
  warmupSeconds: number;
  seconds: number;
  /** Processes whose CPU time is reported: the API instances, and PostgreSQL's postmaster with its children. */
  serverPids: number[];
  postmasterPid?: number;
}

/** What the load generator prints as its last stdout line. */
export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Requests each base answered during the measured window, in the order of `bases`. */
  served: number[];
  /** Mean cores busy during the measured window. */
  cpu: { servers: number; postgres: number; load: number; machine: number; cores: number };
}
