// Issue #30 item 2 at the API, on both engines: player research answered a Starting subscriber the call and line
// of every pick of the week (374 of 415 outside their allowance) while the same picks' analysis answered 403.
// Research now reveals a pick only where the analysis would open it (props/pick-access.ts, the feed's cap).
import { game, pick, player } from '@edgeboard/adapters/sql/repositories/test-rows';
import { PlayerResearchResponse, propFeedCap } from '@edgeboard/domain';
import { expect, it } from 'vitest';
import { describeEachEngineApp } from '../../testing/engine-test-app';
import type { TestApp } from '../../testing/test-app';

const STARTING_CAP = propFeedCap({ tier: 'starting', isAdmin: false });

async function seed(t: TestApp) {
  await t.repos.players.upsertMany([player('p1', { name: 'Rashee Rice', team_name: 'KC' })]);
  // Not started at the test app's season instant (2025-10-12 15:00 UTC).
  await t.repos.games.upsertMany([
    game('g-next', { week: 6, kickoff: '2025-10-13T00:20:00.000Z', home_team: 'KC', away_team: 'BUF' }),
  ]);
  await t.repos.aiPicks.insertMany([
    // A weak play on Rice: by value it comes after every one below.
    pick('pick-rice', {
      ...{ player: 'Rashee Rice', player_id: 'p1', stat_type: 'receiving_yards', line_value: 61.5 },
      ...{ week: 6, game_id: 'g-next', verdict: 'play', ev: 0.01, confidence: 55 },
    }),
    // Enough better plays to fill a starting subscriber's allowance.
    ...Array.from({ length: STARTING_CAP }, (_, i) =>
      pick(`better-${String(i)}`, {
        ...{ player: `Player ${String(i)}`, player_id: `pl-${String(i)}`, stat_type: 'receiving_yards' },
        ...{ week: 6, game_id: 'g-next', verdict: 'play', ev: 0.2, confidence: 80 },
      }),
    ),
  ]);
}

const research = (t: TestApp, headers: Record<string, string>) =>
  t.get('/api/players/p1/research?statType=receiving_yards', headers);

describeEachEngineApp('GET /api/players/{id}/research within the allowance', (getApp) => {
  it('hides from a starting subscriber a pick outside their allowance, as its analysis does', async () => {
    const t = getApp();
    await seed(t);
    const starting = await t.user('starting@x.dev', { tier: 'starting' });
    // The analysis of the pick is refused for this caller...
    expect((await t.get('/api/props/analysis/v2/pick-rice', starting.headers)).status).toBe(403);
    // ...so research names no pick and no line of it.
    const res = await research(t, starting.headers);
    expect(res.status).toBe(200);
    const body = PlayerResearchResponse.parse(await res.json());
    expect(body.pick).toBeNull();
    expect(body.lineSource).not.toBe('pick');
    expect(JSON.stringify(body)).not.toContain('pick-rice');

    // An all-star (uncapped) sees it; so does a starting subscriber once the game has kicked off.
    const allStar = await t.user('allstar@x.dev', { tier: 'all-star' });
    const open = PlayerResearchResponse.parse(await (await research(t, allStar.headers)).json());
    expect(open.pick).toEqual({ id: 'pick-rice', direction: 'over', line: 61.5 });
    t.seasonClock.set('2025-10-13T01:00:00.000Z');
    const started = PlayerResearchResponse.parse(await (await research(t, starting.headers)).json());
    expect(started.pick).toMatchObject({ id: 'pick-rice' });
  });
});
