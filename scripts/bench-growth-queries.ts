// What `npm run bench:growth` asks of each size: a mixed feed run (weeks, seasons, stat types, sorts, pages and
// tiers drawn from a seeded generator, few repeats), the odds board and player research for an all-star caller,
// and the public record's first page and export as the /record page asks for them (plays, anonymous). The same
// seed gives the same requests on every size and every run.
import { ENGINE_STAT_TYPES, FEED_SORT_FIELDS, TIERS, type Tier } from '@edgeboard/domain';
import { mulberry32 } from '../packages/engine/src/seeded-random';
import { CURRENT_WEEK, ROSTER, TEMPLATE_SEASON } from './bench-growth-data';
import type { GrowthRequest } from './bench-growth-load';

export interface GrowthEndpoint {
  name: string;
  /** Targets: the feed's p99 against its own at the smallest size; the others an absolute p99. */
  target: { kind: 'growth'; factor: number } | { kind: 'p99'; ms: number } | null;
  gzip: boolean;
  requests: (tokens: Record<Tier, string>, seasons: number) => GrowthRequest[];
}

const REQUESTS = 4_000;

function drawn<T>(rng: () => number, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)] as T;
}

function feedRequests(tokens: Record<Tier, string>, seasons: number): GrowthRequest[] {
  const rng = mulberry32(3402);
  const out: GrowthRequest[] = [];
  // Most callers look at the current season; some go back, as far as the data holds (up to four seasons).
  const past = Math.min(seasons - 1, 3);
  for (let i = 0; i < REQUESTS; i++) {
    const q = new URLSearchParams();
    const back = rng() < 0.25 && past > 0 ? 1 + Math.floor(rng() * past) : 0;
    if (back > 0) q.set('season', String(TEMPLATE_SEASON - back));
    const week =
      back > 0
        ? 1 + Math.floor(rng() * 18)
        : rng() < 0.4
          ? CURRENT_WEEK
          : 1 + Math.floor(rng() * CURRENT_WEEK);
    if (rng() < 0.85) q.set('week', String(week));
    if (rng() < 0.4) q.set('statType', drawn(rng, ENGINE_STAT_TYPES));
    q.set('sortBy', drawn(rng, FEED_SORT_FIELDS));
    q.set('sortOrder', rng() < 0.7 ? 'desc' : 'asc');
    const limit = drawn(rng, [12, 12, 24, 50]);
    q.set('limit', String(limit));
    q.set('offset', String(limit * Math.floor(rng() * rng() * 6)));
    out.push({ path: `/api/props/prop-feed?${q.toString()}`, token: tokens[drawn(rng, TIERS)] });
  }
  return out;
}

function oddsBoardRequests(tokens: Record<Tier, string>): GrowthRequest[] {
  const rng = mulberry32(3403);
  return Array.from({ length: 200 }, () => {
    const q = new URLSearchParams();
    if (rng() < 0.3) q.set('week', String(CURRENT_WEEK - Math.floor(rng() * 3)));
    if (rng() < 0.3) q.set('statType', drawn(rng, ENGINE_STAT_TYPES));
    const s = q.toString();
    return { path: `/api/odds-board${s ? `?${s}` : ''}`, token: tokens['all-star'] };
  });
}

function researchRequests(tokens: Record<Tier, string>): GrowthRequest[] {
  const rng = mulberry32(3404);
  // The current season's rosters: 32 teams of ROSTER players, ids pl-0 … (see bench-growth-data.ts).
  return Array.from({ length: 1_000 }, () => {
    const q = rng() < 0.5 ? `?statType=${drawn(rng, ENGINE_STAT_TYPES)}` : '';
    const id = Math.floor(rng() * 32 * ROSTER);
    return { path: `/api/players/pl-${String(id)}/research${q}`, token: tokens['all-star'] };
  });
}

export const GROWTH_ENDPOINTS: GrowthEndpoint[] = [
  { name: 'mixed feed', target: { kind: 'growth', factor: 2 }, gzip: false, requests: feedRequests },
  { name: 'odds board', target: { kind: 'p99', ms: 50 }, gzip: false, requests: oddsBoardRequests },
  { name: 'research', target: { kind: 'p99', ms: 50 }, gzip: false, requests: researchRequests },
  {
    name: 'record page 1',
    target: { kind: 'p99', ms: 50 },
    gzip: false,
    requests: () => [{ path: '/api/performance/record?view=plays&page=1', token: null }],
  },
  {
    name: 'export (csv, gzip)',
    target: null,
    gzip: true,
    requests: () => [{ path: '/api/performance/export?view=plays&format=csv', token: null }],
  },
];
