// Issue #30 item 6 at the API, on both engines: GET /api/bets answered every bet (25,000 took 1.1 s and 14.5 MB).
// It now answers one page (`page`, `pageSize` up to BETS_MAX_PAGE_SIZE) with the total and the figures over every
// bet, settled first; a page out of range is a 400 naming the field, and changes nothing.
import { BETS_MAX_PAGE_SIZE, BETS_PAGE_SIZE, BetsResponse } from '@edgeboard/domain';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngineApp } from '../../testing/engine-test-app';
import { seedBetLeague, storeBets } from './bets-test-seed';

describeEachEngineApp('GET /api/bets paging', (getApp) => {
  beforeAll(async () => {
    await seedBetLeague(getApp());
  });

  it('answers one page, the total, and figures over every bet, settled before they are summed', async () => {
    const t = getApp();
    const u = await t.user('paged-bets@x.dev', { tier: 'starting' });
    // Every third bet is on week 3, whose game is final (Kelce caught 6): those settle won on the first read.
    await storeBets(t, u.id, 120, { week: (i) => (i % 3 === 0 ? 3 : 7) });
    const page = async (query: string) => {
      const res = await t.get(`/api/bets${query}`, u.headers);
      expect(res.status).toBe(200);
      return BetsResponse.parse(await res.json());
    };

    const first = await page('');
    expect(first).toMatchObject({ total: 120, page: 1, pageSize: BETS_PAGE_SIZE });
    expect(first.bets.map((b) => b.id)).toEqual(
      Array.from({ length: BETS_PAGE_SIZE }, (_, i) => `seeded-${String(119 - i)}`),
    );
    expect(first.summary).toMatchObject({ bets: 120, open: 80, won: 40, lost: 0, staked: 40 });
    expect(first.bankroll).toHaveLength(40);
    expect(first.byStatType).toEqual([expect.objectContaining({ statType: 'receptions', won: 40 })]);

    const third = await page('?page=3&pageSize=50');
    expect(third.bets.map((b) => b.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => `seeded-${String(19 - i)}`),
    );
    expect(third.bets.find((b) => b.id === 'seeded-0')).toMatchObject({ result: 'won', profit: 0.91 });
    expect(third.summary).toEqual(first.summary);
    expect((await page(`?pageSize=${String(BETS_MAX_PAGE_SIZE)}`)).bets).toHaveLength(120);
    expect((await page('?page=4')).bets).toEqual([]);
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=201', 'pageSize'],
  ])('answers 400 naming the field for %s, settling nothing', async (query, field) => {
    const t = getApp();
    const name = `bad-${query.replace(/[^a-z0-9]/gi, '')}`;
    const u = await t.user(`${name}@x.dev`, { tier: 'starting' });
    await storeBets(t, u.id, 3, { week: () => 3, prefix: name });
    const res = await t.get(`/api/bets?${query}`, u.headers);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { field } });
    expect((await t.repos.bets.openForUser(u.id)).length).toBe(3);
  });
});
