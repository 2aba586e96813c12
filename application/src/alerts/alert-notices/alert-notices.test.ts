import { ALERTS_UPGRADE_CODE } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { alertsKit, play, rule } from '../alerts-test-kit';
import { matchPublished } from '../match-alerts/match-alerts';
import { alertNotices, markAlertsRead } from './alert-notices';

describe('the bell', () => {
  it('lists the newest notices with the unread count, and marks one or all read', async () => {
    const k = alertsKit();
    await k.alerts.saveRules('u-all-star', [rule()]);
    k.picks.picks.push(play('a', 1), play('b', 2, { ev: null }), play('c', 3));
    await matchPublished(k.deps, ['a', 'b', 'c']);
    const me = k.caller('all-star');
    const bell = await alertNotices(k.deps, me);
    expect(bell.unread).toBe(3);
    expect(bell.notices.map((n) => [n.pickId, n.evPercent])).toEqual([
      ['c', 6],
      ['b', null],
      ['a', 6],
    ]);
    const first = bell.notices[2]?.id ?? 0;
    expect(await markAlertsRead(k.deps, me, { id: first })).toEqual({ unread: 2 });
    expect(await markAlertsRead(k.deps, me, { all: true })).toEqual({ unread: 0 });
    expect(
      (await alertNotices(k.deps, me)).notices.every((n) => n.readAt === '2026-01-05T09:00:00.000Z'),
    ).toBe(true);
  });

  it('hides a notice whose pick is gone, and refuses callers below starting', async () => {
    const k = alertsKit();
    await k.alerts.saveRules('u-all-star', [rule()]);
    k.picks.picks.push(play('gone', 1));
    await matchPublished(k.deps, ['gone']);
    k.picks.picks.splice(0);
    expect(await alertNotices(k.deps, k.caller('all-star'))).toEqual({ notices: [], unread: 0 });
    await expect(alertNotices(k.deps, k.caller('scout'))).rejects.toMatchObject({
      code: ALERTS_UPGRADE_CODE,
    });
  });
});
