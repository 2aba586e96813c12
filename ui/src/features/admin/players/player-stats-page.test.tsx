import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  chooseOption,
  failure,
  json,
  renderAdminPage,
  requestOf,
} from '@/features/admin/common/admin-test-kit';
import { Component as PlayerStatsPage, NO_GAMES_MESSAGE, PLAYER_NOT_FOUND } from './player-stats-page';
import { allen, gameLog, kelce } from './players.fixture';

function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input) => {
      const path = new URL(requestOf(input).url).pathname;
      if (path === '/api/admin/players/p-allen/stats')
        return Promise.resolve(json(200, { player: allen, games: gameLog('p-allen') }));
      if (path === '/api/admin/players/p-kelce/stats')
        return Promise.resolve(json(200, { player: kelce, games: [] }));
      return Promise.resolve(failure(404, 'not_found', 'Player not found'));
    }),
  );
}

const render = (id: string) =>
  renderAdminPage('/admin/content/players/stats/:id', <PlayerStatsPage />, {
    at: `/admin/content/players/stats/${id}`,
    inApp: false,
  });

describe('player stats screen', () => {
  it('shows the newest season’s game log and charts passing yards for a QB', async () => {
    serve();
    render('p-allen');
    expect(await screen.findByRole('heading', { name: 'Josh Allen' })).toBeTruthy();
    expect(screen.getByText('Buffalo Bills')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Game log' });
    expect(within(table).getByText('NYJ')).toBeTruthy();
    expect(within(table).queryByText('LA')).toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'Pass Yds' })).toBeTruthy();
    const chart = screen.getByRole('img', { name: /Passing yards per week/ });
    expect(chart.querySelectorAll('[data-role="week-bar"]')).toHaveLength(2);
    expect(chart.textContent).toContain('Week 1 vs NYJ: 236');

    await chooseOption('Season', '2022 season');
    expect(await within(screen.getByRole('table', { name: 'Game log' })).findByText('TEN')).toBeTruthy();
    expect(screen.getByRole('img', { name: /Passing yards per week/ }).textContent).toContain(
      'Week 2 vs TEN: 317',
    );
  });

  it('says when no games are logged', async () => {
    serve();
    render('p-kelce');
    expect(await screen.findByText(NO_GAMES_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Game log' })).toBeNull();
  });

  it('says when the player does not exist', async () => {
    serve();
    render('p-nobody');
    expect(await screen.findByText(PLAYER_NOT_FOUND)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to players' })).toBeTruthy();
  });
});
