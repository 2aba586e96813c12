// The mixed load of `npm run bench:api` (issue 34): feed queries as subscribers send them (the prop feed page's
// filters, prop-feed-filters.ts in the web app: week, confidence floor, prop type or stat type, status, sort
// and order, a player search, plays only, and Load More's offsets) on four tiers, drawn from a seeded
// generator so every run and every setup sends the same pool. The pool is thousands of distinct
// query-and-tier pairs, far more than the feed cache holds (500 answers), so almost every request is answered
// by the database rather than from bytes sent before.
import {
  CONFIDENCE_FILTER_VALUES,
  ENGINE_STAT_TYPES,
  FEED_PAGE_SIZE,
  FEED_SORT_FIELDS,
  PROP_TYPE_FILTERS,
  TIERS,
  type Tier,
} from '@edgeboard/domain';
import { mulberry32 } from '@edgeboard/engine/seeded-random';

export interface MixedRequest {
  tier: Tier;
  /** Path and query string. */
  path: string;
}

export const MIXED_POOL_SIZE = 5_000;
export const MIXED_SEED = 34;

const STAT_FILTERS = [...ENGINE_STAT_TYPES, ...PROP_TYPE_FILTERS.map((f) => f.value)];

/**
 * `size` distinct requests. Each filter is left at the page's default most of the time, as people mostly
 * change one or two; the season is always named because the bench data is 2025's and the server's clock
 * (today) would otherwise choose a season with no picks.
 */
export function mixedFeedRequests(size = MIXED_POOL_SIZE, seed = MIXED_SEED): MixedRequest[] {
  const random = mulberry32(seed);
  const pickOf = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const chance = (p: number) => random() < p;
  const seen = new Set<string>();
  const out: MixedRequest[] = [];
  // Bounded: the filters' combinations far outnumber any pool asked for, so this ends long before.
  for (let tries = 0; out.length < size && tries < size * 20; tries++) {
    const q = new URLSearchParams({ season: '2025' });
    if (chance(0.75)) q.set('week', String(1 + Math.floor(random() * 18)));
    q.set('limit', String(FEED_PAGE_SIZE));
    q.set('minConfidence', String(chance(0.6) ? 0 : pickOf(CONFIDENCE_FILTER_VALUES)));
    q.set('sortBy', chance(0.4) ? 'confidence' : pickOf(FEED_SORT_FIELDS));
    q.set('sortOrder', chance(0.7) ? 'desc' : 'asc');
    if (chance(0.5)) q.set('statType', pickOf(STAT_FILTERS));
    if (chance(0.1)) q.set('status', pickOf(['live', 'upcoming']));
    if (chance(0.1)) q.set('player', `Player ${Math.floor(random() * 1500)}`);
    if (chance(0.15)) q.set('plays', 'true');
    // Load More: most sessions stay on the first page, some read a few more.
    const page = chance(0.6) ? 0 : Math.floor(random() * 6);
    if (page > 0) q.set('offset', String(page * FEED_PAGE_SIZE));
    const tier = pickOf(TIERS);
    const path = `/api/props/prop-feed?${q.toString()}`;
    const key = `${tier} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ tier, path });
  }
  return out;
}
