import { DEFAULT_ALERT_RULE } from '@edgeboard/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { alertsApp, play, rule, SEASON_NOW, later, type AlertsApp } from './alerts-test-kit';
import { alertsJob } from './alerts-job';
import { matchAlerts } from '@edgeboard/application/alerts/match-alerts/match-alerts';

let t: AlertsApp;
afterEach(() => t.close());

describe('matching plays to alert rules', () => {
  it('starts at the first run, then notifies each matching play once, by plan, and e-mails when asked', async () => {
    t = await alertsApp();
    const star = await t.user('star@x.dev', { tier: 'all-star' });
    const starting = await t.user('starting@x.dev', { tier: 'starting' });
    const scout = await t.user('scout@x.dev', { tier: 'scout' });
    await t.repos.alerts.saveRules(
      star.id,
      [rule({ minEdgeScore: 72, statTypes: ['receiving_yards'], email: true })],
      SEASON_NOW,
    );
    // A starting subscriber's stored thresholds are ignored: the default rule (every play in the plan's allowance) applies.
    await t.repos.alerts.saveRules(starting.id, [rule({ minEdgeScore: 95 })], SEASON_NOW);
    await t.repos.alerts.saveRules(scout.id, [rule()], SEASON_NOW);
    await t.repos.aiPicks.insertMany([play('old', -60)]);

    expect(await matchAlerts(t.deps)).toEqual({ plays: 0, notices: 0, emails: 0 });
    expect(await t.repos.alerts.watermark()).toBe(SEASON_NOW);

    await t.repos.aiPicks.insertMany([
      play('kelce', 5),
      play('weak', 6, { confidence: 71 }),
      play('rush', 7, { stat_type: 'rushing_yards', confidence: 80 }),
      play('pass', 8, { verdict: 'no_play', no_play_reason: 'no_edge', confidence: 90 }),
    ]);
    t.seasonClock.set(later(10));
    expect(await matchAlerts(t.deps)).toEqual({ plays: 3, notices: 4, emails: 1 });
    expect((await t.repos.alerts.notices(star.id, 10)).notices.map((n) => n.pickId)).toEqual(['kelce']);
    expect((await t.repos.alerts.notices(starting.id, 10)).notices.map((n) => n.pickId).sort()).toEqual([
      'kelce',
      'rush',
      'weak',
    ]);
    expect((await t.repos.alerts.notices(scout.id, 10)).notices).toEqual([]);
    expect(t.mailer.sent).toHaveLength(1);
    expect(t.mailer.sent[0]).toMatchObject({
      to: 'star@x.dev',
      subject: 'New play: Travis Kelce Over 265.5 Receiving Yards',
    });
    expect(t.mailer.sent[0]?.text).toContain('Edge Score 74, +6.0% expected value');
    expect(t.mailer.sent[0]?.text).toContain('http://localhost:8787/dashboard/analysis/kelce');

    // The next run looks back over the overlap: the same plays make no second notice or e-mail.
    t.seasonClock.set(later(12));
    expect(await matchAlerts(t.deps)).toEqual({ plays: 3, notices: 0, emails: 0 });
    expect(t.mailer.sent).toHaveLength(1);
    expect(await t.repos.alerts.watermark()).toBe(later(12).toISOString());
  });

  it('sends nothing for a disabled rule or a default rule switched off', async () => {
    t = await alertsApp();
    const star = await t.user('star@x.dev', { tier: 'all-star' });
    const starting = await t.user('starting@x.dev', { tier: 'starting' });
    await t.repos.alerts.saveRules(star.id, [rule({ enabled: false })], SEASON_NOW);
    await t.repos.alerts.saveRules(starting.id, [{ ...DEFAULT_ALERT_RULE, enabled: false }], SEASON_NOW);
    await matchAlerts(t.deps);
    await t.repos.aiPicks.insertMany([play('kelce', 5)]);
    t.seasonClock.set(later(10));
    expect(await matchAlerts(t.deps)).toMatchObject({ plays: 1, notices: 0 });
  });

  it('never notifies a capped plan of a play outside its allowance (its analysis would be refused)', async () => {
    t = await alertsApp();
    const star = await t.user('star@x.dev', { tier: 'all-star' });
    const starting = await t.user('starting@x.dev', { tier: 'starting' });
    await t.repos.alerts.saveRules(star.id, [rule()], SEASON_NOW);
    await t.repos.alerts.saveRules(starting.id, [{ ...DEFAULT_ALERT_RULE, enabled: true }], SEASON_NOW);
    await matchAlerts(t.deps);
    // Starting's allowance is the season's first 12 picks of games not started, by creation: the 13th is out.
    await t.repos.aiPicks.insertMany(
      Array.from({ length: 13 }, (_, i) => play(`p${String(i).padStart(2, '0')}`, i + 1)),
    );
    t.seasonClock.set(later(20));
    expect(await matchAlerts(t.deps)).toMatchObject({ plays: 13, notices: 25 });
    const notified = (await t.repos.alerts.notices(starting.id, 20)).notices.map((n) => n.pickId);
    expect(notified).toHaveLength(12);
    expect(notified).not.toContain('p12');
    expect((await t.repos.alerts.notices(star.id, 20)).notices.map((n) => n.pickId)).toContain('p12');
  });

  it('runs as the alerts.match job and says what it did', async () => {
    t = await alertsApp();
    const star = await t.user('star@x.dev', { tier: 'all-star' });
    await t.repos.alerts.saveRules(star.id, [rule()], SEASON_NOW);
    await t.repos.alerts.setWatermark(SEASON_NOW);
    await t.repos.aiPicks.insertMany([play('kelce', 5)]);
    t.seasonClock.set(later(10));
    const job = alertsJob(t.deps);
    expect(job).toMatchObject({ name: 'alerts.match', schedule: { everyMinutes: 1 } });
    expect(await job.handler()).toEqual({ rowsWritten: 1, message: '1 plays matched: 1 notices, 0 e-mails' });
  });
});
