// The benchmark's verdicts: each target beside its measured value, met or not met at the boundary the issue
// states (>= for ratios, strictly under for p99), and "not measured" when a setup could not run.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoadResult } from './bench-config';
import { printReport, type Setup } from './bench-report';

function result(rps: number, p99 = 10): LoadResult {
  return {
    rps,
    p50: 5,
    p99,
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    served: [rps * 10],
    cpu: { servers: 0.7, postgres: 0.3, load: 0.2, machine: 1.5, cores: 2 },
  };
}

function printed(setups: Setup[]): string {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  printReport({ setups, cores: 2, connections: 64, seconds: 10, warmupSeconds: 2 });
  return log.mock.calls.map((args) => args.join(' ')).join('\n');
}

const verdict = (out: string, target: string) =>
  out
    .split('\n')
    .find((line) => line.startsWith(target))
    ?.trim()
    .split(/\s{2,}/)
    .slice(1);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('printReport', () => {
  it('meets a ratio target at its boundary and misses p99 at its boundary', () => {
    const out = printed([
      { name: 'SQLite, 1 instance', instances: 1, feed: result(800, 25), static: result(1000) },
      { name: 'PostgreSQL, 1 instance', instances: 1, feed: result(590), static: result(1000) },
      { name: 'PostgreSQL, 2 instances', instances: 2, feed: result(944), static: result(1600) },
    ]);
    expect(verdict(out, 'feed/static throughput, SQLite')).toEqual(['0.80', '>= 0.8', 'met']);
    expect(verdict(out, 'feed/static throughput, PostgreSQL')).toEqual(['0.59', '>= 0.6', 'not met']);
    expect(verdict(out, 'feed p99 at 64 connections, SQLite')).toEqual(['25.0 ms', '< 25 ms', 'not met']);
    // 944 / 590 = 1.6: two instances against one, on the feed's req/s.
    expect(verdict(out, 'two instances vs one, PostgreSQL')).toEqual(['1.60x', '>= 1.6x', 'met']);
    expect(out).toContain('This machine has 2 cores');
  });

  it('says "not measured" for targets whose setup could not run', () => {
    const out = printed([
      { name: 'SQLite, 1 instance', instances: 1, feed: result(900, 12), static: result(1000) },
      { name: 'PostgreSQL, 1 instance', skipped: 'PostgreSQL server binaries not found' },
      { name: 'PostgreSQL, 2 instances', skipped: 'PostgreSQL server binaries not found' },
    ]);
    expect(verdict(out, 'feed/static throughput, SQLite')).toEqual(['0.90', '>= 0.8', 'met']);
    expect(verdict(out, 'feed p99 at 64 connections, SQLite')).toEqual(['12.0 ms', '< 25 ms', 'met']);
    expect(verdict(out, 'feed/static throughput, PostgreSQL')).toEqual(['-', '>= 0.6', 'not measured']);
    expect(verdict(out, 'two instances vs one, PostgreSQL')).toEqual(['-', '>= 1.6x', 'not measured']);
    expect(out).toContain('PostgreSQL, 1 instance   skipped: PostgreSQL server binaries not found');
  });
});
