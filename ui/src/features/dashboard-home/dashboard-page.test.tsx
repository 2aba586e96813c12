import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FREE_TRIAL_USED_MESSAGE,
  freeTrialStorageKey,
  LIVE_GAMES_ROTATION_MS,
  NEWS_ROTATION_MS,
  NewsItem,
  NflGame,
  NO_GAMES_MESSAGE,
  NO_PROPS_MESSAGE,
  PropFeedItem,
  SCOUT_NEWS_UPGRADE_MESSAGE,
  SCORES_FAILED_MESSAGE,
  type SubscriptionState,
  type Tier,
} from '@edgeboard/domain';
import { feedItem } from '../../components/pick-card/pick-card.fixtures';
import { renderRoutes, signedIn } from '../../test/render';
import { Component as DashboardPage } from './dashboard-page';
import { MAX_NEWS_DOTS } from './news-carousel';
import { SUBSCRIPTION_PATH } from '../../app/gating/access-rule';

const USER_ID = '11111111-1111-4111-8111-111111111111';

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

const pick = (i: number, over: Partial<PropFeedItem> = {}): PropFeedItem =>
  PropFeedItem.parse(
    feedItem({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      player: `Player ${i}`,
      description: `Player ${i} Over 245.5 Passing Yards`,
      confidence: 90 - i,
      ...over,
    }),
  );

const news = (i: number): NewsItem =>
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

const game = (i: number, over: Partial<NflGame> = {}): NflGame =>
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
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
const refuse = (status: number) => json({ error: { code: 'x', message: 'refused' } }, status);

function serve({
  tier = 'all-star',
  isAdmin = false,
  feed = [pick(1, { week: 3 }), pick(2, { week: 3 }), pick(3, { week: 3 }), pick(4, { week: 3 })],
  newsItems = [news(1), news(2), news(3)],
  newsStatus = 200,
  games = () => [game(1)],
  scoresStatus = 200,
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
async function findRecommendations(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Top Recommendations')).toBeTruthy();
  return dialog;
}
// The footer's Close, not the corner X (which antd also labels Close).
const closeButton = (dialog: HTMLElement): HTMLElement => {
  const button = within(dialog).getByText('Close').closest('button');
  if (button === null) throw new Error('no Close button');
  return button;
};

const open = () => renderRoutes(routes, { at: '/dashboard', auth: signedIn(USER_ID) });
const newsTitle = () => screen.getByTestId('news-title').textContent;
function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('dashboard heading and plan', () => {
  it('shows the admin badge and link, and the plan without an upgrade for all-star', async () => {
    serve({ isAdmin: true });
    open();
    expect(await screen.findByText('Admin User')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Admin Dashboard' }).getAttribute('href')).toBe('/admin');
    expect(screen.getByTestId('plan-name').textContent).toBe('All-Star Edge');
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
  });

  it('offers starting users an upgrade (through the billing portal)', async () => {
    serve({ tier: 'starting' });
    open();
    expect((await screen.findByTestId('plan-name')).textContent).toBe('Starting Edge');
    expect(screen.queryByText('Admin User')).toBeNull();
    const upgrade = screen.getByRole('button', { name: 'Upgrade' });
    expect(upgrade.closest('a')).toBeNull();
  });
});

describe('NFL News carousel', () => {
  it('advances every 12 s, moves with Prev, Next and dots, and pauses while hovered', async () => {
    const { newsCalls } = serve({ tier: 'all-star' });
    open();
    await waitFor(() => {
      expect(newsTitle()).toBe('Headline 1');
    });
    expect(newsCalls[0]?.get('limit')).toBe('25');

    advance(NEWS_ROTATION_MS);
    expect(newsTitle()).toBe('Headline 2');

    fireEvent.click(screen.getByRole('button', { name: 'Next news item' }));
    expect(newsTitle()).toBe('Headline 3');
    advance(NEWS_ROTATION_MS);
    expect(newsTitle()).toBe('Headline 1');

    fireEvent.click(screen.getByRole('button', { name: 'Previous news item' }));
    expect(newsTitle()).toBe('Headline 3');

    const dot = screen.getByRole('button', { name: 'Show news item 2' });
    fireEvent.click(dot);
    expect(newsTitle()).toBe('Headline 2');
    expect(dot.getAttribute('aria-current')).toBe('true');

    const carousel = screen.getByRole('region', { name: 'NFL News' });
    fireEvent.mouseEnter(carousel);
    advance(NEWS_ROTATION_MS * 2);
    expect(newsTitle()).toBe('Headline 2');
    fireEvent.mouseLeave(carousel);
    advance(NEWS_ROTATION_MS);
    expect(newsTitle()).toBe('Headline 3');
  });

  it('keeps 25 headlines to one short row of dots with a position count, so they fit a phone', async () => {
    serve({ tier: 'all-star', newsItems: Array.from({ length: 25 }, (_, i) => news(i + 1)) });
    open();
    await waitFor(() => {
      expect(newsTitle()).toBe('Headline 1');
    });
    const dots = () => screen.getAllByRole('button', { name: /^Show news item / });
    expect(dots()).toHaveLength(MAX_NEWS_DOTS);
    expect(screen.getByTestId('news-position').textContent).toBe('1 / 25');
    fireEvent.click(screen.getByRole('button', { name: 'Previous news item' }));
    expect(newsTitle()).toBe('Headline 25');
    expect(screen.getByTestId('news-position').textContent).toBe('25 / 25');
    expect(dots()).toHaveLength(MAX_NEWS_DOTS);
    expect(screen.getByRole('button', { name: 'Show news item 25' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('shows the scout upgrade message without asking for news', async () => {
    const { newsCalls, feedCalls } = serve({ tier: 'scout', newsStatus: 403 });
    open();
    expect(await screen.findByText(SCOUT_NEWS_UPGRADE_MESSAGE)).toBeTruthy();
    const named = screen.getByText(/Starting Edge includes NFL news/);
    expect(within(named).getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe(
      SUBSCRIPTION_PATH,
    );
    await waitFor(() => {
      expect(feedCalls.length).toBeGreaterThan(0);
    });
    expect(newsCalls).toHaveLength(0);
  });

  it('shows the upgrade message when the server answers 403', async () => {
    const { newsCalls } = serve({ tier: 'starting', newsStatus: 403 });
    open();
    expect(await screen.findByText(SCOUT_NEWS_UPGRADE_MESSAGE)).toBeTruthy();
    expect(newsCalls[0]?.get('limit')).toBe('10');
  });

  it('says when there is no news', async () => {
    serve({ newsItems: [] });
    open();
    expect(await screen.findByText('No news available at the moment.')).toBeTruthy();
  });
});

describe('Quick Actions', () => {
  // The dialog's open animation waits on real frames.
  beforeEach(() => {
    vi.useRealTimers();
  });

  it('shows the total prop count and the three highest-confidence props in Top Recommendations', async () => {
    const feed = Array.from({ length: 7 }, (_, i) => pick(i + 1));
    const { feedCalls } = serve({ feed });
    open();
    await waitFor(() => {
      expect(screen.getByTestId('prop-count').textContent).toContain('7');
    });
    // Issue #18 item 2: only games not yet started are counted and recommended.
    expect(Object.fromEntries(feedCalls.find((q) => q.get('limit') === '1') ?? [])).toEqual({
      limit: '1',
      season: '2025',
      status: 'upcoming',
    });

    fireEvent.click(screen.getByRole('button', { name: /AI Recommendations/ }));
    const dialog = await findRecommendations();
    await waitFor(() => {
      expect(within(dialog).getAllByText('View Details')).toHaveLength(3);
    });
    expect(Object.fromEntries(feedCalls.find((q) => q.get('limit') === '3') ?? [])).toEqual({
      limit: '3',
      season: '2025',
      sortBy: 'confidence',
      sortOrder: 'desc',
      status: 'upcoming',
    });
    expect(within(dialog).getByText('Player 1')).toBeTruthy();
    const hrefs = within(dialog)
      .getAllByRole('link', { name: /View Details/ })
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([1, 2, 3].map((i) => `/dashboard/analysis/${pick(i).id}`));
    // Opening is free for standard plans: no flag is left behind.
    expect(window.localStorage.getItem(freeTrialStorageKey(USER_ID))).toBeNull();

    fireEvent.click(closeButton(dialog));
    expect(screen.getByRole('button', { name: /AI Recommendations/ }).hasAttribute('disabled')).toBe(false);
  });

  it('gives scouts one free opening, then disables the button with an upgrade link', async () => {
    serve({ tier: 'scout' });
    open();
    const button = await screen.findByRole('button', { name: /AI Recommendations/ });
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    const dialog = await findRecommendations();
    expect(window.localStorage.getItem(freeTrialStorageKey(USER_ID))).toBe('true');
    fireEvent.click(closeButton(dialog));
    await waitFor(() => {
      expect(screen.getByRole('button', { name: /AI Recommendations/ }).hasAttribute('disabled')).toBe(true);
    });
    expect(screen.getByText(FREE_TRIAL_USED_MESSAGE)).toBeTruthy();
    // Issue #18 item 9: the refusal names the plan and links to the plans page.
    expect(screen.getByText('Starting Edge includes them.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe(
      '/dashboard/subscription',
    );
  });

  it('offers Performance Review to premium users only, telling others the plan that has it', async () => {
    serve({ tier: 'scout' });
    open();
    const named = await screen.findByText('All-Star Edge includes Performance Review.', { exact: false });
    expect(screen.queryByRole('link', { name: /Performance Review/ })).toBeNull();
    expect(within(named).getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe(
      '/dashboard/subscription',
    );
  });

  it('remembers a used free trial across visits', async () => {
    window.localStorage.setItem(freeTrialStorageKey(USER_ID), 'true');
    serve({ tier: 'scout' });
    open();
    const button = await screen.findByRole('button', { name: /AI Recommendations/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(FREE_TRIAL_USED_MESSAGE)).toBeTruthy();
  });
});

describe('Live NFL Games', () => {
  it('opens on the week of the nearest open pick and shows 6 games a page, rotating every 10 s', async () => {
    const games = [
      ...Array.from({ length: 6 }, (_, i) => game(i)),
      game(6, {
        Status: 'InProgress',
        AwayScore: 14,
        HomeScore: 7,
        QuarterDescription: '3rd Quarter',
        TimeRemaining: '8:21',
      }),
      game(7, { Status: 'Final', AwayScore: 20, HomeScore: 23 }),
    ];
    const { scoreCalls } = serve({
      feed: [pick(1, { week: 2, status: 'final' }), pick(2, { week: 4, status: 'upcoming' })],
      games: () => games,
    });
    open();
    await waitFor(() => {
      expect(screen.getAllByTestId('game')).toHaveLength(6);
    });
    expect(screen.getByTestId('season-week').textContent).toBe('Season 2025 · Week 4');
    expect(Object.fromEntries(scoreCalls[0] ?? [])).toEqual({ season: '2025', week: '4', seasonType: 'REG' });
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByText('AA @ HA')).toBeTruthy();

    advance(LIVE_GAMES_ROTATION_MS);
    expect(screen.getAllByTestId('game')).toHaveLength(2);
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(screen.getByText('3rd Quarter · 8:21')).toBeTruthy();
    expect(screen.getByText('Final')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next games' }));
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  });

  it('polls the scores every 5 s', async () => {
    const { scoreCalls } = serve();
    open();
    await waitFor(() => {
      expect(scoreCalls).toHaveLength(1);
    });
    advance(5_000);
    await waitFor(() => {
      expect(scoreCalls).toHaveLength(2);
    });
  });

  it('rolls past finished weeks when no pick is open', async () => {
    const { scoreCalls } = serve({
      feed: [pick(1, { week: 1, status: 'final' })],
      games: (week) => [game(week, { Status: week < 3 ? 'Final' : 'Scheduled', AwayScore: 0, HomeScore: 0 })],
    });
    open();
    await waitFor(() => {
      expect(screen.getByTestId('season-week').textContent).toBe('Season 2025 · Week 3');
    });
    expect(scoreCalls.map((q) => q.get('week'))).toEqual(['1', '2', '3']);
  });

  it('shows the failure and empty messages', async () => {
    serve({ scoresStatus: 400 });
    const first = open();
    expect(await screen.findByText(SCORES_FAILED_MESSAGE)).toBeTruthy();
    first.unmount();
    serve({ games: () => [] });
    open();
    expect(await screen.findByText(NO_GAMES_MESSAGE)).toBeTruthy();
  });
});

describe('Live Feed', () => {
  it('loads the tier count, and a new sort asks the server again', async () => {
    const { feedCalls } = serve({ tier: 'starting' });
    open();
    await waitFor(() => {
      expect(document.querySelectorAll('[role="article"]')).toHaveLength(4);
    });
    const live = () => feedCalls.filter((q) => q.get('limit') === '12');
    expect(Object.fromEntries(live()[0] ?? [])).toEqual({
      limit: '12',
      season: '2025',
      sortBy: 'confidence',
      sortOrder: 'desc',
      status: 'upcoming',
    });
    expect(screen.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/dashboard/props');

    const sort = screen.getByRole('combobox', { name: 'Sort live feed' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Confidence', 'Start Time', 'Prop Type']);
    fireEvent.change(sort, { target: { value: 'start_time' } });
    await waitFor(() => {
      expect(live().some((q) => q.get('sortBy') === 'start_time' && q.get('sortOrder') === 'asc')).toBe(true);
    });
  });

  it('says when there are no props', async () => {
    serve({ feed: [] });
    open();
    expect(await screen.findByText(NO_PROPS_MESSAGE)).toBeTruthy();
  });
});
