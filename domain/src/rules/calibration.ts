import { CALIBRATION_BANDS, type CalibrationResponse } from '../entities/calibration';
import type { PerformanceRow } from '../entities/performance';

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
