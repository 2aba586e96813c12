import type { Bet } from '@edgeboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { OPEN_PICK, seedBetLeague } from './bets-test-seed';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await seedBetLeague(t);
  headers = (await t.user('settle@x.dev', { tier: 'starting' })).headers;
});
afterAll(async () => {
  await t.close();
});

const record = async (body: Record<string, unknown>) => {
  const res = await t.app.request('/api/bets', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ sportsbook: 'Caesars', odds: 150, stake: 1, ...body }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Bet;
};
const byHand = (playerId: string, week: number, line: number, side = 'over') =>
  record({ playerId, week, line, side, statType: 'receptions' });

describe('a bet entered by hand settles from the stored box score, by the picks’ grading rule', () => {
  it('wins, loses or pushes on the final stat, at the bet’s price', async () => {
    // Week 3: 6 receptions; week 4: 3.
    expect(await byHand('p1', 3, 4.5)).toMatchObject({ result: 'won', profit: 1.5, gameId: 'g3' });
    expect(await byHand('p1', 3, 4.5, 'under')).toMatchObject({ result: 'lost', profit: -1 });
    expect(await byHand('p1', 4, 3)).toMatchObject({ result: 'push', profit: 0, gameId: 'g4' });
    expect(await byHand('p1', 4, 2.5)).toMatchObject({
      result: 'won',
      settledAt: '2025-09-28T20:30:00.000Z',
    });
  });

  it('pushes a player without a line once every game of the week is final, and waits before then', async () => {
    expect(await byHand('p2', 3, 2.5)).toMatchObject({ result: 'push', profit: 0 });
    expect(await byHand('p2', 5, 2.5)).toMatchObject({ result: null, settledAt: null });
  });

  it('settles later, when its game is final, on the next read', async () => {
    const bet = await byHand('p1', 5, 2.5);
    expect(bet.result).toBeNull();
    await t.repos.gameLogs.insertMany([
      {
        player_id: 'p1',
        game_id: 'g5',
        season: 2025,
        week: 5,
        team: 'KC',
        opponent: 'BUF',
        passing_yards: 0,
        passing_tds: 0,
        interceptions: 0,
        attempts: 0,
        completions: 0,
        rushing_yards: 0,
        rushing_tds: 0,
        carries: 0,
        receiving_yards: 30,
        receiving_tds: 0,
        receptions: 2,
        targets: 4,
      },
    ]);
    const read = async () =>
      ((await (await t.get('/api/bets', headers)).json()) as { bets: Bet[] }).bets.find(
        (b) => b.id === bet.id,
      );
    // The line is in, but the game is not final yet.
    expect((await read())?.result).toBeNull();
    await t.repos.games.updateScore('g5', { home_score: 10, away_score: 13, status: 'final' });
    expect(await read()).toMatchObject({ result: 'lost', profit: -1, settledAt: '2025-10-05T20:30:00.000Z' });
  });
});

describe('a bet on a pick', () => {
  it('settles when the pick is graded, with the pick’s result at the bet’s price', async () => {
    const bet = await record({ pickId: OPEN_PICK, odds: -120, stake: 3 });
    expect(bet.result).toBeNull();
    await t.repos.aiPicks.grade(OPEN_PICK, {
      result: 'loss',
      actual_value: 50,
      profit: -1,
      graded_at: '2025-10-19T20:30:00.000Z',
    });
    const listed = ((await (await t.get('/api/bets', headers)).json()) as { bets: Bet[] }).bets.find(
      (b) => b.id === bet.id,
    );
    expect(listed).toMatchObject({ result: 'lost', profit: -3, settledAt: '2025-10-19T20:30:00.000Z' });
  });
});
