import { DEFAULT_ALERT_RULE, type AlertRule } from '@edgeboard/domain';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../test-engines';
import { SqlAiPickRepository } from './ai-pick-repository';
import { SqlAlertRepository } from './alert-repository';
import { SqlUserRepository } from './user-repository';
import { newUser, pick, userId } from './test-rows';

const custom: AlertRule = {
  enabled: true,
  minEdgeScore: 75,
  minEvPercent: 2.5,
  statTypes: ['receiving_yards', 'receptions'],
  players: [{ id: 'p-1', name: 'Travis Kelce' }],
  email: true,
};

describeEachEngine('SqlAlertRepository', (getDb) => {
  const repo = () => new SqlAlertRepository(getDb());
  const seedUsers = async (...ns: number[]) => {
    for (const n of ns) await new SqlUserRepository(getDb()).create(newUser(n));
  };
  const seedPicks = (...picks: Parameters<typeof pick>[]) =>
    new SqlAiPickRepository(getDb()).insertMany(picks.map(([id, over]) => pick(id, over)));

  it('keeps each user’s rules in order and replaces them whole', async () => {
    await seedUsers(1, 2);
    const alerts = repo();
    expect(await alerts.rules(userId(1))).toEqual([]);
    await alerts.saveRules(
      userId(1),
      [custom, { ...DEFAULT_ALERT_RULE, enabled: true }],
      '2025-09-01T00:00:00.000Z',
    );
    await alerts.saveRules(userId(2), [{ ...DEFAULT_ALERT_RULE }], '2025-09-01T00:00:00.000Z');
    expect(await alerts.rules(userId(1))).toEqual([custom, { ...DEFAULT_ALERT_RULE, enabled: true }]);

    await alerts.saveRules(userId(1), [{ ...custom, enabled: false }], '2025-09-02T00:00:00.000Z');
    expect(await alerts.rules(userId(1))).toEqual([{ ...custom, enabled: false }]);
    await alerts.saveRules(userId(2), [{ ...DEFAULT_ALERT_RULE, enabled: true }], '2025-09-02T00:00:00.000Z');
    // Only users with an enabled rule are matched, with their address.
    expect(await alerts.subscribers()).toEqual([
      { userId: userId(2), email: 'user2@example.com', rules: [{ ...DEFAULT_ALERT_RULE, enabled: true }] },
    ]);
  });

  it('answers the plays published in a window: plays only, unlocked, oldest first', async () => {
    await seedPicks(
      ['a', { verdict: 'play', ev: 0.051, created_at: '2025-09-03T10:00:00.000Z' }],
      ['b', { verdict: 'no_play', no_play_reason: 'no_edge', created_at: '2025-09-03T10:00:00.000Z' }],
      ['c', { verdict: 'play', ev: null, created_at: '2025-09-03T09:00:00.000Z' }],
      ['d', { verdict: 'play', created_at: '2025-09-03T08:00:00.000Z' }],
      ['e', { verdict: 'play', created_at: '2025-09-03T12:00:00.000Z' }],
    );
    const plays = await repo().playsPublished('2025-09-03T08:00:00.000Z', '2025-09-03T11:00:00.000Z');
    expect(plays.map((p) => p.id)).toEqual(['c', 'a']);
    expect(plays[1]).toMatchObject({ ev: 0.051, confidence: 70, stat_type: 'passing_yards', pick: 'over' });
    expect(plays[0]?.ev).toBeNull();
    // By id, whenever stamped: no plays and unknown ids are left out.
    expect((await repo().playsByIds(['e', 'b', 'zz', 'a'])).map((p) => p.id)).toEqual(['a', 'e']);
    expect(await repo().playsByIds([])).toEqual([]);
  });

  it('adds one notice per user and pick, lists them newest first and marks them read', async () => {
    await seedUsers(3, 4);
    await seedPicks(['n-a', { verdict: 'play', ev: 0.051 }], ['n-b', { verdict: 'play', pick: 'under' }]);
    const alerts = repo();
    const at = '2025-09-03T10:00:00.000Z';
    const added = await alerts.addNotices([
      { userId: userId(3), pickId: 'n-a', createdAt: at },
      { userId: userId(3), pickId: 'n-b', createdAt: at },
      { userId: userId(4), pickId: 'n-a', createdAt: at },
    ]);
    expect(added).toHaveLength(3);
    const again = await alerts.addNotices([
      { userId: userId(3), pickId: 'n-a', createdAt: at },
      { userId: userId(4), pickId: 'n-b', createdAt: at },
    ]);
    expect(again.map((n) => [n.userId, n.pickId])).toEqual([[userId(4), 'n-b']]);

    const mine = await alerts.notices(userId(3), 10);
    expect(mine.unread).toBe(2);
    expect(mine.notices.map((n) => n.pickId)).toEqual(['n-b', 'n-a']);
    expect(mine.notices[1]).toMatchObject({
      player: 'Patrick Mahomes',
      direction: 'Over',
      line: 265.5,
      edgeScore: 70,
      evPercent: 5.1,
      readAt: null,
      season: 2025,
      week: 1,
    });
    expect(mine.notices[0]?.direction).toBe('Under');

    const first = added[0]!.id;
    expect(await alerts.lastNoticeId(userId(3))).toBe(added[1]!.id);
    expect((await alerts.noticesAfter(userId(3), first)).map((n) => n.pickId)).toEqual(['n-b']);
    // Another user's notice id changes nothing.
    expect(await alerts.markRead(userId(4), first, '2025-09-03T11:00:00.000Z')).toBe(2);
    expect(await alerts.markRead(userId(3), first, '2025-09-03T11:00:00.000Z')).toBe(1);
    expect((await alerts.notices(userId(3), 10)).notices[1]?.readAt).toBe('2025-09-03T11:00:00.000Z');
    expect(await alerts.markRead(userId(3), null, '2025-09-03T12:00:00.000Z')).toBe(0);
    expect(await alerts.notices(userId(4), 10)).toMatchObject({ unread: 2 });
  });

  it('answers many streams’ polls in one call, each as its own poll would be answered', async () => {
    await seedUsers(6, 7, 8);
    const ids = Array.from({ length: 60 }, (_, i) => `m-${String(i).padStart(2, '0')}`);
    await seedPicks(...ids.map((id): Parameters<typeof pick> => [id, { verdict: 'play' }]));
    const alerts = repo();
    const at = '2025-09-03T10:00:00.000Z';
    const added = await alerts.addNotices([
      ...ids.map((pickId) => ({ userId: userId(6), pickId, createdAt: at })),
      { userId: userId(7), pickId: 'm-00', createdAt: at },
    ]);
    const sixth = added.filter((n) => n.userId === userId(6));
    const asked = [
      { userId: userId(6), afterId: 0 },
      { userId: userId(7), afterId: 0 },
      { userId: userId(6), afterId: sixth[55]!.id },
      { userId: userId(8), afterId: 0 },
      { userId: userId(7), afterId: added.at(-1)!.id },
    ];
    const many = await alerts.noticesAfterMany(asked);
    const one = await Promise.all(asked.map((a) => alerts.noticesAfter(a.userId, a.afterId)));
    expect(many).toEqual(one);
    // Each answer is a poll's: 50 at most, oldest first, above its own id.
    expect(many.map((m) => m.length)).toEqual([50, 1, 4, 0, 0]);
    expect(many[2]!.map((n) => n.pickId)).toEqual(['m-56', 'm-57', 'm-58', 'm-59']);
    expect(await alerts.noticesAfterMany([])).toEqual([]);
  });

  it('removes a user’s rules and notices with the user', async () => {
    await seedUsers(5);
    await seedPicks(['x-a', { verdict: 'play' }]);
    const alerts = repo();
    await alerts.saveRules(userId(5), [custom], '2025-09-01T00:00:00.000Z');
    await alerts.addNotices([{ userId: userId(5), pickId: 'x-a', createdAt: '2025-09-03T10:00:00.000Z' }]);
    await new SqlUserRepository(getDb()).delete(userId(5));
    expect(await alerts.rules(userId(5))).toEqual([]);
    expect(await alerts.notices(userId(5), 10)).toEqual({ notices: [], unread: 0 });
    expect(await alerts.lastNoticeId(userId(5))).toBe(0);
  });

  it('keeps the matching watermark', async () => {
    const alerts = repo();
    expect(await alerts.watermark()).toBeNull();
    await alerts.setWatermark('2025-09-03T10:00:00.000Z');
    await alerts.setWatermark('2025-09-03T11:00:00.000Z');
    expect(await alerts.watermark()).toBe('2025-09-03T11:00:00.000Z');
  });
});
