// Issue #28 item 8: the plans said they had ads, reports, a VIP community and priority support, none of which
// exists, and never named the tools a buyer pays for. Each plan's list now comes from the features the gating
// checks, so a listed feature is one the plan opens and an unlisted one is refused.
import { describe, expect, it } from 'vitest';
import { PAID_TIERS, type PaidTier } from '../entities/subscription';
import {
  canUseFeature,
  FEATURE_LABELS,
  FEATURE_TIER,
  PLAN_CATALOGUE,
  planFeatures,
  propFeedCap,
  type PlanFeature,
} from './plans';

const state = (tier: PaidTier | 'free') => ({ tier, isAdmin: false });
const FEATURES = Object.keys(FEATURE_TIER) as PlanFeature[];

describe('what each plan unlocks', () => {
  it('lists no feature the product does not have', () => {
    for (const plan of PLAN_CATALOGUE) {
      const text = [...plan.features, plan.description].join(' ');
      expect(text).not.toMatch(/ad-supported|ad-free|\bads\b|VIP|priority support|delayed|^Reports$/i);
    }
  });

  it('names the tools a buyer pays for on the plan that first opens them', () => {
    const starting = planFeatures('starting').join(' | ');
    for (const tool of ['Odds board', 'Player research', 'Defence vs position', 'Bet tracker', 'Play alerts'])
      expect(starting).toContain(tool);
    expect(planFeatures('all-star').join(' | ')).toContain('Prop calculator');
  });

  it('lists a feature exactly on the plan the gating first opens it to, and the cap the feed applies', () => {
    const rank = (t: PaidTier) => PAID_TIERS.indexOf(t);
    for (const tier of PAID_TIERS) {
      const listed = planFeatures(tier);
      for (const f of FEATURES) {
        expect(listed.includes(FEATURE_LABELS[f]), `${tier} lists ${f}`).toBe(FEATURE_TIER[f] === tier);
        expect(canUseFeature(state(tier), f), `${tier} uses ${f}`).toBe(rank(tier) >= rank(FEATURE_TIER[f]));
      }
      const cap = propFeedCap(state(tier));
      expect(listed[0]).toContain(
        Number.isFinite(cap) ? `${String(cap)} upcoming picks` : 'Every upcoming pick',
      );
    }
    for (const f of FEATURES) {
      expect(canUseFeature(state('free'), f)).toBe(false);
      expect(canUseFeature({ tier: 'free', isAdmin: true }, f)).toBe(true);
    }
  });

  it('keeps the catalogue’s features the plan features of its tier', () => {
    for (const plan of PLAN_CATALOGUE) expect(plan.features).toEqual(planFeatures(plan.tier as PaidTier));
  });
});
