// The parlay builder's sheet (issue #32 item 3): the slip's legs priced as one parlay, joint fair odds beside the
// naive product, a typed book price checked as typed and its EV, removable legs, and the upsell below all-star.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ParlayPriceResponse } from '@edgeboard/domain';
import { answer, withMockServer } from '@/test/mock-server';
import { meAnswer, subscriptionOf } from '@/test/me.fixture';
import { renderRoutes, signedIn } from '@/test/render';
import { parlaySlip } from './parlay-slip';
import { ParlaySheet } from './parlay-sheet';

withMockServer({ buildWorld: false });

const legs = [
  { pickId: 'pick-qb', player: 'Kit Quarterback', statType: 'passing_yards', line: 265.5, side: 'over' },
  { pickId: 'pick-wr', player: 'Kit Receiver', statType: 'receiving_yards', line: 70.5, side: 'over' },
] as const;

const priced = (price: number | null): ParlayPriceResponse => ({
  ...{ gameId: 'g-kc', matchup: 'BUF @ KC' },
  legs: legs.map((l, i) => ({ ...l, playerId: l.pickId, team: 'KC', probability: i === 0 ? 0.5 : 0.4 })),
  ...{ jointProbability: 0.26, fairOdds: 285, naiveProbability: 0.2, naiveOdds: 400 },
  ...{ price, evPercent: price === null ? null : 17, pairs: [] },
  reasons: [
    'Together these legs win 26.0% of the time: 30% more likely than the naive product (20.0%) says.',
  ],
});

function open(tier: 'all-star' | 'starting') {
  answer('/api/me', meAnswer(subscriptionOf(tier)));
  renderRoutes([{ path: '/dashboard', element: <ParlaySheet /> }], { at: '/dashboard', auth: signedIn() });
}

beforeEach(() => {
  window.sessionStorage.clear();
  parlaySlip.reload();
  for (const l of legs)
    parlaySlip.add({ ...l, label: `${l.player} Over ${String(l.line)}`, matchup: 'BUF @ KC' });
});

describe('parlay sheet', () => {
  it('prices the legs: joint fair odds next to the naive product, EV at a typed price, a leg removed', async () => {
    answer('/api/parlays/price', priced(null), { method: 'post' });
    open('all-star');
    expect((await screen.findByTestId('parlay-joint')).textContent).toBe('+285');
    expect(screen.getByTestId('parlay-naive').textContent).toBe('+400');
    expect(screen.getByText(/30% more likely than the naive product/)).toBeTruthy();

    const price = screen.getByLabelText('Book’s price for the parlay (American odds)');
    fireEvent.change(price, { target: { value: '+5' } });
    expect(screen.getByRole('alert').textContent).toMatch(/-100 or lower, or \+100 or higher/);
    const calls = answer('/api/parlays/price', priced(350), { method: 'post' });
    fireEvent.change(price, { target: { value: '+350' } });
    expect((await screen.findByTestId('parlay-ev')).textContent).toBe('EV at +350: +17.0%');
    expect(calls.bodies.at(-1)).toMatchObject({
      price: 350,
      legs: [{ pickId: 'pick-qb' }, { pickId: 'pick-wr' }],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Remove Kit Receiver Over 70.5' }));
    expect(await screen.findByText('Add one more leg of the same game to price the parlay.')).toBeTruthy();
    expect(parlaySlip.get().legs.map((l) => l.pickId)).toEqual(['pick-qb']);
  });

  it('shows what is wrong when the API refuses the legs, with a retry', async () => {
    answer(
      '/api/parlays/price',
      {
        error: {
          code: 'different_games',
          message: 'Leg 2 is on NYJ @ MIA, not BUF @ KC: a same-game parlay prices one game’s legs.',
        },
      },
      { method: 'post', status: 400 },
    );
    open('all-star');
    expect(await screen.findByText(/Leg 2 is on NYJ @ MIA/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('below all-star says it is an All-Star feature and links to the plans, without asking the API', async () => {
    const calls = answer('/api/parlays/price', priced(null), { method: 'post' });
    open('starting');
    expect(await screen.findByText(/All-Star Edge opens the parlay builder/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe(
      '/dashboard/subscription',
    );
    await waitFor(() => {
      expect(calls.bodies).toHaveLength(0);
    });
  });

  it('with no legs says how to add them', async () => {
    parlaySlip.clear();
    open('all-star');
    expect(await screen.findByText(/No legs yet/)).toBeTruthy();
  });
});
