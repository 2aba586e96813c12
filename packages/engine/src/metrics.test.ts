import { describe, expect, it } from 'vitest';
import { brierScore, expectedCalibrationError, logLoss } from './metrics';

describe('metrics', () => {
  it('computes Brier and log loss by hand', () => {
    expect(brierScore([0.8, 0.3], [1, 0])).toBeCloseTo((0.04 + 0.09) / 2, 12);
    expect(logLoss([0.8, 0.3], [1, 0])).toBeCloseTo(-(Math.log(0.8) + Math.log(0.7)) / 2, 12);
    expect(logLoss([1], [0])).toBeCloseTo(-Math.log(1e-6), 6);
  });

  it('computes expected calibration error over equal-width bins', () => {
    // Bin 0.5-0.6: forecasts 0.55, 0.55 with 1 hit (gap 0.05); bin 0.9-1.0: 0.95 with 1 hit (gap 0.05).
    expect(expectedCalibrationError([0.55, 0.55, 0.95], [1, 0, 1])).toBeCloseTo(0.05, 12);
    expect(expectedCalibrationError([0.7, 0.7, 0.7, 0.7], [1, 1, 1, 0])).toBeCloseTo(0.05, 12);
    expect(expectedCalibrationError([], [])).toBe(0);
  });
});
