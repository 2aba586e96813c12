// The prop feed page's tests (paging and states, filters, the upgrade prompt) share this: the page's routes,
// numbered sample picks, and the feed answered by the checked mock handlers' server (withMockServer) with an
// override that pages through the test's picks like the real one, capped by the tier's allowance, recording
// each feed and billing-portal call. The caller is a demo account of the test's tier (the mock's /api/me).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { PlayerSummary, PropFeedItem, Tier } from '@edgeboard/domain';
import { numberedFeedItem } from '@/components/pick-card/pick-card.fixtures';
import { answer, refuse, signedInDemo, withMockServer } from '@/test/mock-server';
import { renderRoutes } from '@/test/render';
import { PropFeedPage } from './prop-feed-page';

const routes = [
  { path: '/dashboard/props', element: <PropFeedPage /> },
  { path: '/dashboard/subscription', element: <p>plans page</p> },
  { path: '/auth', element: <p>sign in page</p> },
];

export const picks = (n: number): PropFeedItem[] =>
  Array.from({ length: n }, (_, i) => numberedFeedItem(i, { confidence: 90 - (i % 30) }));

export const PLAYERS: PlayerSummary[] = [
  { id: '1', name: 'Josh Allen', position: 'QB', team_name: 'BUF' },
  { id: '2', name: 'Josh Jacobs', position: 'RB', team_name: 'GB' },
  { id: '3', name: 'Ja’Marr Chase', position: 'WR', team_name: 'CIN' },
];

interface Server {
  /** Every matching pick; the fake server pages through it like the real one. */
  all?: PropFeedItem[];
  /** The tier's allowance: at most this many picks are ever returned, while `count` stays the total. */
  cap?: number;
  tier?: Tier;
  feedStatus?: number;
}

let caller: Tier = 'all-star';

/** The week the server's season clock is in (GET /api/site): a plain /dashboard/props opens on it. */
export const SITE_WEEK = 7;

/** GET /api/site as the server answers it, in week `week`. */
export function serveSite(week = SITE_WEEK) {
  return answer('/api/site', {
    siteName: 'EdgeBoard',
    siteDescription: 'sports betting analytics platform',
    maintenanceMode: false,
    maintenanceMessage: null,
    mode: 'local',
    season: 2025,
    week,
  });
}

export function serve({ all = [], cap = Infinity, tier = 'all-star', feedStatus = 200 }: Server) {
  caller = tier;
  serveSite();
  // The search's suggestions: names the filter tests type.
  answer('/api/players', PLAYERS);
  // The portal's address is what the upgrade test checks the page goes to.
  const portal = answer('/api/billing/portal', { url: 'http://localhost:8787/dev/billing-portal/bp_test' });
  const feed =
    feedStatus === 200
      ? answer('/api/props/prop-feed', (_request, q) => {
          const offset = Number(q.get('offset'));
          const limit = Number(q.get('limit'));
          const visible = all.slice(0, cap);
          return { data: visible.slice(offset, offset + limit), count: all.length };
        })
      : refuse('/api/props/prop-feed', feedStatus, { message: 'server says no' });
  return { feedCalls: feed.query, portalCalls: portal.query };
}

export const open = (at = '/dashboard/props') => renderRoutes(routes, { at, auth: signedInDemo(caller) });
// Plain selectors: role queries over two dozen cards are slow in jsdom.
export const cards = () => Array.from(document.querySelectorAll('[role="article"]'));
// The button keeps its loading icon while the icon's leave animation runs, so match by its text.
export const queryLoadMore = () => screen.queryByText('Load More')?.closest('button') ?? null;
export const loadMore = () => {
  const button = queryLoadMore();
  if (button === null) throw new Error('no Load More button');
  return button;
};

/** Serves `all`, opens the feed (at `at`) and waits for its first `shown` cards; with a user to drive it. */
export async function openFeed(
  all: PropFeedItem[],
  { at, shown = Math.min(all.length, 12) }: { at?: string; shown?: number } = {},
) {
  const calls = serve({ all });
  const user = userEvent.setup();
  const view = open(at);
  await waitFor(() => {
    expect(cards()).toHaveLength(shown);
  });
  return { ...calls, ...view, user };
}

/** Call at the top of a test file: the mock's server around every test, overrides reset after each. */
export const withFeedServer = withMockServer;
