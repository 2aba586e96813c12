// Issue #28 item 9: a Scout opening a tool their plan does not open sees which plan does, and the page's
// requests, which could only answer 403 (and land in the console), are never made.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Outlet } from 'react-router-dom';
import type { Tier } from '@edgeboard/domain';
import { Component as AlertsPage } from '@/features/alerts/alerts-page';
import { Component as BetsPage } from '@/features/bets/bets-page';
import { Component as DefensePage } from '@/features/defense/defense-page';
import { Component as OddsBoardPage } from '@/features/odds-board/odds-board-page';
import { Component as ResearchPage } from '@/features/player-research/player-research-page';
import { answer, requestLog, withMockServer } from '@/test/mock-server';
import { meAnswer, subscriptionOf } from '@/test/me.fixture';
import { renderRoutes, signedIn } from '@/test/render';
import { AppSidebar } from '@/app/layout/app-sidebar';
import { DashboardGate } from './dashboard-gate';

withMockServer({ buildWorld: false });

// jsdom has no scrollIntoView; the defence page scrolls a linked row into view.
Element.prototype.scrollIntoView = vi.fn();

const routes = [
  {
    path: '/dashboard',
    element: (
      <DashboardGate>
        <Outlet />
      </DashboardGate>
    ),
    children: [
      { path: 'players/:id?', element: <ResearchPage /> },
      { path: 'odds', element: <OddsBoardPage /> },
      { path: 'defense', element: <DefensePage /> },
      { path: 'bets', element: <BetsPage /> },
      { path: 'alerts', element: <AlertsPage /> },
    ],
  },
];

const LOCKED = [
  [
    '/dashboard/players/p1?statType=receiving_yards',
    'Player Research',
    'opens player research: game logs, hit rates and splits',
  ],
  ['/dashboard/odds', 'Odds Board', 'opens the odds board'],
  ['/dashboard/defense?team=KC&position=WR', 'Defence vs Position', 'opens defence vs position'],
  ['/dashboard/bets', 'Bet Tracker', 'unlocks the bet tracker'],
  ['/dashboard/alerts', 'Alerts', 'unlocks alerts on new plays'],
] as const;

describe('a tool the plan does not open', () => {
  it.each(LOCKED)(
    '%s: names Starting Edge with View Plans and requests nothing but /api/me',
    async (at, title, unlocks) => {
      answer('/api/me', meAnswer(subscriptionOf('scout')));
      const requests = requestLog();
      renderRoutes(routes, { at, auth: signedIn() });
      expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeTruthy();
      const refusal = screen.getByTestId('locked-tool');
      expect(refusal.textContent).toBe(`Starting Edge ${unlocks}. View Plans`);
      expect(within(refusal).getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe(
        '/dashboard/subscription',
      );
      // Long enough for a page's queries to have started, had it been mounted.
      await new Promise((r) => setTimeout(r, 50));
      expect(requests).toEqual(['GET /api/me']);
    },
  );

  it('is the page itself for a plan that opens it', async () => {
    answer('/api/me', meAnswer(subscriptionOf('starting')));
    const defence = answer('/api/defense', {
      season: 2025,
      window: 4,
      asOf: '2025-10-12T15:00:00.000Z',
      rows: [],
      league: [],
    });
    renderRoutes(routes, { at: '/dashboard/defense', auth: signedIn() });
    expect(await screen.findByText('No games have been played this season yet.')).toBeTruthy();
    expect(screen.queryByTestId('locked-tool')).toBeNull();
    expect(defence.requests).toHaveLength(1);
  });
});

describe('the side navigation', () => {
  const lockedEntries = async (tier: Tier) => {
    answer('/api/me', meAnswer(subscriptionOf(tier)));
    renderRoutes([{ path: '/dashboard', element: <AppSidebar open onToggle={() => undefined} /> }], {
      at: '/dashboard',
      auth: signedIn(),
    });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await screen.findAllByTestId('side-nav-lock');
    return within(nav)
      .getAllByRole('link', { name: /, locked: / })
      .map((l) => [
        l.getAttribute('aria-label'),
        l.getAttribute('title'),
        l.querySelector('[data-testid="side-nav-lock"]') !== null,
      ]);
  };

  it('marks the tools a Scout’s plan does not open, with the plan that opens them', async () => {
    expect(await lockedEntries('scout')).toEqual(
      ['Player Research', 'Odds Board', 'Defence vs Position', 'Bet Tracker', 'Alerts'].map((name) => [
        `${name}, locked: Starting Edge`,
        `${name}: Starting Edge opens it`,
        true,
      ]),
    );
  });

  it('marks nothing for an All-Star', async () => {
    answer('/api/me', meAnswer(subscriptionOf('all-star')));
    renderRoutes([{ path: '/dashboard', element: <AppSidebar open onToggle={() => undefined} /> }], {
      at: '/dashboard',
      auth: signedIn(),
    });
    await screen.findByRole('link', { name: 'Odds Board' });
    // Once /api/me has answered, still no lock.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryAllByTestId('side-nav-lock')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Odds Board' }).getAttribute('title')).toBeNull();
  });
});
