// Issue #29 item 5 at the API: GET /api/props/{id}/ladder answers the pick's stored alt-line ladder with each
// book's latest quote at a ladder line and both sides' EV, under the analysis detail's access rule; the stored
// ladder round-trips through the SQL row (price_ladder, migration 012).
import { game, pick, propLine } from '@edgeboard/adapters/sql/repositories/test-rows';
import { PERMISSION_MESSAGE, PropPriceLadder } from '@edgeboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

const KICKOFF = '2025-10-13T00:20:00.000Z';
const mine = { player: 'Travis Kelce', player_id: 'pl-1', stat_type: 'receiving_yards' as const };
const LADDER = [
  { line: 45.5, p_over: 0.74 },
  { line: 54.5, p_over: 0.55 },
  { line: 55.5, p_over: 0.53 },
  { line: 65.5, p_over: 0.31 },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.repos.games.upsertMany([game('g-next', { week: 6, kickoff: KICKOFF })]);
  await t.repos.aiPicks.insertMany([
    ...[1, 2, 3].map((n) =>
      pick(`early${n}`, { ...mine, week: 6, game_id: 'g-next', created_at: `2025-10-07T15:0${n}:00.000Z` }),
    ),
    pick('lad', {
      ...mine,
      week: 6,
      game_id: 'g-next',
      line_value: 55.5,
      pick: 'over',
      price_ladder: LADDER,
      created_at: '2025-10-07T15:05:00.000Z',
    }),
  ]);
  const at = (iso: string) => ({ pulled_at: iso, updated_at: iso });
  const prop = { ...mine, game_id: 'g-next', season: 2025, week: 6 };
  await t.repos.propLines.insertMany([
    propLine('dk', {
      ...prop,
      sportsbook: 'DraftKings',
      line_value: 55.5,
      odds: -110,
      over_odds: -110,
      under_odds: -110,
      ...at('2025-10-07T15:00:00.000Z'),
    }),
    propLine('cz', {
      ...prop,
      sportsbook: 'Caesars',
      line_value: 54.5,
      odds: -110,
      over_odds: -110,
      under_odds: -110,
      ...at('2025-10-07T15:00:00.000Z'),
    }),
  ]);
});
afterAll(() => t.close());

const ladder = async (id: string, headers: Record<string, string>) => {
  const res = await t.get(`/api/props/${id}/ladder`, headers);
  return { status: res.status, body: await res.json() };
};

describe('GET /api/props/{id}/ladder', () => {
  it("answers P(over), fair odds and each book's EV at its own line", async () => {
    const { headers } = await t.user('allstar@x.dev', { tier: 'all-star' });
    const res = await ladder('lad', headers);
    expect(res.status).toBe(200);
    const body = PropPriceLadder.parse(res.body);
    expect(body).toMatchObject({ pickId: 'lad', line: 55.5, call: 'over', asOf: '2025-10-12T15:00:00.000Z' });
    expect(body.rows.map((r) => [r.line, r.pOver, r.posted, r.quotes.map((q) => q.book)])).toEqual([
      [45.5, 0.74, false, []],
      [54.5, 0.55, false, ['Caesars']],
      [55.5, 0.53, true, ['DraftKings']],
      [65.5, 0.31, false, []],
    ]);
    // Caesars -110 over at 54.5 against 0.55: 0.55 x 100/110 - 0.45 = +5.0%.
    expect(body.rows[1]?.quotes[0]?.overEv).toBeCloseTo(0.05, 4);
    expect(body.rows[0]).toMatchObject({ fairOverOdds: -285, fairUnderOdds: 285 });
  });

  it("follows the analysis' access: 401 anonymous, 403 past the allowance, 404 unknown", async () => {
    const free = (await t.user('free@x.dev')).headers;
    expect((await ladder('lad', {})).status).toBe(401);
    const refused = await ladder('lad', free);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: { code: 'forbidden', message: PERMISSION_MESSAGE } });
    expect((await ladder('early1', free)).status).toBe(200);
    const allstar = (await t.user('allstar2@x.dev', { tier: 'all-star' })).headers;
    expect((await ladder('nope', allstar)).status).toBe(404);
  });
});
