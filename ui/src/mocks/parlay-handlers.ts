// The dev mock's parlay pricing (issue #32): the API's use case (application/src/parlays) with the engine's joint
// model over the demo season the server seeds, behind the same gates, so the builder answers as the server's.
import { engineParlayPricer } from '@edgeboard/application/parlays/engine-pricer';
import { priceParlay } from '@edgeboard/application/parlays/price-parlay/price-parlay';
import { ParlayPriceRequest } from '@edgeboard/domain';
import { http } from 'msw';
import { asResearchCaller, type ViewerOf } from './research-caller';

export function parlayMockHandlers(base: string, deps: { viewerOf: ViewerOf }) {
  return [
    http.post(`${base}/api/parlays/price`, ({ request }) =>
      asResearchCaller(deps.viewerOf, request, { schema: ParlayPriceRequest, from: 'body' }, (c, body) =>
        priceParlay({ ...c.repos, priceParlay: engineParlayPricer }, c.subscription, body),
      ),
    ),
  ];
}
