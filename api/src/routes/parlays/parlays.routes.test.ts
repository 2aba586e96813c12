import { ParlayPriceResponse } from '@edgeboard/domain';
import { loadParlayDependence, priceParlay } from '@edgeboard/engine';
import {
  KIT_GAMES,
  KIT_LOGS,
  KIT_PICKS,
  KIT_PLAYERS,
  LINES,
} from '@edgeboard/application/parlays/price-parlay/parlay-test-kit';
import { describe, expect, it } from 'vitest';
import { type TestApp } from '../../testing/test-app';
import { testAppPerSuite } from '../../testing/per-suite';

// The season clock stands in week 6 of 2025 (createTestApp's default season instant): the kit's KC-BUF game.
let starting: Awaited<ReturnType<TestApp['user']>>;
let allStar: Awaited<ReturnType<TestApp['user']>>;

const t = testAppPerSuite({}, async (t) => {
  await t.repos.players.upsertMany(KIT_PLAYERS);
  await t.repos.games.upsertMany(KIT_GAMES);
  await t.repos.gameLogs.insertMany(KIT_LOGS);
  await t.repos.aiPicks.insertMany(KIT_PICKS);
  await t.repos.propLines.insertMany(LINES);
  starting = await t.user('parlay-starting@x.dev', { tier: 'starting' });
  allStar = await t.user('parlay-allstar@x.dev', { tier: 'all-star' });
});

const price = (body: unknown, headers: Record<string, string>) =>
  t.app.request('/api/parlays/price', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const legs = [
  { pickId: 'pick-qb', line: 265.5, side: 'over' },
  { pickId: 'pick-wr', line: 70.5, side: 'over' },
];

describe('POST /api/parlays/price', () => {
  it('prices a quarterback and his receiver together through the engine’s joint model', async () => {
    const res = await price({ legs, price: 260 }, allStar.headers);
    expect(res.status).toBe(200);
    const body = ParlayPriceResponse.parse(await res.json());
    expect(body.legs.map((l) => l.pickId)).toEqual(['pick-qb', 'pick-wr']);
    expect(body.naiveProbability).toBeCloseTo(body.legs[0]!.probability * body.legs[1]!.probability, 3);
    // The joint is the engine's copula over its committed dependence model, at the legs' fair probabilities.
    const roles = ['QB', 'WR'] as const;
    const engine = priceParlay(
      body.legs.map((l, i) => ({
        ...{ playerId: l.playerId, playerName: l.player, team: l.team, opponent: 'BUF', role: roles[i]! },
        ...{
          statType: l.statType,
          line: l.line,
          side: l.side,
          pOver: l.side === 'over' ? l.probability : 1 - l.probability,
        },
      })),
      loadParlayDependence(),
    );
    expect(body.jointProbability).toBeCloseTo(engine.pJoint, 3);
    expect(body.pairs.length).toBe(engine.pairs.length);
    expect(body.evPercent).toBeTypeOf('number');
  });

  it('answers 400 with a code to a leg of another game, and to a bad price', async () => {
    const other = await price({ legs: [legs[0], { ...legs[1], pickId: 'pick-nyj' }] }, allStar.headers);
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ error: { code: 'different_games' } });
    const odds = await price({ legs, price: 50 }, allStar.headers);
    expect(odds.status).toBe(400);
    expect(await odds.json()).toMatchObject({ error: { code: 'invalid_request' } });
  });

  it('is all-star only: 403 advanced_stats_required below it, 401 anonymous', async () => {
    const res = await price({ legs }, starting.headers);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'advanced_stats_required' } });
    expect((await price({ legs }, {})).status).toBe(401);
  });
});
