// Shared by the predictProp tests (known distributions and walk-forward; the analysis text): a hand-set model
// and a small hand-made league.
import { priorStatModel } from './fit';
import { handMadeLeague } from './hand-made-log';
import { ENGINE_STAT_TYPES } from './types';
import type { EngineModel, EngineStatType, StatModel } from './types';

/** A hand-set model: projection = long EWMA, variance = the player's own, no calibration. */
export function handModel(overrides: Partial<StatModel> = {}): EngineModel {
  const stat: StatModel = {
    ...priorStatModel(),
    meanCoefficients: [0, 0, 1, 0, 0, 0, 0],
    varianceCoefficients: [0, 0, 0, 1],
    ...overrides,
  };
  return {
    version: 1,
    trainSeasons: [],
    stats: Object.fromEntries(ENGINE_STAT_TYPES.map((s) => [s, stat])) as Record<EngineStatType, StatModel>,
  };
}

export const league = () => handMadeLeague([2040, 2041], 4);
