// The dashboard page's tests, one file per card, share this: the page's routes, sample picks, news and games,
// a fake server answering the four endpoints the page calls (it records each call's query), and the fake timers
// the rotations run on (withDashboardTimers).
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { NewsItem, NflGame, PropFeedItem, type SubscriptionState, type Tier } from '@edgeboard/domain';
import { feedItem } from '@/components/pick-card/pick-card.fixtures';
import { renderRoutes, signedIn } from '@/test/render';
import { Component as DashboardPage } from './dashboard-page';

export const USER_ID = '11111111-1111-4111-8111-111111111111';

const routes = [
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/dashboard/subscription', element: <p>plans page</p> },
  { path: '/dashboard/analysis/:id', element: <p>analysis page</p> },
];

const subscription = (tier: Tier, isAdmin = false): SubscriptionState => ({
  tier,
  status: 'active',
  currentPeriodEnd: '2026-12-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  isAdmin,
});

export const pick = (i: number, over: Partial<PropFeedItem> = {}): PropFeedItem =>
  PropFeedItem.parse(
    feedItem({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      player: `Player ${i}`,
      description: `Player ${i} Over 245.5 Passing Yards`,
      confidence: 90 - i,
      ...over,
    }),
  );

export const news = (i: number): NewsItem =>
  NewsItem.parse({
    id: `n${i}`,
    title: `Headline ${i}`,
    date: 'Sep 10, 2025',
    originalSource: 'RotoBaller',
    body: `Body of story ${i}.`,
    source: 'rotoballer',
    url: null,
    created_at: '2025-09-10T12:00:00.000Z',
  });

export const game = (i: number, over: Partial<NflGame> = {}): NflGame =>
  NflGame.parse({
    GameID: 19000 + i,
    DateTime: '2025-09-21T13:00:00',
    Status: 'Scheduled',
    AwayTeam: `A${String.fromCharCode(65 + i)}`,
    HomeTeam: `H${String.fromCharCode(65 + i)}`,
    AwayScore: null,
    HomeScore: null,
    Quarter: null,
    QuarterDescription: null,
    TimeRemaining: null,
    ...over,
  });

interface Server {
  tier?: Tier;
  isAdmin?: boolean;
  feed?: PropFeedItem[];
  newsItems?: NewsItem[];
  newsStatus?: number;
  games?: (week: number) => NflGame[];
  scoresStatus?: number;
  /** The season the server's clock is in (GET /api/site). */
  season?: number;
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
const refuse = (status: number) => json({ error: { code: 'x', message: 'refused' } }, status);

export function serve({
  tier = 'all-star',
  isAdmin = false,
  feed = [pick(1, { week: 3 }), pick(2, { week: 3 }), pick(3, { week: 3 }), pick(4, { week: 3 })],
  newsItems = [news(1), news(2), news(3)],
  newsStatus = 200,
  games = () => [game(1)],
  scoresStatus = 200,
  season = 2025,
}: Server = {}) {
  const feedCalls: URLSearchParams[] = [];
  const newsCalls: URLSearchParams[] = [];
  const scoreCalls: URLSearchParams[] = [];
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const q = url.searchParams;
    switch (url.pathname) {
      case '/api/me':
        return json({
          id: USER_ID,
          email: 'fan@example.com',
          profile: null,
          subscription: subscription(tier, isAdmin),
        });
      case '/api/site':
        return json({
          siteName: 'EdgeBoard',
          siteDescription: 'sports betting analytics platform',
          maintenanceMode: false,
          maintenanceMessage: null,
          mode: 'local',
          season,
          week: 4,
        });
      case '/api/props/prop-feed': {
        feedCalls.push(q);
        const limit = Number(q.get('limit'));
        return json({ data: feed.slice(0, limit), count: feed.length });
      }
      case '/api/news/rotoballer':
        newsCalls.push(q);
        return newsStatus === 200 ? json(newsItems.slice(0, Number(q.get('limit')))) : refuse(newsStatus);
      case '/api/nfl/scoresbasic':
        scoreCalls.push(q);
        return scoresStatus === 200 ? json(games(Number(q.get('week')))) : refuse(scoresStatus);
      default:
        return refuse(404);
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return { feedCalls, newsCalls, scoreCalls };
}

/**
 * antd's test-mode ids are all 'test-id', so the dialog's aria-labelledby cannot name it in jsdom: find the
 * dialog, then check its title.
 */
export async function findRecommendations(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Top Recommendations')).toBeTruthy();
  return dialog;
}
// The footer's Close, not the corner X (which antd also labels Close).
export const closeButton = (dialog: HTMLElement): HTMLElement => {
  const button = within(dialog).getByText('Close').closest('button');
  if (button === null) throw new Error('no Close button');
  return button;
};

export const open = () => renderRoutes(routes, { at: '/dashboard', auth: signedIn(USER_ID) });
export const newsTitle = () => screen.getByTestId('news-title').textContent;
export function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Fake timers for every test of the calling file (the rotations and polls), real ones and real fetch after. */
export function withDashboardTimers(): void {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
