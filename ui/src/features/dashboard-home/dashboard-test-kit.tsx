// The dashboard page's tests, one file per card, share this: the page's routes, sample picks, news and games,
// the checked mock handlers' server (withMockServer) with the five endpoints the page calls overridden by the
// test's user, season and rows (each call's query recorded), and the fake timers the rotations run on
// (withDashboardTimers).
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { NewsItem, NflGame, PropFeedItem, type Tier } from '@edgeboard/domain';
import { numberedFeedItem } from '@/components/pick-card/pick-card.fixtures';
import { meAnswer, subscriptionOf, TEST_USER_ID } from '@/test/me.fixture';
import { answer, refuse, withMockServer } from '@/test/mock-server';
import { renderRoutes, signedIn } from '@/test/render';
import { Component as DashboardPage } from './dashboard-page';

export const USER_ID = TEST_USER_ID;

const routes = [
  { path: '/dashboard', element: <DashboardPage /> },
  { path: '/dashboard/subscription', element: <p>plans page</p> },
  { path: '/dashboard/analysis/:id', element: <p>analysis page</p> },
];

export const pick = (i: number, over: Partial<PropFeedItem> = {}): PropFeedItem =>
  PropFeedItem.parse(numberedFeedItem(i, { confidence: 90 - i, ...over }));

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
  answer(
    '/api/me',
    meAnswer(subscriptionOf(tier, { currentPeriodEnd: '2026-12-01T00:00:00.000Z', isAdmin })),
  );
  answer('/api/site', {
    siteName: 'EdgeBoard',
    siteDescription: 'sports betting analytics platform',
    maintenanceMode: false,
    maintenanceMessage: null,
    mode: 'local',
    season,
    week: 4,
  });
  const feedCalls = answer('/api/props/prop-feed', (_r, q) => ({
    data: feed.slice(0, Number(q.get('limit'))),
    count: feed.length,
  })).query;
  const newsCalls = (
    newsStatus === 200
      ? answer('/api/news/rotoballer', (_r, q) => newsItems.slice(0, Number(q.get('limit'))))
      : refuse('/api/news/rotoballer', newsStatus)
  ).query;
  const scoreCalls = (
    scoresStatus === 200
      ? answer('/api/nfl/scoresbasic', (_r, q) => games(Number(q.get('week'))))
      : refuse('/api/nfl/scoresbasic', scoresStatus)
  ).query;
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

/** The mock's server, and fake timers (the rotations and polls) for every test of the calling file. */
export function withDashboardTimers(): void {
  // Every endpoint the page calls is overridden by serve(): the demo world is never needed.
  withMockServer({ buildWorld: false });
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
