// The dev mock's player research page and prop calculator: the API's use cases (application/src/research) over
// the demo season the server seeds, so the game log, hit rates, projection and calculator answer as the server's.
import { playerResearch } from '@edgeboard/application/research/player-research/player-research';
import { propCalculator } from '@edgeboard/application/research/prop-calculator/prop-calculator';
import { PlayerResearchQuery, PropCalculatorRequest } from '@edgeboard/domain';
import { http } from 'msw';
import { asResearchCaller, type ViewerOf } from './research-caller';

export interface ResearchMockDeps {
  viewerOf: ViewerOf;
}

export function playerResearchMockHandlers(base: string, deps: ResearchMockDeps) {
  return [
    http.get(`${base}/api/players/:id/research`, ({ request, params }) =>
      asResearchCaller(deps.viewerOf, request, { schema: PlayerResearchQuery, from: 'query' }, (c, query) =>
        playerResearch(c.repos, c.subscription, String(params.id), query),
      ),
    ),
    http.post(`${base}/api/players/:id/calculator`, ({ request, params }) =>
      asResearchCaller(deps.viewerOf, request, { schema: PropCalculatorRequest, from: 'body' }, (c, body) =>
        propCalculator(c.repos, c.subscription, String(params.id), body),
      ),
    ),
  ];
}
