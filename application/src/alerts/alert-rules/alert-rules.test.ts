import { ALERTS_UPGRADE_CODE, CUSTOM_ALERTS_UPGRADE_CODE, DEFAULT_ALERT_RULE } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { alertsKit, rule, SEASON_NOW } from '../alerts-test-kit';
import { alertRules, saveAlertRules } from './alert-rules';

describe('alert rules', () => {
  it('answers the default rule, off, to a starting caller with none saved, and refuses scouts', async () => {
    const k = alertsKit();
    expect(await alertRules(k.deps, k.caller('starting'))).toEqual({
      access: 'default',
      rules: [DEFAULT_ALERT_RULE],
      defaultRule: DEFAULT_ALERT_RULE,
    });
    await expect(alertRules(k.deps, k.caller('scout'))).rejects.toMatchObject({ code: ALERTS_UPGRADE_CODE });
  });

  it('saves all-star’s own rules and starts the watermark; starting may only switch the default rule', async () => {
    const k = alertsKit();
    const own = [rule({ minEdgeScore: 80, email: true })];
    expect(await saveAlertRules(k.deps, k.caller('all-star'), own)).toMatchObject({
      access: 'custom',
      rules: own,
    });
    expect(await k.alerts.watermark()).toBe(SEASON_NOW);
    await expect(saveAlertRules(k.deps, k.caller('starting'), own)).rejects.toMatchObject({
      code: CUSTOM_ALERTS_UPGRADE_CODE,
    });
    expect(await k.alerts.rules('u-starting')).toEqual([]);
    const on = [{ ...DEFAULT_ALERT_RULE, enabled: true }];
    expect((await saveAlertRules(k.deps, k.caller('starting'), on)).rules).toEqual(on);
  });
});
