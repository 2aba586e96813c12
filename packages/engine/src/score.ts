import { applyCalibration } from './calibration';
import { edgeScoreOf } from '@edgeboard/domain';
import type { PropFeatures } from './features';
import { project, rawPOver } from './projection';
import type { Projection } from './projection';
import type { EngineModel, EngineStatType, PickCall } from './types';

export interface Score {
  projection: Projection;
  /** Raw model P(over). */
  pOver: number;
  /** Calibrated P(over). */
  pOverCalibrated: number;
  call: PickCall;
  winProbability: number;
  edgeScore: number;
  /** How much a recent absence moved the projected mean (0 when he has not missed games). */
  absenceEffect: number;
}

/** The numeric core of a pick, shared by predictProp and the backtest (which skips the prose). */
export function scoreFeatures(
  features: PropFeatures,
  statType: EngineStatType,
  line: number,
  model: EngineModel,
): Score {
  const statModel = model.stats[statType];
  const projection = project(features, statModel, statType);
  const pOver = rawPOver(statType, projection, line);
  const pOverCalibrated = applyCalibration(statModel.calibration, pOver);
  // A calibrated tie (flat isotonic step) falls back to the raw model's side.
  const call: PickCall =
    pOverCalibrated > 0.5 || (pOverCalibrated === 0.5 && pOver >= 0.5) ? 'over' : 'under';
  const winProbability = call === 'over' ? pOverCalibrated : 1 - pOverCalibrated;
  const absenceEffect =
    features.missedGames > 0
      ? projection.mean - project({ ...features, missedGames: 0 }, statModel, statType).mean
      : 0;
  return {
    absenceEffect,
    projection,
    pOver,
    pOverCalibrated,
    call,
    winProbability,
    edgeScore: edgeScoreOf(winProbability),
  };
}
