import { describe, expect, it } from 'vitest';
import type { AlertRule } from '../entities/alert';
import {
  alertAccess,
  DEFAULT_ALERT_RULE,
  effectiveAlertRules,
  isDefaultRuleOnly,
  matchPlay,
  ruleMatches,
  unreadBadge,
  type AlertPlay,
} from './alerts';

const rule = (over: Partial<AlertRule> = {}): AlertRule => ({
  ...DEFAULT_ALERT_RULE,
  enabled: true,
  ...over,
});
const play = (over: Partial<AlertPlay> = {}): AlertPlay => ({
  confidence: 72,
  ev: 0.04,
  stat_type: 'receiving_yards',
  player_id: 'p1',
  ...over,
});
const state = (tier: 'free' | 'scout' | 'starting' | 'all-star', isAdmin = false) =>
  ({ tier, status: 'active', isAdmin }) as const;

describe('alertAccess', () => {
  it('gives custom rules to all-star and admin, the default rule to starting, nothing below', () => {
    expect(alertAccess(state('all-star'))).toBe('custom');
    expect(alertAccess(state('free', true))).toBe('custom');
    expect(alertAccess(state('starting'))).toBe('default');
    expect(alertAccess(state('scout'))).toBeNull();
    expect(alertAccess(state('free'))).toBeNull();
  });
});

describe('ruleMatches', () => {
  it('needs the rule on, the Edge Score and EV minimums met, and the stat type and player listed', () => {
    expect(ruleMatches(rule(), play())).toBe(true);
    expect(ruleMatches(rule({ enabled: false }), play())).toBe(false);
    expect(ruleMatches(rule({ minEdgeScore: 72 }), play())).toBe(true);
    expect(ruleMatches(rule({ minEdgeScore: 73 }), play())).toBe(false);
    expect(ruleMatches(rule({ minEdgeScore: null }), play({ confidence: 51 }))).toBe(true);
    expect(ruleMatches(rule({ minEvPercent: 4 }), play({ ev: 0.04 }))).toBe(true);
    expect(ruleMatches(rule({ minEvPercent: 4.1 }), play({ ev: 0.04 }))).toBe(false);
    // An unpriced play has no EV to meet a minimum with.
    expect(ruleMatches(rule({ minEvPercent: 0 }), play({ ev: null }))).toBe(false);
    expect(ruleMatches(rule({ statTypes: ['receptions'] }), play())).toBe(false);
    expect(ruleMatches(rule({ statTypes: ['receptions', 'receiving_yards'] }), play())).toBe(true);
    expect(ruleMatches(rule({ players: [{ id: 'p2', name: 'B' }] }), play())).toBe(false);
    expect(ruleMatches(rule({ players: [{ id: 'p1', name: 'A' }] }), play())).toBe(true);
    expect(ruleMatches(rule({ players: [{ id: 'p1', name: 'A' }] }), play({ player_id: null }))).toBe(false);
  });
});

describe('effectiveAlertRules and matchPlay', () => {
  it('applies all-star’s own rules, starting’s default rule as switched, nothing below starting', () => {
    const own = [
      rule({ minEdgeScore: 90 }),
      rule({ minEdgeScore: null, email: true, statTypes: ['receptions'] }),
    ];
    expect(effectiveAlertRules('custom', own)).toEqual(own);
    expect(effectiveAlertRules('default', own)).toEqual([{ ...DEFAULT_ALERT_RULE, enabled: true }]);
    expect(effectiveAlertRules('default', [])).toEqual([DEFAULT_ALERT_RULE]);
    expect(effectiveAlertRules(null, own)).toEqual([]);
    expect(matchPlay(own, play())).toEqual({ notify: false, email: false });
    expect(matchPlay(own, play({ stat_type: 'receptions' }))).toEqual({ notify: true, email: true });
    expect(matchPlay(own, play({ confidence: 95 }))).toEqual({ notify: true, email: false });
  });

  it('knows a list that only switches the default rule', () => {
    expect(isDefaultRuleOnly([rule({ enabled: false, email: true })])).toBe(true);
    expect(isDefaultRuleOnly([])).toBe(false);
    expect(isDefaultRuleOnly([rule(), rule()])).toBe(false);
    expect(isDefaultRuleOnly([rule({ minEdgeScore: 71 })])).toBe(false);
    expect(isDefaultRuleOnly([rule({ statTypes: ['receptions'] })])).toBe(false);
  });
});

describe('unreadBadge', () => {
  it('shows nothing at zero and 9+ past nine', () => {
    expect([0, 1, 9, 10, 250].map(unreadBadge)).toEqual([null, '1', '9', '9+', '9+']);
  });
});
