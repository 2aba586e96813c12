import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_BOARD_PICK_TEXT, OddsBoardResponse } from '@edgeboard/domain';
import { answer, refuse, showsLoadingUntil, withMockServer } from '@/test/mock-server';
import { renderRoutes, signedIn } from '@/test/render';
import { noLinesText, ODDS_BOARD_EMPTY } from './odds-board-table';
import { Component as OddsBoardPage, ODDS_BOARD_LOAD_FAILED } from './odds-board-page';
import { oddsBoardFixture } from './odds-board.fixture';

withMockServer({ buildWorld: false });

const render = (at = '/dashboard/odds') =>
  renderRoutes([{ path: '/dashboard/odds', element: <OddsBoardPage /> }], { at, auth: signedIn() });

describe('odds board', () => {
  it('fixture follows the domain schema', () => {
    expect(OddsBoardResponse.safeParse(oddsBoardFixture).success).toBe(true);
  });

  it('shows a loading state until the board arrives', async () => {
    await showsLoadingUntil('/api/odds-board', oddsBoardFixture, render);
    expect(await screen.findByText('Ray Hill')).toBeTruthy();
  });

  it('lays the books side by side, marks the best price per side and greys a stale price with its age', async () => {
    answer('/api/odds-board', oddsBoardFixture);
    render();
    const row = (await screen.findByText('Ray Hill')).closest('tr');
    if (!row) throw new Error('no row');
    const cells = within(row);
    expect(cells.getByText('3 d old')).toBeTruthy();
    expect(row.querySelector('[data-stale="true"]')?.textContent).toContain('54.5');
    const best = [...row.querySelectorAll('mark[data-best-price]')].map((m) => m.textContent);
    expect(best).toEqual(['U -110 best under price', 'O -105 best over price']);
    expect(cells.getByText('O +104')).toBeTruthy();
    expect(cells.getByText('60.0%')).toBeTruthy();
    expect(cells.getByText('+11.3%')).toBeTruthy();
    // A prop without a pick shows "—" and says why.
    const other = (await screen.findByText('Sam Cole')).closest('tr');
    expect(other?.textContent).toContain(NO_BOARD_PICK_TEXT.not_published);
  });

  it('sends the filters from the address', async () => {
    const sent = answer('/api/odds-board', { ...oddsBoardFixture, rows: [] });
    render('/dashboard/odds?statType=receptions&minEv=2.5&gameId=g6');
    expect(await screen.findByText(ODDS_BOARD_EMPTY)).toBeTruthy();
    const params = sent.query[0] ?? new URLSearchParams();
    expect(Object.fromEntries(params)).toEqual({ statType: 'receptions', minEv: '2.5', gameId: 'g6' });
  });

  it('says so when no book has a line for the week at all, rather than blaming the filters', async () => {
    answer('/api/odds-board', { ...oddsBoardFixture, books: [], rows: [], games: [] });
    render();
    expect(await screen.findByText(noLinesText(oddsBoardFixture.week))).toBeTruthy();
  });

  it('says the board failed to load and offers a retry', async () => {
    refuse('/api/odds-board', 400, { code: 'invalid_request', message: 'no' });
    render();
    expect(await screen.findByText(ODDS_BOARD_LOAD_FAILED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('names the plan that opens the board when the API refuses the caller’s plan', async () => {
    refuse('/api/odds-board', 403, { code: 'upgrade_required', message: 'x' });
    render();
    expect(await screen.findByText(/Starting Edge opens the odds board/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe(
      '/dashboard/subscription',
    );
  });
});
