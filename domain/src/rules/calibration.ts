import { CALIBRATION_BANDS, type CalibrationResponse } from '../entities/calibration';
import type { PerformanceRow } from '../entities/performance';
import type { RecordCalibration, RecordRow } from '../entities/record';

/**
 * Promised against actual win rate per Edge Score band, from graded picks. Pushes count as picks but in
 * neither rate, as in the summary cards' win rate; the '<50' band is shown only when it holds a pick.
 */
export function calibrate(
  rows: readonly Pick<PerformanceRow, 'confidence' | 'result'>[],
): CalibrationResponse {
  const bands = CALIBRATION_BANDS.map(({ band, from, to }) => {
    const inBand = rows.filter((r) => r.confidence >= from && r.confidence <= to);
    const decided = inBand.filter((r) => r.result !== 'push');
    const wins = decided.filter((r) => r.result === 'win').length;
    const scoreSum = decided.reduce((sum, r) => sum + r.confidence, 0);
    return {
      band,
      from,
      to,
      picks: inBand.length,
      wins,
      losses: decided.length - wins,
      pushes: inBand.length - decided.length,
      promised: decided.length === 0 ? null : scoreSum / decided.length / 100,
      actual: decided.length === 0 ? null : wins / decided.length,
    };
  });
  return { bands: bands.filter((b) => b.band !== '<50' || b.picks > 0) };
}

/** z for a two-sided 95% interval. */
const Z95 = 1.959963984540054;

/**
 * Wilson score interval for `wins` successes in `n` trials (95% by default): unlike the normal approximation it
 * stays inside [0, 1] and is honest for the small buckets a season gives. Null with no trial.
 */
export function wilsonInterval(wins: number, n: number, z = Z95): { low: number; high: number } | null {
  if (n <= 0) return null;
  const p = wins / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

type Scored = Pick<RecordRow, 'edgeScore' | 'result'>;

/** Brier score of Edge Score / 100 as P(call wins) over decided picks (pushes excluded); null with none. */
export function brierScore(rows: readonly Scored[]): number | null {
  const decided = rows.filter((r) => r.result !== 'push');
  if (decided.length === 0) return null;
  const sum = decided.reduce((s, r) => s + (r.edgeScore / 100 - (r.result === 'win' ? 1 : 0)) ** 2, 0);
  return sum / decided.length;
}

/** The 5-point bucket of an Edge Score: 0-4, 5-9, ... 90-94, 95-100 (100 joins the top bucket). */
export function edgeScoreBucket(score: number): { from: number; to: number } {
  const from = Math.min(95, Math.floor(score / 5) * 5);
  return { from, to: from === 95 ? 100 : from + 4 };
}

/**
 * The record's calibration: per 5-point Edge Score bucket holding a decided pick, its decided picks, hit rate and
 * Wilson 95% interval; Brier score; and the expected calibration error, the bucket-size-weighted mean of
 * |mean promised - hit rate|. Pushes are counted in all but excluded from every rate (a bucket of pushes only
 * says nothing about calibration and is left out).
 */
export function recordCalibration(rows: readonly Scored[]): RecordCalibration {
  const byFrom = new Map<number, { to: number; wins: number; n: number; scoreSum: number }>();
  let pushes = 0;
  for (const r of rows) {
    if (r.result === 'push') {
      pushes += 1;
      continue;
    }
    const { from, to } = edgeScoreBucket(r.edgeScore);
    const b = byFrom.get(from) ?? { to, wins: 0, n: 0, scoreSum: 0 };
    b.n += 1;
    b.scoreSum += r.edgeScore;
    if (r.result === 'win') b.wins += 1;
    byFrom.set(from, b);
  }
  const buckets = [...byFrom.entries()]
    .sort(([a], [b]) => a - b)
    .map(([from, b]) => {
      // n >= 1 here, so the interval exists.
      const { low, high } = wilsonInterval(b.wins, b.n) ?? { low: 0, high: 1 };
      return {
        from,
        to: b.to,
        n: b.n,
        wins: b.wins,
        promised: b.scoreSum / b.n / 100,
        hitRate: b.wins / b.n,
        low,
        high,
      };
    });
  const n = buckets.reduce((s, b) => s + b.n, 0);
  const ece = n === 0 ? null : buckets.reduce((s, b) => s + (b.n / n) * Math.abs(b.promised - b.hitRate), 0);
  return { buckets, n, pushes, brier: brierScore(rows), ece };
}
