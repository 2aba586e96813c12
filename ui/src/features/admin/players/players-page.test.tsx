import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  NO_PLAYERS_FOUND_MESSAGE,
  Player,
  PLAYER_UPDATE_FAILED_MESSAGE,
  PLAYER_UPDATE_SUCCESS_MESSAGE,
  SELECT_PLAYER_MESSAGE,
  type GameLogEntry,
} from '@edgeboard/domain';
import {
  detailPanel,
  chooseOption,
  failure,
  json,
  pageOf,
  renderAdminPage,
  requestOf,
  rowOf,
} from '@/features/admin/common/admin-test-kit';
import { Component as PlayersPage } from './players-page';
import { gameLog, playerList } from './players.fixture';

/** An in-memory back office answering the four player endpoints like the real one. */
function serve(opts: { players?: Player[]; refuseUpdate?: boolean } = {}) {
  let players = opts.players ?? playerList(3);
  const listCalls: URLSearchParams[] = [];
  const puts: unknown[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const req = requestOf(input);
    const url = new URL(req.url);
    const match = /^\/api\/admin\/players(?:\/([^/]+))?(\/stats)?$/.exec(url.pathname);
    if (match === null) return failure(404, 'not_found', 'no route');
    const id = match[1] === undefined ? undefined : decodeURIComponent(match[1]);
    if (id === undefined) {
      listCalls.push(url.searchParams);
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const position = url.searchParams.get('position');
      const rows = players.filter(
        (p) => p.name.toLowerCase().includes(search) && (position === null || p.position === position),
      );
      return json(200, pageOf(rows, url.searchParams));
    }
    const player = players.find((p) => p.id === id);
    if (player === undefined) return failure(404, 'not_found', 'Player not found');
    if (match[2] !== undefined) {
      const games: GameLogEntry[] = gameLog(id);
      return json(200, { player, games });
    }
    if (req.method === 'PUT') {
      if (opts.refuseUpdate === true) return failure(400, 'invalid', 'bad');
      const body = (await req.json()) as object;
      puts.push(body);
      const saved = Player.parse({ ...player, ...body, updated_at: '2025-09-02T00:00:00Z' });
      players = players.map((p) => (p.id === id ? saved : p));
      return json(200, saved);
    }
    return json(200, player);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, puts, listCalls, lastList: () => listCalls[listCalls.length - 1] };
}

const render = () =>
  renderAdminPage('/admin/content/players', <PlayersPage />, {
    routes: [{ path: '/admin/content/players/stats/:id', element: <p>stats screen</p> }],
  });
const detail = () => within(detailPanel());

describe('Player Data Management', () => {
  it('lists players with only the ids they have', async () => {
    serve();
    render();
    expect(screen.getByRole('heading', { name: 'Player Data Management' })).toBeTruthy();
    await screen.findByText('Josh Allen');
    expect(within(rowOf('Josh Allen')).getByText('ESPN: 3918298')).toBeTruthy();
    expect(within(rowOf('Josh Allen')).getByText('Sleeper: 4984')).toBeTruthy();
    expect(within(rowOf('Travis Kelce')).queryByText(/PFF/)).toBeNull();
    expect(screen.getByText('Showing 1 to 3 of 3 results')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(detail().getByText(SELECT_PLAYER_MESSAGE)).toBeTruthy();
  });

  it('search and position both go back to page 1', async () => {
    const user = userEvent.setup();
    const { lastList } = serve({ players: playerList(25) });
    render();
    await screen.findByText('Showing 1 to 10 of 25 results');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 11 to 20 of 25 results');
    expect(lastList()?.get('page')).toBe('2');

    await user.type(screen.getByRole('searchbox', { name: 'Search players by name' }), 'depth{Enter}');
    await waitFor(() => {
      expect(lastList()?.get('search')).toBe('depth');
    });
    expect(lastList()?.get('page')).toBe('1');
    await screen.findByText('Showing 1 to 10 of 23 results');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => {
      expect(lastList()?.get('page')).toBe('2');
    });
    await chooseOption('Position', 'TE');
    await waitFor(() => {
      expect(lastList()?.get('position')).toBe('TE');
    });
    expect(lastList()?.get('page')).toBe('1');
    expect(lastList()?.get('search')).toBe('depth');
    expect(await screen.findByText(NO_PLAYERS_FOUND_MESSAGE)).toBeTruthy();
  });

  it('clamps the page when its last row leaves the list', async () => {
    const user = userEvent.setup();
    const server = serve({ players: playerList(13) });
    render();
    await user.type(await screen.findByRole('searchbox', { name: 'Search players by name' }), 'depth{Enter}');
    await screen.findByText('Showing 1 to 10 of 11 results');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByText('Depth Player 13'));
    await user.click(await detail().findByRole('button', { name: 'Edit Player Data' }));
    await user.clear(detail().getByLabelText('Name'));
    await user.type(detail().getByLabelText('Name'), 'Backup Thirteen');
    await user.click(detail().getByRole('button', { name: 'Save Changes' }));
    // Renamed out of the search, page 2 of 2 no longer exists: the list falls back to page 1.
    expect(await screen.findByText('Showing 1 to 10 of 10 results')).toBeTruthy();
    expect(server.lastList()?.get('page')).toBe('1');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('selects a row, shows details and a season summary, edits and saves', async () => {
    const user = userEvent.setup();
    const { fetchMock, puts } = serve();
    render();
    await screen.findByText('Travis Kelce');
    rowOf('Josh Allen').focus();
    await user.keyboard('{Enter}');
    expect(await detail().findByText('Buffalo Bills')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([i]) => requestOf(i).url.endsWith('/api/admin/players/p-allen'))).toBe(
      true,
    );
    expect(await detail().findByText('2023 season: 510 passing yards in 2 games')).toBeTruthy();

    await user.click(detail().getByRole('button', { name: 'Edit Player Data' }));
    const name = detail().getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Joshua Allen');
    await user.clear(detail().getByLabelText('PFF ID'));
    await user.click(detail().getByRole('button', { name: 'Cancel' }));
    expect(detail().getByText('46601')).toBeTruthy();
    expect(screen.queryByText('Joshua Allen')).toBeNull();

    await user.click(detail().getByRole('button', { name: 'Edit Player Data' }));
    await user.clear(detail().getByLabelText('Name'));
    await user.type(detail().getByLabelText('Name'), 'Joshua Allen');
    await user.clear(detail().getByLabelText('PFF ID'));
    await user.click(detail().getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PLAYER_UPDATE_SUCCESS_MESSAGE)).toBeTruthy();
    expect(await detail().findByRole('button', { name: 'Edit Player Data' })).toBeTruthy();
    expect(within(rowOf('Joshua Allen')).queryByText(/PFF/)).toBeNull();
    expect(detail().getAllByText('Joshua Allen').length).toBeGreaterThan(0);
    expect(puts[0]).toEqual({
      name: 'Joshua Allen',
      position: 'QB',
      espn_id: '3918298',
      pff_id: null,
      sleeper_id: '4984',
    });

    await user.click(detail().getByRole('button', { name: 'View Detailed Stats' }));
    expect(await screen.findByText('stats screen')).toBeTruthy();
  });

  it('says so when the server refuses an update, and stays in edit mode', async () => {
    const user = userEvent.setup();
    serve({ refuseUpdate: true });
    render();
    await user.click(await screen.findByText('Travis Kelce'));
    await user.click(await detail().findByRole('button', { name: 'Edit Player Data' }));
    await user.click(detail().getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PLAYER_UPDATE_FAILED_MESSAGE)).toBeTruthy();
    expect(detail().getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });

  it('shows a retry when the list cannot load', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(json(400, { error: { code: 'bad_request', message: 'bad query' } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    render();
    expect(await screen.findByText('Could not load players.')).toBeTruthy();
    serve();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Josh Allen')).toBeTruthy();
  });
});
