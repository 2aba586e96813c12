import { assertEngineModel } from './model-check';
import modelJson from './model/default-model.json' with { type: 'json' };
import type { EngineModel } from './types';

let cached: EngineModel | null = null;

/**
 * The committed model, fitted on every real season in the data folder by `npm run calibrate`. The
 * demo fixtures and the server use it, so the product's Edge Scores are calibrated on real games.
 */
export function loadDefaultModel(): EngineModel {
  cached ??= assertEngineModel(modelJson);
  return cached;
}
