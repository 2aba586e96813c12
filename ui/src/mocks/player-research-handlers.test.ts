// @vitest-environment node
// The dev mock's player research and calculator: the API's use cases over the demo season, the API's gates.
import { PlayerResearchResponse, PropCalculatorResponse, seasonWeekAt } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { demoWorld } from './demo-world';
import { call, serveMock, signIn } from './research-mock-test-kit';

serveMock();

/** A receiver who played this season (so his research has games). */
function receiver(): string {
  const w = demoWorld();
  const log = w.season.gameLogs.find((l) => l.season === w.season.season && l.receiving_yards > 40);
  if (!log) throw new Error('the demo season has no receiver');
  return log.player_id;
}

describe('the dev mock’s player research', () => {
  it('answers the game log before this week, advanced stats locked for starting and open for all-star', async () => {
    const id = receiver();
    const { week } = seasonWeekAt(demoWorld().demoNow);
    const starting = PlayerResearchResponse.parse(
      await (await call(`/api/players/${id}/research`, await signIn('starting'))).json(),
    );
    expect(starting.advancedLocked).toBe(true);
    expect(starting.games.length).toBeGreaterThan(0);
    expect(starting.games.every((g) => g.season < demoWorld().season.season || g.week < week)).toBe(true);
    const allStar = await call(
      `/api/players/${id}/research?statType=receiving_yards`,
      await signIn('allstar'),
    );
    expect(PlayerResearchResponse.parse(await allStar.json()).advancedLocked).toBe(false);
  });

  it('gates as the API does: 400 bad input, 401 signed out, 403 below the plan, 404 an unknown player', async () => {
    const id = receiver();
    expect((await call(`/api/players/${id}/research?line=abc`, await signIn('starting'))).status).toBe(400);
    expect((await call(`/api/players/${id}/research`, null)).status).toBe(401);
    const scout = await call(`/api/players/${id}/research`, await signIn('scout'));
    expect(await scout.json()).toMatchObject({ error: { code: 'upgrade_required' } });
    expect((await call('/api/players/nobody/research', await signIn('starting'))).status).toBe(404);
    const body = JSON.stringify({ statType: 'receiving_yards', line: 55.5, overOdds: -110, underOdds: -110 });
    const calc = await call(`/api/players/${id}/calculator`, await signIn('starting'), {
      method: 'POST',
      body,
    });
    expect(calc.status).toBe(403);
  });

  it('prices a line with the calculator for all-star: the engine’s probability and each side’s EV', async () => {
    const w = demoWorld();
    const { season, week } = seasonWeekAt(w.demoNow);
    // A player the engine picked this week has a game and a projection.
    const picked = w.picks.find(
      (p) => p.pick.season === season && p.pick.week === week && p.pick.player_id,
    )?.pick;
    if (!picked?.player_id) throw new Error('the demo season has no pick this week');
    const body = JSON.stringify({
      statType: picked.stat_type,
      line: picked.line_value,
      overOdds: -110,
      underOdds: -110,
    });
    const res = await call(`/api/players/${picked.player_id}/calculator`, await signIn('allstar'), {
      method: 'POST',
      body,
    });
    expect(res.status).toBe(200);
    const answer = PropCalculatorResponse.parse(await res.json());
    expect(answer.opponent).toBe(picked.opponent);
    expect(answer.source).toMatchObject({ kind: 'engine_projection', player: { id: picked.player_id } });
  });
});
