// What the halves of `npm run bench:api` agree on. Kept apart from bench-server.ts, which starts a server when
// it is loaded: the orchestrator and the load generator import these names without seeding a database.
import type { Tier } from '@edgeboard/domain';

/**
 * Picks in the measured season: a real season holds about 10,000 (issue 34); BENCH_PICKS asks for more, all in
 * the one season (e.g. 100,000, ten seasons' worth where a season's queries scan it). The growth benchmark
 * measures many seasons.
 */
export const PICKS = Number(process.env.BENCH_PICKS ?? 10_000);
export const STATIC_PATH = '/api/bench/static';
/** Requests the instance has answered since it started (the load check reads it to see how load was spread). */
export const SERVED_PATH = '/api/bench/served';
export const FEED_QUERY = '/api/props/prop-feed?season=2025&week=7&sortBy=confidence&sortOrder=desc&limit=12';
export const BENCH_EMAIL = 'bench@x.dev';
export const BENCH_PASSWORD = 'Bench-Pass-1!';
/** One signed-in user per tier for the mixed run; the starting tier's is the repeated run's BENCH_EMAIL. */
export const BENCH_TIER_EMAILS: Record<Tier, string> = {
  free: 'bench-free@x.dev',
  scout: 'bench-scout@x.dev',
  starting: BENCH_EMAIL,
  'all-star': 'bench-all-star@x.dev',
};

/** The line a bench server prints on stdout once it listens. */
export interface ServerReady {
  ready: true;
  port: number;
  /** The starting-tier user's: the repeated feed query and the static route are sent with it. */
  token: string;
  /** One per tier, for the mixed run. */
  tokens: Record<Tier, string>;
  bytes: number;
  items: number;
}

/** What the load generator is asked to do (passed as JSON in BENCH_LOAD). */
export interface LoadSpec {
  /** Base URLs; autocannon gives connection i to base i mod n, so 64 connections over 2 bases are 32 each. */
  bases: string[];
  path: string;
  token: string;
  /**
   * The mixed run instead of one path: each request the next of the seeded pool (bench-mixed.ts, rebuilt by
   * the load generator from its seed, as the pool is too large for an environment variable), with its tier's token.
   */
  mixed?: { size: number; seed: number; tokens: Record<Tier, string> };
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
