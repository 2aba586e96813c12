// @vitest-environment node
import { Bet, BetsResponse } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { demoWorld } from './demo-world';
import { call as callMock, serveMock, signIn } from './research-mock-test-kit';

serveMock();
const call = (path: string, token: string | null, init: RequestInit = {}) =>
  callMock(`/api/bets${path}`, token, init);

describe('the dev mock’s bet tracker', () => {
  it('settles a bet on a graded pick at its own price, as the API does, and keeps it to its owner', async () => {
    const token = await signIn('starting');
    const graded = demoWorld().picks.find((p) => p.pick.result === 'win')?.pick;
    if (!graded) throw new Error('the demo season has no won pick');
    const res = await call('', token, {
      method: 'POST',
      // Entered late, with the time it was placed: when the pick was published, before kickoff.
      body: JSON.stringify({
        ...{ pickId: graded.id, sportsbook: 'FanDuel', odds: 150, stake: 2 },
        placedAt: graded.created_at,
      }),
    });
    expect(res.status).toBe(201);
    const bet = Bet.parse(await res.json());
    expect(bet).toMatchObject({ result: 'won', profit: 3, player: graded.player });
    const list = BetsResponse.parse(await (await call('', token)).json());
    expect(list.bets.map((b) => b.id)).toEqual([bet.id]);
    expect(list.summary).toMatchObject({ won: 1, profit: 3, roi: 1.5 });

    expect((await call(`/${bet.id}`, token, { method: 'PATCH', body: '{"stake":1}' })).status).toBe(409);
    const other = await signIn('allstar');
    expect((await call(`/${bet.id}`, other, { method: 'DELETE' })).status).toBe(404);
    expect((await call('/export?format=csv', token)).status).toBe(403);
    expect((await call('/export?format=csv', other)).status).toBe(200);
    expect((await call(`/${bet.id}`, token, { method: 'DELETE' })).status).toBe(200);
  });

  it('settles a bet entered by hand from the demo season’s box score, as the server does', async () => {
    const w = demoWorld();
    const log = w.season.gameLogs.find((l) => l.season === w.season.season && l.receptions > 0);
    const game = w.season.games.find((g) => g.id === log?.game_id);
    if (!log || !game) throw new Error('the demo season has no 2025 box score');
    const placedAt = new Date(Date.parse(game.kickoff) - 3_600_000).toISOString();
    const res = await call('', await signIn('starting'), {
      method: 'POST',
      body: JSON.stringify({
        ...{ sportsbook: 'FanDuel', odds: -110, stake: 1, playerId: log.player_id, statType: 'receptions' },
        ...{ line: log.receptions - 0.5, side: 'over', week: log.week, placedAt },
      }),
    });
    expect(res.status).toBe(201);
    expect(Bet.parse(await res.json())).toMatchObject({ result: 'won', gameId: log.game_id });
  });

  it('refuses a bet on a played pick without an earlier placed time, as the API does (409)', async () => {
    const graded = demoWorld().picks.find((p) => p.pick.result !== null)?.pick;
    if (!graded) throw new Error('the demo season has no graded pick');
    const res = await call('', await signIn('starting'), {
      method: 'POST',
      body: JSON.stringify({ pickId: graded.id, sportsbook: 'FanDuel', odds: 150, stake: 2 }),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { code: 'bet_after_kickoff' } });
  });

  it('refuses bad odds and callers below starting as the API does', async () => {
    const token = await signIn('starting');
    const bad = await call('', token, {
      method: 'POST',
      body: JSON.stringify({ pickId: 'x', sportsbook: 'FanDuel', odds: 50, stake: 1 }),
    });
    expect(bad.status).toBe(400);
    expect((await call('', await signIn('scout'))).status).toBe(403);
    expect((await call('', null)).status).toBe(401);
  });
});
