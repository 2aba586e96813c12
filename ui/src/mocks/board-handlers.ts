// The dev mock's research boards (GET /api/defense, GET /api/odds-board): the API's use cases
// (application/src/research) over the demo season the server seeds, with the API's gate.
import { defenseVsPositionBoard } from '@edgeboard/application/research/defense-vs-position/defense-vs-position';
import { oddsBoard } from '@edgeboard/application/research/odds-board/odds-board';
import { DefenseQuery, OddsBoardQuery } from '@edgeboard/domain';
import { http } from 'msw';
import type { DemoWorld } from './demo-world';
import { asResearchCaller, type ViewerOf } from './research-caller';

export interface BoardMockDeps {
  /** The signed-in caller (the mock's viewer), or null. */
  viewerOf: ViewerOf;
  /** Unused since the odds board's use case asks the picks repository what a capped plan opens. */
  allowance?: (w: DemoWorld, season: number, cap: number) => Set<string>;
}

export function boardMockHandlers(base: string, deps: BoardMockDeps) {
  return [
    http.get(`${base}/api/defense`, ({ request }) =>
      asResearchCaller(deps.viewerOf, request, { schema: DefenseQuery, from: 'query' }, (c, query) =>
        defenseVsPositionBoard(c.repos, c.subscription, query),
      ),
    ),
    http.get(`${base}/api/odds-board`, ({ request }) =>
      asResearchCaller(deps.viewerOf, request, { schema: OddsBoardQuery, from: 'query' }, (c, query) =>
        oddsBoard(c.repos, c.subscription, query),
      ),
    ),
  ];
}
