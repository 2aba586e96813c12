// Issue #30 item 6 at the API, on both engines: bets per user were unlimited (GET /api/bets at 25,000 bets took
// 1.1 s and 14.5 MB). A subscriber keeps at most MAX_BETS_PER_USER; past it POST answers 409
// `bet_limit_reached` and stores nothing; deleting a bet makes room again.
import { BET_LIMIT_CODE, MAX_BETS_PER_USER } from '@edgeboard/domain';
import { expect, it } from 'vitest';
import { describeEachEngineApp } from '../../testing/engine-test-app';
import type { TestApp } from '../../testing/test-app';
import { seedBetLeague, storeBets } from './bets-test-seed';

const byHand = {
  ...{ sportsbook: 'Caesars', odds: -110, stake: 1, playerId: 'p1', statType: 'receptions' },
  ...{ side: 'over', line: 4.5, week: 7 },
};

const post = (t: TestApp, headers: Record<string, string>) =>
  t.app.request('/api/bets', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(byHand),
  });

describeEachEngineApp('POST /api/bets per-user limit', (getApp) => {
  it('answers 409 bet_limit_reached once the caller keeps the most bets, stores nothing, and frees a place on delete', async () => {
    const t = getApp();
    await seedBetLeague(t);
    const u = await t.user('many-bets@x.dev', { tier: 'starting' });
    await storeBets(t, u.id, MAX_BETS_PER_USER - 1);
    expect(await t.repos.bets.countForUser(u.id)).toBe(MAX_BETS_PER_USER - 1);

    const last = await post(t, u.headers);
    expect(last.status).toBe(201);
    const refused = await post(t, u.headers);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: BET_LIMIT_CODE } });
    expect(await t.repos.bets.countForUser(u.id)).toBe(MAX_BETS_PER_USER);

    // Another subscriber is not affected.
    const other = await t.user('few-bets@x.dev', { tier: 'starting' });
    expect((await post(t, other.headers)).status).toBe(201);

    // Deleting one makes room for one.
    const gone = await t.app.request('/api/bets/seeded-0', { method: 'DELETE', headers: u.headers });
    expect(gone.status).toBe(200);
    expect((await post(t, u.headers)).status).toBe(201);
    expect((await post(t, u.headers)).status).toBe(409);
  });
});
