// Scores the ladders of a lines backtest's records (issue #29 targets): the engine's P(over) at the moved
// lines against the outcomes (Brier, calibration error), beside the baseline the issue names: a normal
// distribution through the same market probability at the quote's line, with the single spread per stat type
// that scores best on these very props (chosen in sample, so the baseline is given every advantage).
import { normalCdf } from '../distributions';
import { expectedCalibrationError } from '../metrics';
import type { PropRecord } from './prop-record';

export interface LadderScores {
  /** Ladder points scored (two-sided quotes with an outcome, pushes left out). */
  n: number;
  brier: number;
  ece: number;
  baseline: { brier: number; sigmas: Record<string, number> };
  byStat: Record<string, { n: number; brier: number; baselineBrier: number }>;
}

/** z with normalCdf(z) = p, by bisection (|z| <= 8). */
function inverseNormal(p: number): number {
  let lo = -8;
  let hi = 8;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (normalCdf(mid) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Candidate spreads per stat type for the baseline: a fine grid over every plausible value. */
function sigmaGrid(statType: string): number[] {
  const [from, to, step] =
    statType === 'passing_yards' ? [10, 150, 1] : statType.endsWith('_yards') ? [3, 80, 0.5] : [0.2, 6, 0.02];
  const out: number[] = [];
  for (let s = from; s <= to + 1e-9; s += step) out.push(s);
  return out;
}

interface Point {
  statType: string;
  p: number;
  y: number;
  /** For the baseline: the quote's line, its market P(over) and the moved line. */
  line: number;
  market: number;
  at: number;
}

function points(records: readonly PropRecord[]): Point[] {
  const out: Point[] = [];
  for (const r of records) {
    if (r.actual === null || r.market_p_over === null) continue;
    for (const step of r.ladder) {
      if (step.line === r.actual || step.line === r.line) continue;
      out.push({
        statType: r.stat_type,
        p: step.p_over,
        y: r.actual > step.line ? 1 : 0,
        line: r.line,
        market: r.market_p_over,
        at: step.line,
      });
    }
  }
  return out;
}

/** The normal through (line, market) with spread sigma, read at `at`. */
function normalAt(pt: Point, sigma: number): number {
  const p = Math.min(1 - 1e-6, Math.max(1e-6, pt.market));
  // P(X > line) = p  =>  mean = line + sigma * z(p)
  const mean = pt.line + sigma * inverseNormal(p);
  return 1 - normalCdf((pt.at - mean) / sigma);
}

export function scoreLadders(records: readonly PropRecord[]): LadderScores {
  const all = points(records);
  const byStat: LadderScores['byStat'] = {};
  const sigmas: Record<string, number> = {};
  let engineSse = 0;
  let baselineSse = 0;
  const statTypes = [...new Set(all.map((p) => p.statType))];
  for (const statType of statTypes) {
    const pts = all.filter((p) => p.statType === statType);
    const sse = pts.reduce((s, p) => s + (p.p - p.y) ** 2, 0);
    let best = { sigma: 0, sse: Infinity };
    for (const sigma of sigmaGrid(statType)) {
      const b = pts.reduce((s, p) => s + (normalAt(p, sigma) - p.y) ** 2, 0);
      if (b < best.sse) best = { sigma, sse: b };
    }
    sigmas[statType] = best.sigma;
    byStat[statType] = { n: pts.length, brier: sse / pts.length, baselineBrier: best.sse / pts.length };
    engineSse += sse;
    baselineSse += best.sse;
  }
  const n = all.length;
  return {
    n,
    brier: n === 0 ? 0 : engineSse / n,
    ece: expectedCalibrationError(
      all.map((p) => p.p),
      all.map((p) => p.y),
    ),
    baseline: { brier: n === 0 ? 0 : baselineSse / n, sigmas },
    byStat,
  };
}
