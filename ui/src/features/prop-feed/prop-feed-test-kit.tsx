// The prop feed page's tests (paging and states, filters, the upgrade prompt) share this: the page's routes,
// numbered sample picks, and a fake server that pages through them like the real one, capped by the tier's
// allowance, recording each feed and billing-portal call. withFeedServer() resets the stubbed fetch around
// every test of the calling file.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { PlayerSummary, PropFeedItem, SubscriptionState, Tier } from '@edgeboard/domain';
import { feedItem } from '@/components/pick-card/pick-card.fixtures';
import { renderRoutes, signedIn } from '@/test/render';
import { PropFeedPage } from './prop-feed-page';

const routes = [
  { path: '/dashboard/props', element: <PropFeedPage /> },
  { path: '/dashboard/subscription', element: <p>plans page</p> },
  { path: '/auth', element: <p>sign in page</p> },
];

export const picks = (n: number): PropFeedItem[] =>
  Array.from({ length: n }, (_, i) =>
    feedItem({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      player: `Player ${i}`,
      description: `Player ${i} Over 245.5 Passing Yards`,
      confidence: 90 - (i % 30),
    }),
  );

export const PLAYERS: PlayerSummary[] = [
  { id: '1', name: 'Josh Allen', position: 'QB', team_name: 'BUF' },
  { id: '2', name: 'Josh Jacobs', position: 'RB', team_name: 'GB' },
  { id: '3', name: 'Ja’Marr Chase', position: 'WR', team_name: 'CIN' },
];

const subscription = (tier: Tier): SubscriptionState => ({
  tier,
  status: 'active',
  currentPeriodEnd: tier === 'free' ? null : '2026-12-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  isAdmin: false,
});

interface Server {
  /** Every matching pick; the fake server pages through it like the real one. */
  all?: PropFeedItem[];
  /** The tier's allowance: at most this many picks are ever returned, while `count` stays the total. */
  cap?: number;
  tier?: Tier;
  feedStatus?: number;
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

export function serve({ all = [], cap = Infinity, tier = 'all-star', feedStatus = 200 }: Server) {
  const feedCalls: URLSearchParams[] = [];
  const portalCalls: URLSearchParams[] = [];
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === '/api/me') {
      return json({
        id: '11111111-1111-4111-8111-111111111111',
        email: 'fan@example.com',
        profile: null,
        subscription: subscription(tier),
      });
    }
    if (url.pathname === '/api/players') return json(PLAYERS);
    if (url.pathname === '/api/billing/portal') {
      portalCalls.push(url.searchParams);
      return json({ url: 'http://localhost:8787/dev/billing-portal/bp_test' });
    }
    if (url.pathname === '/api/props/prop-feed') {
      feedCalls.push(url.searchParams);
      if (feedStatus !== 200) return json({ error: { code: 'x', message: 'server says no' } }, feedStatus);
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      const visible = all.slice(0, cap);
      return json({ data: visible.slice(offset, offset + limit), count: all.length });
    }
    return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { feedCalls, portalCalls };
}

export const open = (at = '/dashboard/props') => renderRoutes(routes, { at, auth: signedIn() });
// Plain selectors: role queries over two dozen cards are slow in jsdom.
export const cards = () => Array.from(document.querySelectorAll('[role="article"]'));
// The button keeps its loading icon while the icon's leave animation runs, so match by its text.
export const queryLoadMore = () => screen.queryByText('Load More')?.closest('button') ?? null;
export const loadMore = () => {
  const button = queryLoadMore();
  if (button === null) throw new Error('no Load More button');
  return button;
};

export function withFeedServer(): void {
  beforeEach(() => {
    vi.unstubAllGlobals();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
