import { z } from 'zod';
import { Confidence, Probability } from './common';

export const CalibrationBandName = z.enum(['<50', '50-59', '60-69', '70-79', '80-89', '90-100']);
export type CalibrationBandName = z.infer<typeof CalibrationBandName>;

/** Edge Score bands of the calibration chart, lowest first; '<50' only appears when a pick scored below 50. */
export const CALIBRATION_BANDS = [
  { band: '<50', from: 0, to: 49 },
  { band: '50-59', from: 50, to: 59 },
  { band: '60-69', from: 60, to: 69 },
  { band: '70-79', from: 70, to: 79 },
  { band: '80-89', from: 80, to: 89 },
  { band: '90-100', from: 90, to: 100 },
] as const satisfies readonly { band: CalibrationBandName; from: number; to: number }[];

/** One Edge Score band: what its scores promised against how its picks did. */
export const CalibrationBand = z.object({
  band: CalibrationBandName,
  from: Confidence,
  to: Confidence,
  picks: z.number().int().min(0),
  wins: z.number().int().min(0),
  losses: z.number().int().min(0),
  pushes: z.number().int().min(0),
  /** Mean Edge Score of the decided (win or loss) picks / 100; null when none was decided. */
  promised: Probability.nullable(),
  /** wins / (wins + losses); null when no pick was decided. */
  actual: Probability.nullable(),
});
export type CalibrationBand = z.infer<typeof CalibrationBand>;

export const CalibrationResponse = z.object({ bands: z.array(CalibrationBand) });
export type CalibrationResponse = z.infer<typeof CalibrationResponse>;

export const CALIBRATION_EXPLANATION = 'A 70 should win about 70% of the time.';
