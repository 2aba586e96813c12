import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DefenseResponse } from '@edgeboard/domain';
import { answer, refuse, showsLoadingUntil, withMockServer } from '@/test/mock-server';
import { renderRoutes, signedIn } from '@/test/render';
import { defenseHref } from '@/components/defense-link';
import { Component as DefensePage, DEFENSE_LOAD_FAILED } from './defense-page';
import { DEFENSE_EMPTY } from './defense-table';
import { defenseFixture } from './defense.fixture';

withMockServer({ buildWorld: false });

const render = (at = '/dashboard/defense') =>
  renderRoutes([{ path: '/dashboard/defense', element: <DefensePage /> }], { at, auth: signedIn() });

const teamsInOrder = () =>
  [...document.querySelectorAll('tbody tr[id^="defense-row-"]')].map((tr) =>
    tr.id.replace('defense-row-', ''),
  );

// jsdom lays nothing out and has no scrollIntoView; the page scrolls the linked row into view.
Element.prototype.scrollIntoView = vi.fn();

describe('defence vs position', () => {
  it('fixture follows the domain schema', () => {
    expect(DefenseResponse.safeParse(defenseFixture).success).toBe(true);
  });

  it('shows a loading state, then the position group’s rows by season rank with the league average', async () => {
    await showsLoadingUntil('/api/defense', defenseFixture, render);
    expect(await screen.findByText('League average')).toBeTruthy();
    expect(teamsInOrder()).toEqual(['DEN', 'BUF', 'KC']);
    expect(screen.getByText('146.8')).toBeTruthy();
  });

  it('shows a negative yardage average (kneel-downs) ranked first, with the league average', async () => {
    // Issue #28 item 1: one team's quarterbacks averaged -2 rushing yards and the whole answer was refused.
    const qbRushing = (team: string, seasonAvg: number, seasonRank: number) => ({
      ...{ team, position: 'QB' as const, statType: 'rushing_yards' as const, games: 4 },
      ...{ seasonAvg, seasonRank, recentAvg: seasonAvg, recentRank: seasonRank },
    });
    answer('/api/defense', {
      ...defenseFixture,
      rows: [qbRushing('BUF', 14.5, 2), qbRushing('KC', -2, 1)],
      league: [{ position: 'QB', statType: 'rushing_yards', seasonAvg: 6.25, recentAvg: 6.25 }],
    });
    render('/dashboard/defense?position=QB&statType=rushing_yards');
    expect(await screen.findByText('League average')).toBeTruthy();
    expect(screen.queryByText(DEFENSE_LOAD_FAILED)).toBeNull();
    expect(teamsInOrder()).toEqual(['KC', 'BUF']);
    expect(screen.getAllByText(/^[-−]2\.0$/)).toHaveLength(2);
  });

  it('highlights the linked team’s row for the linked position and stat type', async () => {
    answer('/api/defense', defenseFixture);
    render('/dashboard/defense?team=KC&position=WR&statType=receptions');
    await screen.findByText('League average');
    expect(teamsInOrder()).toEqual(['KC']);
    expect(document.getElementById('defense-row-KC')?.getAttribute('aria-current')).toBe('true');
  });

  it('says so when no game has been played', async () => {
    answer('/api/defense', { ...defenseFixture, rows: [], league: [] });
    render();
    expect(await screen.findByText(DEFENSE_EMPTY)).toBeTruthy();
  });

  it('says the page failed to load and offers a retry', async () => {
    refuse('/api/defense', 400, { code: 'invalid_request', message: 'no' });
    render();
    expect(await screen.findByText(DEFENSE_LOAD_FAILED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('names the plan that opens it when the API refuses the caller’s plan', async () => {
    refuse('/api/defense', 403, { code: 'upgrade_required', message: 'x' });
    render();
    expect(await screen.findByText(/Starting Edge opens defence vs position/)).toBeTruthy();
  });
});

describe('defenseHref', () => {
  it('links a pick’s opponent and position group, and nothing without a team', () => {
    expect(defenseHref('KC', 'WR')).toBe('/dashboard/defense?team=KC&position=WR');
    expect(defenseHref('KC', 'K')).toBe('/dashboard/defense?team=KC');
    expect(defenseHref('', 'WR')).toBeNull();
    expect(defenseHref('vs KC', 'WR')).toBeNull();
  });
});
