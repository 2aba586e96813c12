import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signedIn } from '@/test/render';
import { Component as PlayerStatsPage, NO_GAMES_MESSAGE, PLAYER_NOT_FOUND } from './player-stats-page';
import { allen, gameLog, kelce } from './players.fixture';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input) => {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
      if (path === '/api/admin/players/p-allen/stats')
        return Promise.resolve(json(200, { player: allen, games: gameLog('p-allen') }));
      if (path === '/api/admin/players/p-kelce/stats')
        return Promise.resolve(json(200, { player: kelce, games: [] }));
      return Promise.resolve(json(404, { error: { code: 'not_found', message: 'Player not found' } }));
    }),
  );
}

const render = (id: string) =>
  renderRoutes([{ path: '/admin/content/players/stats/:id', element: <PlayerStatsPage /> }], {
    at: `/admin/content/players/stats/${id}`,
    auth: signedIn(),
  });

describe('player stats screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

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

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Season' }));
    const option = (await screen.findAllByTitle('2022 season')).find((el) =>
      el.classList.contains('ant-select-item-option'),
    );
    if (option === undefined) throw new Error('no 2022 option');
    fireEvent.click(option);
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
