import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NO_BETS_FOR_PROP_TYPE_MESSAGE,
  NO_PLAYER_MATCHES_MESSAGE,
  NO_PROPS_MESSAGE,
  PERMISSION_MESSAGE,
  PROP_FEED_UNAVAILABLE_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  type PlayerSummary,
  type PropFeedItem,
  type SubscriptionState,
  type Tier,
} from '@edgeboard/domain';
import { feedItem, feedItemWithMarket, pickMarket } from '../../components/pick-card/pick-card.fixtures';
import { renderRoutes, signedIn } from '../../test/render';
import { PLAYS_ONLY_HINT } from './prop-feed-filters';
import { PropFeedPage } from './prop-feed-page';
import { SUBSCRIPTION_PATH } from '../../app/gating/access-rule';

const routes = [
  { path: '/dashboard/props', element: <PropFeedPage /> },
  { path: '/dashboard/subscription', element: <p>plans page</p> },
  { path: '/auth', element: <p>sign in page</p> },
];

const picks = (n: number): PropFeedItem[] =>
  Array.from({ length: n }, (_, i) =>
    feedItem({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      player: `Player ${i}`,
      description: `Player ${i} Over 245.5 Passing Yards`,
      confidence: 90 - (i % 30),
    }),
  );

const PLAYERS: PlayerSummary[] = [
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

function serve({ all = [], cap = Infinity, tier = 'all-star', feedStatus = 200 }: Server) {
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

const open = (at = '/dashboard/props') => renderRoutes(routes, { at, auth: signedIn() });
// Plain selectors: role queries over two dozen cards are slow in jsdom.
const cards = () => Array.from(document.querySelectorAll('[role="article"]'));
// The button keeps its loading icon while the icon's leave animation runs, so match by its text.
const queryLoadMore = () => screen.queryByText('Load More')?.closest('button') ?? null;
const loadMore = () => {
  const button = queryLoadMore();
  if (button === null) throw new Error('no Load More button');
  return button;
};

beforeEach(() => {
  vi.unstubAllGlobals();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('prop feed paging', () => {
  it('loads 12, appends 12 more per Load More, and stops when a page comes back short', async () => {
    const { feedCalls } = serve({ all: picks(29) });
    const user = userEvent.setup();
    open();
    await waitFor(() => {
      expect(cards()).toHaveLength(12);
    });
    expect(Object.fromEntries(feedCalls[0] ?? [])).toEqual({
      limit: '12',
      offset: '0',
      minConfidence: '0',
      sortBy: 'confidence',
      sortOrder: 'desc',
      season: '2025',
    });

    await user.click(loadMore());
    await waitFor(() => {
      expect(cards()).toHaveLength(24);
    });
    expect(screen.getByRole('article', { name: 'Player 0' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Player 23' })).toBeTruthy();

    await user.click(loadMore());
    await waitFor(() => {
      expect(cards()).toHaveLength(29);
    });
    expect(feedCalls.map((q) => q.get('offset'))).toEqual(['0', '12', '24']);
    expect(queryLoadMore()).toBeNull();
  });

  it('Refresh reloads the first page, replacing the list', async () => {
    const { feedCalls } = serve({ all: picks(20) });
    const user = userEvent.setup();
    open();
    await waitFor(() => {
      expect(cards()).toHaveLength(12);
    });
    await user.click(loadMore());
    await waitFor(() => {
      expect(cards()).toHaveLength(20);
    });
    await user.click(screen.getByRole('button', { name: /Refresh/ }));
    await waitFor(() => {
      expect(feedCalls).toHaveLength(3);
    });
    await waitFor(() => {
      expect(cards()).toHaveLength(12);
    });
    expect(feedCalls[2]?.get('offset')).toBe('0');
  });
});

describe('prop feed filters', () => {
  it('sends the filters held in the URL', async () => {
    const { feedCalls } = serve({ all: picks(2) });
    open(
      '/dashboard/props?week=3&minConfidence=60&statType=player_yards&status=upcoming&sortBy=created_at&sortOrder=asc&player=Josh+Allen',
    );
    await waitFor(() => {
      expect(cards()).toHaveLength(2);
    });
    expect(Object.fromEntries(feedCalls[0] ?? [])).toEqual({
      limit: '12',
      offset: '0',
      minConfidence: '60',
      sortBy: 'created_at',
      sortOrder: 'asc',
      season: '2025',
      week: '3',
      player: 'Josh Allen',
      statType: 'player_yards',
      status: 'upcoming',
    });
    expect(screen.getByLabelText('Player')).toHaveProperty('value', 'Josh Allen');
  });

  it('applies new filters only on Apply Filters, into the URL, from the first page', async () => {
    const { feedCalls } = serve({ all: picks(3) });
    const user = userEvent.setup();
    const { router } = open();
    await waitFor(() => {
      expect(cards()).toHaveLength(3);
    });

    await user.click(screen.getByLabelText('Confidence'));
    await user.click(await screen.findByTitle('80%+'));
    await user.click(screen.getByLabelText('Prop Type'));
    await user.click(await screen.findByTitle('Receiving Yards'));
    await user.click(screen.getByRole('button', { name: 'Sort descending' }));
    expect(screen.getByRole('button', { name: 'Sort ascending' })).toBeTruthy();
    expect(feedCalls).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => {
      expect(feedCalls).toHaveLength(2);
    });
    expect(router.state.location.search).toBe('?minConfidence=80&statType=receiving_yards&sortOrder=asc');
    const q = feedCalls[1];
    expect(q?.get('minConfidence')).toBe('80');
    expect(q?.get('statType')).toBe('receiving_yards');
    expect(q?.get('sortOrder')).toBe('asc');
    expect(q?.get('offset')).toBe('0');
  });

  it('sorts by value (EV) and keeps Plays only, both in the URL and in the request', async () => {
    const { feedCalls } = serve({ all: picks(3) });
    const user = userEvent.setup();
    const { router } = open();
    await waitFor(() => {
      expect(cards()).toHaveLength(3);
    });
    const plays = screen.getByRole('checkbox', { name: 'Plays only' });
    expect(plays).toHaveProperty('checked', false);
    expect(document.getElementById(plays.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      PLAYS_ONLY_HINT,
    );

    await user.click(screen.getByLabelText('Sort By'));
    await user.click(await screen.findByTitle('Value (EV)'));
    await user.click(plays);
    expect(feedCalls).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => {
      expect(feedCalls).toHaveLength(2);
    });
    expect(router.state.location.search).toBe('?sortBy=ev&plays=true');
    expect(feedCalls[1]?.get('sortBy')).toBe('ev');
    expect(feedCalls[1]?.get('plays')).toBe('true');

    await user.click(screen.getByRole('checkbox', { name: 'Plays only' }));
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => {
      expect(feedCalls).toHaveLength(3);
    });
    expect(router.state.location.search).toBe('?sortBy=ev');
    expect(feedCalls[2]?.has('plays')).toBe(false);
  });

  it('opens a shared link with Value (EV) and Plays only applied, and shows each pick against the market', async () => {
    const { feedCalls } = serve({ all: [feedItemWithMarket(pickMarket())] });
    open('/dashboard/props?sortBy=ev&plays=true');
    await waitFor(() => {
      expect(cards()).toHaveLength(1);
    });
    expect(Object.fromEntries(feedCalls[0] ?? [])).toMatchObject({ sortBy: 'ev', plays: 'true' });
    expect(screen.getByRole('checkbox', { name: 'Plays only' })).toHaveProperty('checked', true);
    expect(screen.getByTitle('Value (EV)')).toBeTruthy();
    expect(screen.getByTestId('market-line').textContent).toBe(
      'DraftKings -115/-105 · fair -104 · best -105 FanDuel · EV +8.0%',
    );
  });

  it('suggests players by case-insensitive substring and says when none match', async () => {
    serve({ all: picks(1) });
    const user = userEvent.setup();
    open();
    const search = screen.getByLabelText('Player');
    await user.type(search, 'JOSH');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => {
      expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(2);
    });
    expect(listbox).toBeTruthy();
    expect(screen.getByTitle(/Josh Allen/)).toBeTruthy();
    expect(screen.getByTitle(/Josh Jacobs/)).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(await screen.findByText(NO_PLAYER_MATCHES_MESSAGE)).toBeTruthy();
  });
});

describe('prop feed empty and error states', () => {
  it('says no props are available when nothing matches', async () => {
    serve({ all: [] });
    open();
    expect(await screen.findByText(NO_PROPS_MESSAGE)).toBeTruthy();
  });

  it('says no bets for that prop type when a prop type filter is set', async () => {
    serve({ all: [] });
    open('/dashboard/props?statType=passing_touchdowns');
    expect(await screen.findByText(NO_BETS_FOR_PROP_TYPE_MESSAGE)).toBeTruthy();
  });

  it('asks to log in again on 401, remembering the feed and its filters to come back to', async () => {
    serve({ feedStatus: 401 });
    const user = userEvent.setup();
    const { router } = open('/dashboard/props?statType=passing_touchdowns');
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Log In Again' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/auth');
    });
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/dashboard/props', search: '?statType=passing_touchdowns' },
    });
  });

  it.each([
    [403, PERMISSION_MESSAGE],
    [404, PROP_FEED_UNAVAILABLE_MESSAGE],
    [400, PROP_FEED_UNAVAILABLE_MESSAGE],
  ])('on %i shows the spec message', async (status, message) => {
    serve({ feedStatus: status });
    open();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText('server says no')).toBeNull();
  });
});

describe('upgrade prompt', () => {
  it('tells a free user how many picks match beyond their 3, with an upgrade through the billing portal', async () => {
    const { portalCalls } = serve({ all: picks(40), cap: 3, tier: 'free' });
    const assign = vi.fn();
    vi.stubGlobal('location', { href: window.location.href, origin: window.location.origin, assign });
    const user = userEvent.setup();
    open();
    const prompt = await screen.findByTestId('upgrade-prompt');
    expect(prompt.textContent).toBe('Showing 3 of 40 picks — upgrade to see them all');
    expect(cards()).toHaveLength(3);
    expect(queryLoadMore()).toBeNull();
    await user.click(within(prompt).getByRole('button', { name: 'upgrade to see them all' }));
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith('http://localhost:8787/dev/billing-portal/bp_test');
    });
    expect(portalCalls[0]?.get('returnPath')).toBe('/dashboard/props');
  });

  it('stops a starting user at 12 without offering an empty Load More', async () => {
    serve({ all: picks(30), cap: 12, tier: 'starting' });
    open();
    const prompt = await screen.findByTestId('upgrade-prompt');
    expect(prompt.textContent).toBe('Showing 12 of 30 picks — upgrade to see them all');
    expect(queryLoadMore()).toBeNull();
    // The refusal names the plan that lifts the cap and links to the page that offers it.
    const named = await screen.findByText(/All-Star Edge opens every upcoming pick/);
    expect(within(named).getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe(
      SUBSCRIPTION_PATH,
    );
  });

  it('stays hidden when the caller sees every matching pick', async () => {
    serve({ all: picks(3), cap: 3, tier: 'free' });
    open();
    await waitFor(() => {
      expect(cards()).toHaveLength(3);
    });
    expect(screen.queryByTestId('upgrade-prompt')).toBeNull();
  });
});
