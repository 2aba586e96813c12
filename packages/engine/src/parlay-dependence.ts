import { assertDependenceModel } from './parlay/dependence';
import type { DependenceModel } from './parlay/dependence';
import modelJson from './model/parlay-dependence.json' with { type: 'json' };

let cached: DependenceModel | null = null;

/**
 * The committed dependence model of same-game props, fitted on 2018-2022 by `npm run fit:parlay` (never on
 * 2024). The API prices parlays with it.
 */
export function loadParlayDependence(): DependenceModel {
  cached ??= assertDependenceModel(modelJson);
  return cached;
}
