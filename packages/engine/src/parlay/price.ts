// Prices a parlay: each leg's side at its market-anchored marginal, tied together by a Gaussian copula whose
// correlations are the learned ones. Legs on one player's one stat share a single latent variable (their sides
// make an interval of it), so an over and an under of one prop price at 0 and a band prices at its width.
import { legCorrelation } from './dependence';
import type { DependenceModel } from './dependence';
import { mvnRectangle } from './mvn';
import { normalQuantile } from './normal';
import { contradictory, propKey } from './validate';
import type { ParlayLeg, ParlayPairDependence, ParlayPricing } from './types';

const STAT_LABEL: Record<ParlayLeg['statType'], string> = {
  passing_yards: 'passing yards',
  rushing_yards: 'rushing yards',
  receiving_yards: 'receiving yards',
  receptions: 'receptions',
  passing_tds: 'passing touchdowns',
  touchdowns: 'touchdowns',
};

/** The probability a leg's side wins. */
export function legProbability(leg: Pick<ParlayLeg, 'pOver' | 'side'>): number {
  return leg.side === 'over' ? leg.pOver : 1 - leg.pOver;
}

function reason(a: ParlayLeg, b: ParlayLeg, correlation: number): string {
  if (correlation === 1)
    return `${a.playerName} ${STAT_LABEL[a.statType]} is one stat in two legs: they move as one (correlation 1)`;
  const how = correlation > 0 ? 'tend to rise together' : 'tend to move in opposite directions';
  const helps = (a.side === b.side ? 1 : -1) * correlation > 0;
  return (
    `${a.playerName} ${STAT_LABEL[a.statType]} and ${b.playerName} ${STAT_LABEL[b.statType]} ${how} ` +
    `(correlation ${correlation.toFixed(2)}); with ${a.side} and ${b.side} that makes the parlay ` +
    `${helps ? 'more' : 'less'} likely than the naive product`
  );
}

/**
 * The joint fair probability that every leg wins, next to the naive product. Leg i's latent standard normal
 * X_i rises with its stat; an over at P(over) = p wins when X_i > Φ⁻¹(1 − p), an under when it is at or below
 * that. P(all win) is then a rectangle probability of the multivariate normal with the learned correlations.
 */
export function priceParlay(legs: readonly ParlayLeg[], model: DependenceModel): ParlayPricing {
  const probabilities = legs.map(legProbability);
  const pNaive = probabilities.reduce((a, b) => a * b, 1);
  const pairs: ParlayPairDependence[] = [];
  legs.forEach((legA, a) => {
    legs.forEach((legB, b) => {
      if (b <= a) return;
      const correlation = legCorrelation(model, legA, legB);
      if (correlation !== 0) pairs.push({ a, b, correlation, reason: reason(legA, legB, correlation) });
    });
  });

  const groups: { leg: ParlayLeg; lower: number; upper: number }[] = [];
  const groupOf = new Map<string, { leg: ParlayLeg; lower: number; upper: number }>();
  let impossible = legs.some((l) => !(l.pOver >= 0 && l.pOver <= 1));
  legs.forEach((leg, i) => {
    if (legs.slice(0, i).some((other) => contradictory(leg, other))) impossible = true;
    const cut = normalQuantile(1 - leg.pOver);
    const key = propKey(leg);
    let group = groupOf.get(key);
    if (!group) {
      group = { leg, lower: -Infinity, upper: Infinity };
      groups.push(group);
      groupOf.set(key, group);
    }
    if (leg.side === 'over') group.lower = Math.max(group.lower, cut);
    else group.upper = Math.min(group.upper, cut);
  });
  if (impossible) return { legs: probabilities, pJoint: 0, pNaive, pairs };
  const r = groups.map((gi, i) =>
    groups.map((gj, j) => (i === j ? 1 : legCorrelation(model, gi.leg, gj.leg))),
  );
  const pJoint = mvnRectangle(
    groups.map((g) => g.lower),
    groups.map((g) => g.upper),
    r,
  );
  return { legs: probabilities, pJoint, pNaive, pairs };
}
