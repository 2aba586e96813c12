import type { BetWrite } from '@edgeboard/domain';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../test-engines';
import { SqlAiPickRepository } from './ai-pick-repository';
import { SqlBetRepository } from './bet-repository';
import { newUser, pick, userId } from './test-rows';
import { SqlUserRepository } from './user-repository';

const bet = (id: string, user: number, over: Partial<BetWrite> = {}): BetWrite => ({
  id,
  user_id: userId(user),
  pick_id: null,
  sportsbook: 'DraftKings',
  odds: -110,
  stake: 1.5,
  player: 'Patrick Mahomes',
  player_id: 'p-mahomes',
  stat_type: 'passing_yards',
  line: 265.5,
  side: 'over',
  season: 2025,
  week: 1,
  game_id: null,
  placed_at: '2025-09-05T12:00:00.000Z',
  created_at: '2026-11-21T12:00:00.000Z',
  updated_at: '2026-11-21T12:00:00.000Z',
  ...over,
});

describeEachEngine('SqlBetRepository', (getDb) => {
  const bets = () => new SqlBetRepository(getDb());
  const users = () => new SqlUserRepository(getDb());

  it('keeps each user to their own bets, newest placed first', async () => {
    await users().create(newUser(801));
    await users().create(newUser(802));
    const first = await bets().create(bet('b-801-1', 801));
    expect(first).toEqual({ ...bet('b-801-1', 801), result: null, settled_at: null });
    await bets().create(bet('b-801-2', 801, { placed_at: '2025-09-06T12:00:00.000Z', odds: 150 }));
    await bets().create(bet('b-802-1', 802));

    expect((await bets().forUser(userId(801))).map((b) => b.id)).toEqual(['b-801-2', 'b-801-1']);
    // The count behind the per-user bet limit, a number on both engines.
    expect(await bets().countForUser(userId(801))).toBe(2);
    expect(await bets().countForUser(userId(802))).toBe(1);
    expect(await bets().countForUser(userId(803))).toBe(0);
    expect(await bets().get(userId(802), 'b-801-1')).toBeNull();
    expect(
      await bets().updateOpen(userId(802), 'b-801-1', { stake: 9, updated_at: first.updated_at }),
    ).toBeNull();
    expect(await bets().delete(userId(802), 'b-801-1')).toBe(false);
    expect(await bets().get(userId(801), 'b-801-1')).not.toBeNull();
  });

  it('pages the bets in the list order, and answers the open ones alone', async () => {
    await users().create(newUser(806));
    const placed = ['2025-09-01', '2025-09-03', '2025-09-03', '2025-09-02', '2025-09-04'];
    for (const [i, day] of placed.entries())
      await bets().create(bet(`b-806-${String(i)}`, 806, { placed_at: `${day}T12:00:00.000Z` }));
    const all = (await bets().forUser(userId(806))).map((b) => b.id);
    expect(all).toEqual(['b-806-4', 'b-806-1', 'b-806-2', 'b-806-3', 'b-806-0']);
    const page = async (n: number, size: number) =>
      (await bets().pageForUser(userId(806), { page: n, pageSize: size })).map((b) => b.id);
    expect(await page(1, 2)).toEqual(all.slice(0, 2));
    // Same placed time: the id breaks the tie, so no bet shows on two pages or on none.
    expect(await page(2, 2)).toEqual(all.slice(2, 4));
    expect(await page(3, 2)).toEqual(all.slice(4));
    expect(await page(4, 2)).toEqual([]);
    expect(await bets().pageForUser(userId(807), { page: 1, pageSize: 2 })).toEqual([]);

    await bets().settle('b-806-1', { result: 'won', settled_at: '2025-09-07T20:30:00.000Z' });
    expect((await bets().openForUser(userId(806))).map((b) => b.id)).toEqual(
      all.filter((id) => id !== 'b-806-1'),
    );
  });

  it('changes an open bet only, and settles it once', async () => {
    await users().create(newUser(803));
    await bets().create(bet('b-803', 803));
    const changed = await bets().updateOpen(userId(803), 'b-803', {
      odds: 120,
      stake: 2.25,
      updated_at: '2026-11-22T00:00:00.000Z',
    });
    expect(changed).toMatchObject({ odds: 120, stake: 2.25, updated_at: '2026-11-22T00:00:00.000Z' });

    const settlement = { result: 'won' as const, settled_at: '2025-09-07T20:30:00.000Z', game_id: 'g1' };
    expect(await bets().settle('b-803', settlement)).toBe(true);
    expect(await bets().settle('b-803', { ...settlement, result: 'lost' })).toBe(false);
    expect(await bets().get(userId(803), 'b-803')).toMatchObject(settlement);
    expect(
      await bets().updateOpen(userId(803), 'b-803', { stake: 5, updated_at: '2026-11-23T00:00:00.000Z' }),
    ).toBeNull();
    expect(await bets().delete(userId(803), 'b-803')).toBe(true);
    expect(await bets().get(userId(803), 'b-803')).toBeNull();
  });

  it('refuses odds between -100 and +100 and a stake of zero', async () => {
    await users().create(newUser(804));
    await expect(bets().create(bet('b-804-1', 804, { odds: 50 }))).rejects.toThrow();
    await expect(bets().create(bet('b-804-2', 804, { stake: 0 }))).rejects.toThrow();
    expect(await bets().forUser(userId(804))).toEqual([]);
  });

  it("goes with its owner's account, and outlives a deleted pick as a bet without one", async () => {
    await users().create(newUser(805));
    await new SqlAiPickRepository(getDb()).insertMany([pick('pk-805')]);
    await bets().create(bet('b-805', 805, { pick_id: 'pk-805' }));
    expect(await new SqlAiPickRepository(getDb()).delete('pk-805')).toBe(true);
    expect(await bets().get(userId(805), 'b-805')).toMatchObject({
      pick_id: null,
      player: 'Patrick Mahomes',
    });
    expect(await users().delete(userId(805))).toBe(true);
    expect(await bets().forUser(userId(805))).toEqual([]);
  });
});
