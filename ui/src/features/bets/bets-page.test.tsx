import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { betsAnswer, type Bet, type SubscriptionState } from '@edgeboard/domain';
import { meAnswer, subscriptionOf } from '@/test/me.fixture';
import { answer, refuse, withMockServer } from '@/test/mock-server';
import { renderRoutes, signedIn } from '@/test/render';
import { ODDS_RANGE_MESSAGE } from './bet-fields';
import { BETS_LOAD_FAILED, BetsPage } from './bets-page';

vi.mock('@/lib/auth/supabase-client', () => ({ supabase: { auth: {} } }));

const USER_ID = '11111111-1111-4111-8111-111111111111';
const state = (tier: SubscriptionState['tier']): SubscriptionState =>
  subscriptionOf(tier, {
    currentPeriodStart: '2026-10-15T00:00:00.000Z',
    currentPeriodEnd: '2099-03-15T00:00:00.000Z',
  });

const bet = (id: string, over: Partial<Bet> = {}): Bet => ({
  id,
  pickId: null,
  sportsbook: 'FanDuel',
  odds: -110,
  stake: 2,
  player: 'Travis Kelce',
  playerId: 'p1',
  statType: 'receiving_yards',
  line: 64.5,
  side: 'over',
  season: 2025,
  week: 3,
  gameId: 'g3',
  placedAt: '2025-09-20T12:00:00.000Z',
  result: null,
  settledAt: null,
  profit: null,
  clv: null,
  createdAt: '2025-09-20T12:00:00.000Z',
  updatedAt: '2025-09-20T12:00:00.000Z',
  ...over,
});

withMockServer({ buildWorld: false });

function serve(opts: { bets?: Bet[]; betsStatus?: number; code?: string; tier?: SubscriptionState['tier'] }) {
  answer('/api/me', meAnswer(state(opts.tier ?? 'starting'), { id: USER_ID, email: 'pat@example.com' }));
  refuse('/api/site', 404, { code: 'x', message: 'x' });
  answer('/api/players', [{ id: 'p1', name: 'Travis Kelce', position: 'TE', team_name: 'KC' }]);
  if (opts.betsStatus !== undefined)
    refuse('/api/bets', opts.betsStatus, { code: opts.code ?? 'internal', message: 'no' });
  else answer('/api/bets', betsAnswer(opts.bets ?? []));
}

const render = (at = '/dashboard/bets') =>
  renderRoutes([{ path: '/dashboard/bets', element: <BetsPage /> }], { at, auth: signedIn(USER_ID) });

describe('the bet tracker page', () => {
  it('lists the bets with their result, P/L and CLV, the summary and the export prompt for starting', async () => {
    serve({
      bets: [
        bet('a', {
          result: 'won',
          settledAt: '2025-09-21T20:30:00.000Z',
          profit: 1.82,
          clv: 0.021,
          pickId: 'pk',
        }),
        bet('b', { odds: 150, placedAt: '2025-09-22T12:00:00.000Z', statType: 'receptions', line: 4.5 }),
      ],
    });
    render();
    await screen.findByText(/Travis Kelce Over 4\.5 Receptions/);
    // The second table: the first is the win rate by stat type.
    const table = screen.getAllByRole('table')[1] as HTMLElement;
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Travis Kelce Over 4.5 Receptions');
    expect(rows[1]?.textContent).toContain('+150');
    expect(rows[1]?.textContent).toContain('Open');
    expect(rows[2]?.textContent).toContain('Won');
    expect(rows[2]?.textContent).toContain('+1.82u');
    expect(rows[2]?.textContent).toContain('+2.1 pts');
    const summary = screen.getByRole('group', { name: 'Bet summary' });
    expect(summary.textContent).toContain('+1.82u');
    expect(summary.textContent).toContain('91.0%');
    expect(screen.getByRole('img', { name: /^Bankroll/ })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Export CSV \(All-Star\)/ })).toBeTruthy();
  });

  it('says which plan unlocks the tracker when the API refuses the caller', async () => {
    serve({ betsStatus: 403, code: 'bets_upgrade_required', tier: 'scout' });
    render();
    expect(await screen.findByText(/Starting Edge unlocks the bet tracker/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Plans' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Record a bet' })).toBeNull();
  });

  it('offers a retry when the bets cannot be loaded', async () => {
    serve({ betsStatus: 400 });
    render();
    expect(await screen.findByText(BETS_LOAD_FAILED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('shows an empty list and checks the odds as they are typed', async () => {
    serve({ bets: [] });
    render();
    expect(await screen.findByText(/No bets yet/)).toBeTruthy();
    const odds = screen.getByLabelText('Odds (American)');
    await userEvent.type(odds, '+50');
    await waitFor(() => {
      expect(screen.getByText(ODDS_RANGE_MESSAGE)).toBeTruthy();
    });
    await userEvent.clear(odds);
    await userEvent.type(odds, '+150');
    await waitFor(() => {
      expect(screen.queryByText(ODDS_RANGE_MESSAGE)).toBeNull();
    });
  });

  it('pages the table with the server, the summary over every bet', async () => {
    // 60 bets, one a day: the ten oldest won (off the first page), the fifty newest open.
    const all = Array.from({ length: 60 }, (_, i) =>
      bet(`b${String(i).padStart(2, '0')}`, {
        placedAt: new Date(Date.parse('2025-09-01T12:00:00.000Z') + i * 86_400_000).toISOString(),
        ...(i < 10 && { result: 'won' as const, settledAt: '2025-12-01T00:00:00.000Z', profit: 1.82 }),
      }),
    );
    serve({});
    const calls = answer('/api/bets', (_, q) =>
      betsAnswer(all, { page: Number(q.get('page')), pageSize: Number(q.get('pageSize')) }),
    );
    render();
    const summary = await screen.findByRole('group', { name: 'Bet summary' });
    expect(summary.textContent).toContain('10 settled, 50 open');
    expect(calls.query[0]?.toString()).toBe('page=1&pageSize=50');
    const table = () => screen.getAllByRole('table')[1] as HTMLElement;
    await waitFor(() => {
      expect(within(table()).getAllByRole('row')).toHaveLength(51);
    });
    expect(screen.getByText('1–50 of 60 bets')).toBeTruthy();

    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => {
      expect(within(table()).getAllByRole('row')).toHaveLength(11);
    });
    expect(calls.query.at(-1)?.toString()).toBe('page=2&pageSize=50');
    expect(within(table()).getAllByText('Won')).toHaveLength(10);
    expect(screen.getByText('51–60 of 60 bets')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Bet summary' }).textContent).toContain('10 settled, 50 open');
    // Fifty rendered rows take a while on a shared runner; nothing here is timed.
  }, 60_000);
});
