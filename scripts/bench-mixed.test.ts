// The mixed run's pool: distinct, the same on every run, spread over the four tiers, and every query one the
// feed accepts (the benchmark's preflight checks answers too; this catches a bad filter without a server).
import { PropFeedQuery, TIERS } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { mixedFeedRequests } from './bench-mixed';

describe('mixedFeedRequests', () => {
  const pool = mixedFeedRequests(2_000, 7);

  it('draws the asked number of distinct query-and-tier pairs, the same for the same seed', () => {
    expect(pool).toHaveLength(2_000);
    expect(new Set(pool.map((r) => `${r.tier} ${r.path}`)).size).toBe(2_000);
    expect(mixedFeedRequests(2_000, 7)).toEqual(pool);
    expect(mixedFeedRequests(2_000, 8)).not.toEqual(pool);
  });

  it('spreads the requests over every tier', () => {
    for (const tier of TIERS) expect(pool.filter((r) => r.tier === tier).length).toBeGreaterThan(300);
  });

  it('sends only queries the feed accepts, with varied filters', () => {
    const queries = pool.map((r) => {
      const url = new URL(r.path, 'http://x');
      expect(url.pathname).toBe('/api/props/prop-feed');
      return PropFeedQuery.parse(Object.fromEntries(url.searchParams));
    });
    expect(new Set(queries.map((q) => q.week)).size).toBe(19);
    expect(new Set(queries.map((q) => q.sortBy)).size).toBe(5);
    expect(new Set(queries.map((q) => q.sortOrder)).size).toBe(2);
    expect(new Set(queries.map((q) => q.offset)).size).toBeGreaterThan(3);
    expect(queries.some((q) => q.plays)).toBe(true);
  });
});
