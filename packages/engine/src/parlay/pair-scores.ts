// Scores same-game pair records (pair-records.ts): the Brier of the joint probabilities of the four combinations
// against the naive product of the same marginals, overall / same-team / opposing, with a week-block bootstrap
// interval on the difference, and the calibration of the joint probabilities by decile.
import type { PairRecord } from './pair-records';
import { mulberry32 } from '../seeded-random';

const CELLS = ['over_over', 'over_under', 'under_over', 'under_under'] as const;

/** The four combinations' outcome: 1 for the one that happened. */
function outcomes(p: PairRecord): number[] {
  const [a, b] = p.legs;
  if (!a || !b) return [0, 0, 0, 0];
  const o1 = a.actual > a.line;
  const o2 = b.actual > b.line;
  return [o1 && o2, o1 && !o2, !o1 && o2, !o1 && !o2].map(Number);
}

function naive(p: PairRecord): number[] {
  const [p1, p2] = p.p_over;
  return [p1 * p2, p1 * (1 - p2), (1 - p1) * p2, (1 - p1) * (1 - p2)];
}

/** Multi-category Brier of one pair: the sum over the four combinations of (p − outcome)². */
function brier(ps: readonly number[], ys: readonly number[]): number {
  return ps.reduce((s, p, i) => s + (p - (ys[i] ?? 0)) ** 2, 0);
}

export interface PairGroupScore {
  n: number;
  joint: number;
  naive: number;
  /** naive − joint: positive when the joint model is better. */
  gain: number;
  /** Week-block bootstrap 95% interval of the gain. */
  interval: [number, number];
}

export interface PairScores {
  overall: PairGroupScore;
  sameTeam: PairGroupScore;
  /** Same team, two different players (the same player's two stats left out). */
  teammates: PairGroupScore;
  opposing: PairGroupScore;
  /** The joint probabilities of every combination by equal-count decile: mean forecast vs observed rate. */
  calibration: { n: number; meanP: number; rate: number }[];
  maxCalibrationGap: number;
}

export const BOOTSTRAP_SEED = 32;
export const BOOTSTRAP_DRAWS = 2000;

function groupScore(pairs: readonly PairRecord[], seed: number): PairGroupScore {
  const byWeek = new Map<number, { joint: number; naive: number }[]>();
  let joint = 0;
  let nai = 0;
  for (const p of pairs) {
    const ys = outcomes(p);
    const row = {
      joint: brier(
        CELLS.map((c) => p.p_joint[c]),
        ys,
      ),
      naive: brier(naive(p), ys),
    };
    joint += row.joint;
    nai += row.naive;
    const list = byWeek.get(p.week) ?? [];
    list.push(row);
    byWeek.set(p.week, list);
  }
  const n = pairs.length;
  const weeks = [...byWeek.keys()].sort((a, b) => a - b).map((w) => byWeek.get(w) ?? []);
  const random = mulberry32(seed);
  const gains: number[] = [];
  for (let d = 0; d < BOOTSTRAP_DRAWS && weeks.length > 0; d++) {
    let sj = 0;
    let sn = 0;
    let m = 0;
    for (let k = 0; k < weeks.length; k++) {
      const week = weeks[Math.floor(random() * weeks.length)] ?? [];
      for (const r of week) {
        sj += r.joint;
        sn += r.naive;
        m += 1;
      }
    }
    if (m > 0) gains.push((sn - sj) / m);
  }
  gains.sort((a, b) => a - b);
  const q = (f: number) => gains[Math.min(gains.length - 1, Math.floor(f * gains.length))] ?? 0;
  return {
    n,
    joint: n > 0 ? joint / n : 0,
    naive: n > 0 ? nai / n : 0,
    gain: n > 0 ? (nai - joint) / n : 0,
    interval: [q(0.025), q(0.975)],
  };
}

export function scorePairs(pairs: readonly PairRecord[], seed = BOOTSTRAP_SEED): PairScores {
  const same = pairs.filter((p) => p.legs[0]?.team === p.legs[1]?.team);
  const opposing = pairs.filter((p) => p.legs[0]?.team !== p.legs[1]?.team);
  const cells = pairs
    .flatMap((p) => {
      const ys = outcomes(p);
      return CELLS.map((c, i) => ({ p: p.p_joint[c], y: ys[i] ?? 0 }));
    })
    .sort((a, b) => a.p - b.p);
  const calibration = Array.from({ length: 10 }, (_, d) => {
    const bin = cells.slice(Math.floor((d * cells.length) / 10), Math.floor(((d + 1) * cells.length) / 10));
    const n = bin.length;
    return {
      n,
      meanP: n > 0 ? bin.reduce((s, c) => s + c.p, 0) / n : 0,
      rate: n > 0 ? bin.reduce((s, c) => s + c.y, 0) / n : 0,
    };
  });
  return {
    overall: groupScore(pairs, seed),
    sameTeam: groupScore(same, seed),
    teammates: groupScore(
      same.filter((p) => p.legs[0]?.player !== p.legs[1]?.player),
      seed,
    ),
    opposing: groupScore(opposing, seed),
    calibration,
    maxCalibrationGap: Math.max(
      0,
      ...calibration.filter((c) => c.n > 0).map((c) => Math.abs(c.meanP - c.rate)),
    ),
  };
}
