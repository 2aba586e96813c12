// Bets are tracked only if placed before kickoff (issue #28 item 5): a played pick's form says so before the
// subscriber fills it in, and the server's 409 `bet_after_kickoff` is shown in the form's own words.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  BET_AFTER_KICKOFF_CODE,
  BET_AFTER_KICKOFF_MESSAGE,
  BET_LIMIT_CODE,
  BET_LIMIT_MESSAGE,
  betsAnswer,
  type PropDetail,
} from '@edgeboard/domain';
import { meAnswer, subscriptionOf } from '@/test/me.fixture';
import { answer, refuse, withMockServer } from '@/test/mock-server';
import { renderRoutes, signedIn } from '@/test/render';
import { BET_AFTER_KICKOFF_TEXT } from './bet-form';
import { BetsPage } from './bets-page';

vi.mock('@/lib/auth/supabase-client', () => ({ supabase: { auth: {} } }));

const USER_ID = '11111111-1111-4111-8111-111111111111';
const PICK_ID = 'a6f1c9e2-3b4d-4c5e-8f90-1a2b3c4d5e6f';

const detail = (over: Partial<PropDetail>): PropDetail => ({
  id: PICK_ID,
  sport: 'NFL',
  time: '1:00 PM, Sun Oct 12',
  description: 'Josh Allen Over 245.5 Passing Yards',
  type: 'Passing Yards',
  matchup: 'NE @ BUF',
  confidence: 58,
  ai_picks: [
    {
      player: 'Josh Allen',
      pickDirection: 'Over',
      lineValue: 245.5,
      statType: 'passing_yards',
      confidence: 58,
      odds: -110,
    },
  ],
  analysis: {
    supporting_factors: [],
    concerns: [],
    factors: [],
    historicalGames: [],
    summary: 'Josh Allen projects to 258 passing yards.',
    final_recommendation: 'Over 245.5 passing yards — Edge Score 58',
  },
  player: 'Josh Allen',
  week: 6,
  season: 2025,
  ...over,
});

withMockServer({ buildWorld: false });

function serve(pick: PropDetail) {
  const state = subscriptionOf('starting', {
    currentPeriodStart: '2026-10-15T00:00:00.000Z',
    currentPeriodEnd: '2099-03-15T00:00:00.000Z',
  });
  answer('/api/me', meAnswer(state, { id: USER_ID, email: 'pat@example.com' }));
  refuse('/api/site', 404);
  answer('/api/players', []);
  answer('/api/bets', betsAnswer([]));
  answer('/api/props/analysis/v2/:id', pick);
}

const render = () =>
  renderRoutes([{ path: '/dashboard/bets', element: <BetsPage /> }], {
    at: `/dashboard/bets?pickId=${PICK_ID}`,
    auth: signedIn(USER_ID),
  });

// The first render of the page loads antd and the form: slow on a busy machine, hence the longer waits.
describe('a bet after kickoff', () => {
  it('says a played pick cannot be tracked and does not offer to record it', async () => {
    serve(detail({ result: 'win' }));
    render();
    expect(await screen.findByText(BET_AFTER_KICKOFF_TEXT, {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Record bet' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the server’s refusal of a bet on a game that kicked off in the form’s words', async () => {
    serve(detail({ result: null }));
    refuse('/api/bets', 409, {
      method: 'post',
      code: BET_AFTER_KICKOFF_CODE,
      message: BET_AFTER_KICKOFF_MESSAGE,
    });
    render();
    expect(await screen.findByText(/From the pick:/, {}, { timeout: 15_000 })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Sportsbook'), 'FanDuel');
    await userEvent.click(screen.getByRole('button', { name: 'Record bet' }));
    await waitFor(() => {
      expect(screen.getByText(BET_AFTER_KICKOFF_TEXT)).toBeTruthy();
    });
  });
});

describe('a subscriber at the bet limit', () => {
  it('shows the limit’s words for the server’s 409 bet_limit_reached, whatever its message', async () => {
    serve(detail({ result: null }));
    refuse('/api/bets', 409, { method: 'post', code: BET_LIMIT_CODE, message: 'server wording' });
    render();
    expect(await screen.findByText(/From the pick:/, {}, { timeout: 15_000 })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Sportsbook'), 'FanDuel');
    await userEvent.click(screen.getByRole('button', { name: 'Record bet' }));
    await waitFor(() => {
      expect(screen.getByText(BET_LIMIT_MESSAGE)).toBeTruthy();
    });
    expect(screen.queryByText('server wording')).toBeNull();
  });
});
