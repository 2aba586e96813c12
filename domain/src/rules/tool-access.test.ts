import { describe, expect, it } from 'vitest';
import { TIERS, type SubscriptionState } from '../entities/subscription';
import { alertAccess } from './alerts';
import { hasPremiumFeatures, hasStandardFeatures } from './plans';
import { canUseTool, DASHBOARD_TOOLS } from './tool-access';

const state = (tier: SubscriptionState['tier'], isAdmin = false) =>
  ({ tier, status: tier === 'free' ? null : 'active', isAdmin }) as Pick<
    SubscriptionState,
    'tier' | 'status' | 'isAdmin'
  >;

describe('canUseTool', () => {
  it('locks every tool for free and scout, the calculator up to all-star, nothing for an admin', () => {
    const open = (tier: SubscriptionState['tier']) =>
      DASHBOARD_TOOLS.filter((t) => canUseTool(state(tier), t));
    expect(open('free')).toEqual([]);
    expect(open('scout')).toEqual([]);
    expect(open('starting')).toEqual(['player_research', 'odds_board', 'defense', 'bets', 'alerts']);
    expect(open('all-star')).toEqual(DASHBOARD_TOOLS);
    expect(DASHBOARD_TOOLS.every((t) => canUseTool(state('free', true), t))).toBe(true);
  });

  it('agrees with the rules the server’s gates read (bets and research: standard, alerts, calculator)', () => {
    for (const tier of TIERS)
      for (const isAdmin of [false, true]) {
        const s = state(tier, isAdmin);
        for (const tool of ['player_research', 'odds_board', 'defense', 'bets'] as const)
          expect(canUseTool(s, tool)).toBe(hasStandardFeatures(s));
        expect(canUseTool(s, 'alerts')).toBe(alertAccess(s) !== null);
        expect(canUseTool(s, 'prop_calculator')).toBe(hasPremiumFeatures(s));
      }
  });
});
