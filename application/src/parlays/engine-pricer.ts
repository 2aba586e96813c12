// The joint model the API and the dev mock price parlays with: the engine's priceParlay over its committed
// dependence model (fitted walk-forward on nflverse history, loaded once). One definition, so both answer alike.
import { loadParlayDependence, priceParlay, type ParlayLeg, type ParlayPricing } from '@edgeboard/engine';

export function engineParlayPricer(legs: ParlayLeg[]): ParlayPricing {
  return priceParlay(legs, loadParlayDependence());
}
