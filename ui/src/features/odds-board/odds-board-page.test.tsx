import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  // Issue #29 item 3: each quote's EV at its own line, both sides, every positive one marked by the verdict's rule.
  it("shows each quote's EV on both sides and marks every positive one, whichever side", async () => {
    const [first, ...rest] = oddsBoardFixture.rows;
    if (!first) throw new Error('no row');
    const underPlay = {
      ...first,
      quotes: first.quotes.map((q) =>
        q.book === 'DraftKings' ? { ...q, overEv: -0.02, underEv: 0.031 } : q,
      ),
    };
    answer('/api/odds-board', { ...oddsBoardFixture, rows: [underPlay, ...rest] });
    render();
    const row = (await screen.findByText('Ray Hill')).closest('tr');
    if (!row) throw new Error('no row');
    const marks = [...row.querySelectorAll('mark[data-positive-ev]')].map((m) => [
      m.getAttribute('data-positive-ev'),
      m.textContent,
    ]);
    expect(marks).toEqual([
      ['under', '+EV +3.1% on the under'],
      ['over', '+EV +17.1% on the over'],
    ]);
    // Negative EVs are shown, unmarked; a stale quote has none.
    expect(within(row).getByText('EV −2.0%')).toBeTruthy();
    expect(within(row).getByText('EV −25.2%')).toBeTruthy();
    expect(row.querySelector('[data-stale="true"]')?.textContent).not.toContain('EV');
  });

  // Issue #28 item 4: the board opened on a game already played, its best prices and EV highlighted as if it
  // could still be bet.
  it('marks a started game and highlights neither its prices nor its EV', async () => {
    const [live] = oddsBoardFixture.rows;
    if (!live) throw new Error('no row');
    const played = { id: 'g5', home: 'NYJ', away: 'MIA', kickoff: '2025-10-09T00:15:00.000Z', started: true };
    answer('/api/odds-board', {
      ...oddsBoardFixture,
      games: [...oddsBoardFixture.games, played],
      rows: [
        live,
        {
          ...live,
          key: 'g5|receiving_yards|p1',
          gameId: 'g5',
          started: true,
          bestOver: null,
          bestUnder: null,
        },
      ],
    });
    render();
    const [upcoming, started] = (await screen.findAllByText('Ray Hill')).map((el) => el.closest('tr'));
    if (!upcoming || !started) throw new Error('no rows');
    expect(within(upcoming).queryByText('Started')).toBeNull();
    expect(upcoming.querySelectorAll('mark[data-best-price]')).toHaveLength(2);
    expect(upcoming.querySelector('[data-ev="positive"]')?.textContent).toBe('+11.3%');
    expect(within(started).getByText('Started')).toBeTruthy();
    expect(within(started).getByText('MIA @ NYJ')).toBeTruthy();
    expect(started.querySelectorAll('mark[data-best-price]')).toHaveLength(0);
    expect(started.querySelector('[data-ev="positive"]')).toBeNull();
    expect(within(started).getByText(/\+11\.3%/).textContent).toBe('+11.3% before kickoff');
    // The game filter says which games have started.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Game' }));
    expect(await screen.findByTitle('MIA @ NYJ · started')).toBeTruthy();
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

  // Issue #28 item 3: at 375 px the table widened the page to 1,166 px. On a phone each prop is a card.
  describe('on a phone', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('shows a card per prop, its books down the card, with the same marks', async () => {
      // A phone-sized window: every max-width query matches.
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }));
      answer('/api/odds-board', oddsBoardFixture);
      render();
      const cards = within(await screen.findByRole('list', { name: 'Props' })).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(document.querySelector('.ant-table')).toBeNull();
      const [first] = cards;
      if (!first) throw new Error('no card');
      expect(within(first).getByRole('rowheader', { name: /BetMGM/ }).textContent).toBe('BetMGM3 d old');
      const best = [...first.querySelectorAll('mark[data-best-price]')].map((m) => m.textContent);
      expect(best).toEqual(['U -110 best under price', 'O -105 best over price']);
      expect(within(first).getByText('+11.3%')).toBeTruthy();
      expect(within(first).getByText('60.0%')).toBeTruthy();
    });
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
