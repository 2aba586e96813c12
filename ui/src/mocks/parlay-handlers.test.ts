// @vitest-environment node
// The dev mock's parlay pricing: the API's use case and the engine's joint model over the demo season, its gates.
import { ParlayPriceResponse, seasonWeekAt } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { demoWorld } from './demo-world';
import { call, serveMock, signIn } from './research-mock-test-kit';

serveMock();

/** Two market-priced picks of this week's first game that has two, on different players: a parlay's legs. */
function twoLegs() {
  const w = demoWorld();
  const { season, week } = seasonWeekAt(w.demoNow);
  const priced = w.picks
    .map((p) => p.pick)
    .filter((p) => p.season === season && p.week === week && p.game_id && p.line_source === 'book')
    .filter((p) => ['QB', 'RB', 'WR', 'TE'].includes(p.position ?? ''));
  for (const a of priced) {
    const b = priced.find((p) => p.game_id === a.game_id && p.player_id !== a.player_id);
    if (b) return [a, b].map((p) => ({ pickId: p.id, line: p.line_value, side: p.pick }));
  }
  throw new Error('the demo week has no game with two priced picks');
}

const post = (token: string | null, body: unknown) =>
  call('/api/parlays/price', token, { method: 'POST', body: JSON.stringify(body) });

describe('the dev mock’s parlay pricing', () => {
  it('prices two legs of one demo game for an all-star, EV at a typed price', async () => {
    const res = await post(await signIn('allstar'), { legs: twoLegs(), price: 250 });
    expect(res.status).toBe(200);
    const body = ParlayPriceResponse.parse(await res.json());
    expect(body.legs).toHaveLength(2);
    expect(body.naiveProbability).toBeCloseTo(body.legs[0]!.probability * body.legs[1]!.probability, 3);
    expect(body.evPercent).toBeTypeOf('number');
    // The first call of the file builds the demo world (about 25 s on a loaded machine); pricing is under 1 s.
  }, 120_000);

  it('gates as the API does: 400 bad input with a code, 401 signed out, 403 below all-star', async () => {
    const legs = twoLegs();
    const one = await post(await signIn('allstar'), { legs: legs.slice(0, 1) });
    expect(one.status).toBe(400);
    expect(await one.json()).toMatchObject({ error: { code: 'too_few_legs' } });
    expect((await post(null, { legs })).status).toBe(401);
    const starting = await post(await signIn('starting'), { legs });
    expect(starting.status).toBe(403);
    expect(await starting.json()).toMatchObject({ error: { code: 'advanced_stats_required' } });
  });
});
