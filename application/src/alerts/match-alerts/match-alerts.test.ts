import { describe, expect, it } from 'vitest';
import { alertsKit, later, play, rule, SEASON_NOW } from '../alerts-test-kit';
import { matchAlerts, matchPublished } from './match-alerts';

describe('matching plays to alert rules', () => {
  it('starts at the first run, then notifies each matching play once, as each plan allows, e-mailing when asked', async () => {
    const k = alertsKit();
    await k.alerts.saveRules('u-all-star', [
      rule({ minEdgeScore: 72, statTypes: ['receiving_yards'], email: true }),
    ]);
    // A starting subscriber's stored thresholds are ignored: the default rule (every play in the plan's allowance) applies.
    await k.alerts.saveRules('u-starting', [rule({ minEdgeScore: 95 })]);
    await k.alerts.saveRules('u-scout', [rule()]);
    k.picks.picks.push(play('old', -60));
    expect(await matchAlerts(k.deps)).toEqual({ plays: 0, notices: 0, emails: 0 });
    expect(await k.alerts.watermark()).toBe(SEASON_NOW);

    k.picks.picks.push(
      play('kelce', 5),
      play('weak', 6, { confidence: 71 }),
      play('rush', 7, { stat_type: 'rushing_yards', confidence: 80 }),
      play('pass', 8, { verdict: 'no_play', confidence: 90 }),
    );
    k.season.at = later(10);
    expect(await matchAlerts(k.deps)).toEqual({ plays: 3, notices: 4, emails: 1 });
    expect((await k.alerts.notices('u-all-star', 10)).notices.map((n) => n.pickId)).toEqual(['kelce']);
    expect((await k.alerts.notices('u-starting', 10)).notices.map((n) => n.pickId).sort()).toEqual([
      'kelce',
      'rush',
      'weak',
    ]);
    expect((await k.alerts.notices('u-scout', 10)).notices).toEqual([]);
    expect(k.outbox).toHaveLength(1);
    expect(k.outbox[0]).toMatchObject({
      to: 'u-all-star@x.dev',
      subject: 'New play: Travis Kelce Over 55.5 Receiving Yards',
    });
    expect(k.outbox[0]?.text).toContain('https://edge.test/dashboard/analysis/kelce');
    expect(k.woken.sort()).toEqual(['u-all-star', 'u-starting', 'u-starting', 'u-starting']);

    // Seen again within the overlap: no second notice, no second e-mail.
    k.season.at = later(11);
    expect(await matchAlerts(k.deps)).toEqual({ plays: 3, notices: 0, emails: 0 });
  });

  it('notices, for a rule switched on just after it, a play published within the overlap (docs/decisions.md, Alerts)', async () => {
    const k = alertsKit();
    await k.alerts.saveRules('u-all-star', [rule()]);
    await matchAlerts(k.deps);
    k.picks.picks.push(play('kelce', 5));
    k.season.at = later(6);
    expect(await matchAlerts(k.deps)).toMatchObject({ notices: 1 });

    // Switched on a minute after the play was published and already matched for someone else.
    await k.alerts.saveRules('u-starting', [rule()]);
    k.season.at = later(7);
    expect(await matchAlerts(k.deps)).toMatchObject({ notices: 1 });
    expect((await k.alerts.notices('u-starting', 10)).notices.map((n) => n.pickId)).toEqual(['kelce']);

    // Beyond the overlap the play is no longer read: a rule switched on then does not reach it.
    k.season.at = later(30);
    await matchAlerts(k.deps);
    k.season.at = later(31);
    expect(await matchAlerts(k.deps)).toEqual({ plays: 0, notices: 0, emails: 0 });
  });

  // Issue #27 item 3: the default rule follows the allowance, which is taken by value.
  it('notifies a starting subscriber of the plays its allowance holds by value, low Edge Scores included', async () => {
    const k = alertsKit();
    await k.alerts.saveRules('u-starting', [rule()]);
    await matchAlerts(k.deps);
    // Twelve plays of higher value fill a starting plan's allowance; a plus-money play scoring 51 is among them
    // and the thirteenth by value, scoring 80, is not.
    const plays = Array.from({ length: 11 }, (_, i) => play(`p${String(i)}`, 5, { ev: 0.05 + i / 1000 }));
    k.picks.picks.push(
      ...plays,
      play('plus-money', 5, { ev: 0.049, confidence: 51 }),
      play('thin', 5, { ev: 0.01, confidence: 80 }),
    );
    k.season.at = later(6);
    await matchAlerts(k.deps);
    const noticed = (await k.alerts.notices('u-starting', 20)).notices.map((n) => n.pickId);
    expect(noticed).toHaveLength(12);
    expect(noticed).toContain('plus-money');
    expect(noticed).not.toContain('thin');
  });

  it('matches what a publish just wrote by id, whatever its time stamp', async () => {
    const k = alertsKit();
    await k.alerts.saveRules('u-all-star', [rule()]);
    k.picks.picks.push(play('fresh', 24 * 60), play('quiet', 24 * 60, { verdict: 'no_play' }));
    expect(await matchPublished(k.deps, ['fresh', 'quiet'])).toEqual({ plays: 1, notices: 1, emails: 0 });
  });

  it('keeps the run going when an e-mail cannot be sent: the notice is in the bell', async () => {
    const k = alertsKit();
    const failures: unknown[] = [];
    await k.alerts.saveRules('u-all-star', [rule({ email: true })]);
    k.picks.picks.push(play('kelce', 0));
    const deps = { ...k.deps, mailer: { send: () => Promise.reject(new Error('smtp down')) } };
    const run = await matchPublished({ ...deps, onMailError: (e) => failures.push(e) }, ['kelce']);
    expect(run).toEqual({ plays: 1, notices: 1, emails: 0 });
    expect(failures).toHaveLength(1);
  });
});
