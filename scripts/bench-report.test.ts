// The benchmark's verdicts: each target beside its measured value, met or not met at the boundary the issues
// state (>= for ratios, strictly under for p99), and "not measured" when a setup could not run.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoadResult } from './bench-config';
import { printReport, type Setup } from './bench-report';

function result(rps: number, p99 = 10, apiCores = 0.7): LoadResult {
  return {
    rps,
    p50: 5,
    p99,
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    served: [rps * 10],
    cpu: { servers: apiCores, postgres: 0.3, load: 0.2, machine: 1.5, cores: 2 },
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
      {
        name: 'SQLite, 1 instance',
        instances: 1,
        feed: result(800, 25),
        mixed: result(790, 24.9),
        static: result(1000),
      },
      {
        name: 'PostgreSQL, 1 instance',
        instances: 1,
        feed: result(590),
        mixed: result(600, 40, 0.5),
        static: result(1000),
      },
      {
        name: 'PostgreSQL, 2 instances',
        instances: 2,
        feed: result(944),
        // 900 req/s on 0.9 API cores: 1,000 per API CPU-second, against 1,200 on one instance (600 / 0.5).
        mixed: result(900, 39.9, 0.9),
        static: result(1600),
      },
    ]);
    expect(verdict(out, 'repeated/static throughput, SQLite')).toEqual(['0.80', '>= 0.8', 'met']);
    expect(verdict(out, 'repeated/static throughput, PostgreSQL')).toEqual(['0.59', '>= 0.6', 'not met']);
    expect(verdict(out, 'repeated p99 at 64 connections, SQLite')).toEqual(['25.0 ms', '< 25 ms', 'not met']);
    // 944 / 590 = 1.6: two instances against one, on the repeated feed's req/s.
    expect(verdict(out, 'two vs one instance, PostgreSQL (repeated')).toEqual(['1.60x', '>= 1.6x', 'met']);
    expect(verdict(out, 'mixed/static throughput, SQLite')).toEqual(['0.79', '>= 0.8', 'not met']);
    expect(verdict(out, 'mixed/static throughput, PostgreSQL')).toEqual(['0.60', '>= 0.6', 'met']);
    expect(verdict(out, 'mixed p99 at 64 connections, SQLite')).toEqual(['24.9 ms', '< 25 ms', 'met']);
    expect(verdict(out, 'mixed p99 at 64 connections, PostgreSQL ')).toEqual([
      '40.0 ms',
      '< 40 ms',
      'not met',
    ]);
    expect(verdict(out, 'mixed p99 at 64 connections, PostgreSQL x2')).toEqual(['39.9 ms', '< 40 ms', 'met']);
    expect(verdict(out, 'two vs one instance, requests per API')).toEqual(['0.83x', '>= 0.9x', 'not met']);
    expect(out).toContain('This machine has 2 cores');
  });

  it('meets the per-core target at its boundary', () => {
    const pg = (name: string, instances: number, mixed: LoadResult): Setup => ({
      name,
      instances,
      feed: result(500),
      mixed,
      static: result(1000),
    });
    // 1,000 / 0.5 = 2,000 per API CPU-second on one instance; 1,440 / 0.8 = 1,800 on two: 0.9x.
    const out = printed([
      { name: 'SQLite, 1 instance', skipped: 'not run' },
      pg('PostgreSQL, 1 instance', 1, result(1000, 10, 0.5)),
      pg('PostgreSQL, 2 instances', 2, result(1440, 10, 0.8)),
    ]);
    expect(verdict(out, 'two vs one instance, requests per API')).toEqual(['0.90x', '>= 0.9x', 'met']);
  });

  it('flags a setup whose load had failed answers', () => {
    const bad = { ...result(900), non2xx: 12 };
    const out = printed([
      { name: 'SQLite, 1 instance', instances: 1, feed: result(900), mixed: bad, static: result(1000) },
    ]);
    expect(out).toContain('NOTE: SQLite, 1 instance had non-2xx answers');
  });

  it('says "not measured" for targets whose setup could not run', () => {
    const out = printed([
      {
        name: 'SQLite, 1 instance',
        instances: 1,
        feed: result(900, 12),
        mixed: result(850, 20),
        static: result(1000),
      },
      { name: 'PostgreSQL, 1 instance', skipped: 'PostgreSQL server binaries not found' },
      { name: 'PostgreSQL, 2 instances', skipped: 'PostgreSQL server binaries not found' },
    ]);
    expect(verdict(out, 'repeated/static throughput, SQLite')).toEqual(['0.90', '>= 0.8', 'met']);
    expect(verdict(out, 'repeated p99 at 64 connections, SQLite')).toEqual(['12.0 ms', '< 25 ms', 'met']);
    expect(verdict(out, 'mixed/static throughput, SQLite')).toEqual(['0.85', '>= 0.8', 'met']);
    expect(verdict(out, 'mixed/static throughput, PostgreSQL')).toEqual(['-', '>= 0.6', 'not measured']);
    expect(verdict(out, 'two vs one instance, PostgreSQL (repeated')).toEqual([
      '-',
      '>= 1.6x',
      'not measured',
    ]);
    expect(verdict(out, 'two vs one instance, requests per API')).toEqual(['-', '>= 0.9x', 'not measured']);
    expect(out).toContain('PostgreSQL, 1 instance   skipped: PostgreSQL server binaries not found');
  });
});
