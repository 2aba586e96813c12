import { MEAN_FEATURES } from './features';
import { ENGINE_STAT_TYPES } from './types';
import type { EngineModel } from './types';

function isNumberArray(v: unknown): v is number[] {
  return Array.isArray(v) && v.every((x) => typeof x === 'number' && Number.isFinite(x));
}

/**
 * Checks that parsed JSON is an EngineModel (a model file could be stale or hand-edited); throws
 * with the first problem found rather than letting a malformed model produce silent nonsense.
 */
export function assertEngineModel(value: unknown): EngineModel {
  const fail = (why: string): never => {
    throw new Error(`Invalid engine model: ${why}`);
  };
  if (typeof value !== 'object' || value === null) return fail('not an object');
  const m = value as Record<string, unknown>;
  if (m.version !== 1) fail(`unsupported version ${String(m.version)}`);
  if (!isNumberArray(m.trainSeasons)) fail('trainSeasons must be a list of seasons');
  const stats = m.stats as Record<string, Record<string, unknown> | undefined> | undefined;
  if (typeof stats !== 'object') return fail('stats missing');
  for (const statType of ENGINE_STAT_TYPES) {
    const s = stats[statType];
    if (!s) return fail(`stats.${statType} missing`);
    if (!Array.isArray(s.meanFeatures) || s.meanFeatures.join(',') !== MEAN_FEATURES.join(',')) {
      fail(`stats.${statType}.meanFeatures do not match this engine's features; re-run npm run calibrate`);
    }
    if (!isNumberArray(s.meanCoefficients) || s.meanCoefficients.length !== MEAN_FEATURES.length + 1) {
      fail(`stats.${statType}.meanCoefficients`);
    }
    if (!isNumberArray(s.varianceCoefficients) || s.varianceCoefficients.length !== 4)
      fail(`stats.${statType}.varianceCoefficients`);
    const c = s.calibration as Record<string, unknown> | undefined;
    if (c?.kind === 'isotonic') {
      if (!isNumberArray(c.x) || !isNumberArray(c.y) || c.x.length !== c.y.length || c.x.length === 0)
        fail(`stats.${statType}.calibration knots`);
    } else if (c?.kind !== 'identity') fail(`stats.${statType}.calibration kind`);
  }
  return value as EngineModel;
}
