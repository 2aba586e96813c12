import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PlayerResearchResponse, calculatorAnswer } from '@edgeboard/domain';
import { answer as override, withMockServer } from '@/test/mock-server';
import { renderRoutes, signedIn } from '@/test/render';
import { Component as ResearchPage } from './player-research-page';
import { allStarAdvanced, researchAnswer } from './player-research.fixture';

const routes = [
  { path: '/dashboard/players/:id?', element: <ResearchPage /> },
  { path: '/dashboard/subscription', element: <p>plans</p> },
  { path: '/dashboard/analysis/:id', element: <p>analysis</p> },
];

withMockServer({ buildWorld: false });

/** Answers the research call with `body`, and the calculator (a POST) with `calculator`; records both. */
function serve(status: number, body: unknown, calculator?: { status: number; body: unknown }) {
  const research = override('/api/players/:id/research', body as object, { status });
  const calc = override('/api/players/:id/calculator', (calculator?.body ?? body) as object, {
    status: calculator?.status ?? status,
    method: 'post',
  });
  return { research, calc };
}

const open = (at = '/dashboard/players/p1?statType=receiving_yards') =>
  renderRoutes(routes, { at, auth: signedIn() });

describe('player research page', () => {
  it('shows loading, then hit rates with hits/games and intervals, never a bare percentage', async () => {
    const answer = researchAnswer();
    expect(PlayerResearchResponse.safeParse(answer).success).toBe(true);
    const { research } = serve(200, answer);
    open();
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(await screen.findByRole('heading', { name: 'Rashee Rice', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('hit-rate-L5').textContent).toMatch(
      /^\d+\/5 \(\d+\.\d%, 95% CI \d+\.\d–\d+\.\d%\)/,
    );
    expect(screen.getByTestId('hit-rate-season').textContent).toContain('/8 (');
    expect(screen.getByText(/counts as a game played, not as a hit/)).toBeTruthy();
    expect(screen.getByText('Week 1: KC vs LAC')).toBeTruthy();
    expect(research.requests[0]?.url).toContain('/players/p1/research?statType=receiving_yards');
    // Below all-star: the advanced part and the calculator name the plan that opens them.
    expect(screen.getByTestId('advanced-upgrade').textContent).toContain('All-Star Edge');
    expect(screen.getByTestId('calculator-upgrade').textContent).toContain('All-Star Edge');
    expect(
      within(screen.getByTestId('calculator-upgrade')).getByRole('link', { name: 'View Plans' }),
    ).toBeTruthy();
  });

  it('says so when the player has no earlier games', async () => {
    serve(
      200,
      researchAnswer({
        line: null,
        lineSource: null,
        pick: null,
        games: [],
        missedGames: [],
        hitRates: researchAnswer().hitRates.map((h) => ({
          ...h,
          hits: 0,
          games: 0,
          pushes: 0,
          rate: null,
          low: null,
          high: null,
        })),
      }),
    );
    open();
    expect(await screen.findByText(/No earlier games to rate/)).toBeTruthy();
    expect(screen.getByText(/No games this season or last before week 10/)).toBeTruthy();
  });

  it('names Starting Edge when the server refuses the caller’s plan', async () => {
    serve(403, { error: { code: 'upgrade_required', message: 'x' } });
    open();
    expect(await screen.findByText(/Starting Edge opens player research/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Plans' })).toBeTruthy();
  });

  it('offers a retry when the research cannot load', async () => {
    // A 4xx, which the client does not retry (a 5xx is retried first, over seconds).
    serve(400, { error: { code: 'invalid_request', message: 'Invalid line: too big' } });
    open();
    expect(await screen.findByRole('heading', { name: 'Could not load the research' })).toBeTruthy();
    expect(screen.getByText('Invalid line: too big')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says when the player does not exist', async () => {
    serve(404, { error: { code: 'not_found', message: 'Player not found' } });
    open('/dashboard/players/nobody');
    expect(await screen.findByRole('heading', { name: 'Player not found' })).toBeTruthy();
  });

  // Issue #28 item 3: the home and away table widened the page to 569 px on a phone; like every research table
  // it scrolls in its own box.
  it('keeps every table in its own scrolling box', async () => {
    serve(200, researchAnswer());
    open();
    await screen.findByRole('heading', { name: 'Home and away' });
    const tables = [...document.querySelectorAll('table.research-table')];
    expect(tables.length).toBeGreaterThan(1);
    for (const table of tables) expect(table.parentElement?.classList.contains('research-scroll')).toBe(true);
    expect(screen.getByRole('region', { name: 'Home and away table' }).querySelector('table')).not.toBeNull();
  });

  it('switches the stat type through the address', async () => {
    const { research } = serve(200, researchAnswer());
    const { router } = open();
    // antd's Select, as on every other page (issue #28 item 12: a native select stood beside them here).
    const select = await screen.findByRole('combobox', { name: 'Stat type' });
    expect(document.querySelector('select')).toBeNull();
    fireEvent.mouseDown(select);
    const option = (await screen.findAllByTitle('Receptions')).find((el) =>
      el.classList.contains('ant-select-item-option'),
    );
    if (!option) throw new Error('no Receptions option');
    fireEvent.click(option);
    await vi.waitFor(() => {
      expect(router.state.location.search).toBe('?statType=receptions');
    });
    await vi.waitFor(() => {
      expect(research.requests.some((r) => r.url.includes('statType=receptions'))).toBe(true);
    });
  });

  it('gives an all-star the projection range and a calculator that validates as you type', async () => {
    const answer = researchAnswer({ advanced: allStarAdvanced, advancedLocked: false });
    const result = calculatorAnswer(
      { statType: 'receiving_yards', line: 61.5, overOdds: -110, underOdds: -110 },
      {
        ...{ opponent: 'BUF', player: { id: 'p1', name: 'Rashee Rice' } },
        ...{ pOver: 0.55, mean: 64.3, games: 21, feedWeight: 0 },
      },
    );
    const { calc } = serve(200, answer, { status: 200, body: result });
    open();
    expect((await screen.findByTestId('projection')).textContent).toContain('median 63.4');
    expect(screen.getByTestId('projection').textContent).toContain('31.2–104.8');
    const overPrice = screen.getByLabelText('Over price');
    fireEvent.change(overPrice, { target: { value: '50' } });
    expect(screen.getByText(/Enter American odds/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Calculate' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(overPrice, { target: { value: '-110' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    const table = await screen.findByTestId('calculator-result');
    expect(table.textContent).toContain('55.0%');
    expect(table.textContent).toContain('55.0% (-122)');
    expect(calc.bodies[0]).toEqual({
      statType: 'receiving_yards',
      line: 61.5,
      overOdds: -110,
      underOdds: -110,
    });
  });
});
