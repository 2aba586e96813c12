// @vitest-environment node
import { Bet, BetsResponse } from '@edgeboard/domain';
import { DEMO_PASSWORD } from '@edgeboard/fixtures';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoWorld } from './demo-world';
import { mockHandlers } from './handlers';
import { pinMockWorldDate } from './mock-test-clock';

const ORIGIN = 'http://localhost:5173';
pinMockWorldDate();
const server = setupServer(...mockHandlers(ORIGIN));
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
});

async function signIn(local: string): Promise<string> {
  const res = await fetch(`${ORIGIN}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `${local}@demo.edgeboard.dev`, password: DEMO_PASSWORD }),
  });
  return z.object({ access_token: z.string() }).parse(await res.json()).access_token;
}

const call = (path: string, token: string | null, init: RequestInit = {}) =>
  fetch(`${ORIGIN}/api/bets${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
    },
  });

describe('the dev mock’s bet tracker', () => {
  it('settles a bet on a graded pick at its own price, as the API does, and keeps it to its owner', async () => {
    const token = await signIn('starting');
    const graded = demoWorld().picks.find((p) => p.pick.result === 'win')?.pick;
    if (!graded) throw new Error('the demo season has no won pick');
    const res = await call('', token, {
      method: 'POST',
      body: JSON.stringify({ pickId: graded.id, sportsbook: 'FanDuel', odds: 150, stake: 2 }),
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
