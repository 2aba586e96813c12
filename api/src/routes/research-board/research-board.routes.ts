// GET /api/defense and GET /api/odds-board: research pages, for starting and up. Free and scout callers get
// 403 `upgrade_required` (the UI shows the upgrade prompt), anonymous callers 401.
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  DEFENSE_UPGRADE_MESSAGE,
  DefenseQuery,
  DefenseResponse,
  ForbiddenError,
  hasStandardFeatures,
  ODDS_BOARD_UPGRADE_MESSAGE,
  OddsBoardQuery,
  OddsBoardResponse,
  RESEARCH_UPGRADE_CODE,
  type SubscriptionState,
} from '@edgeboard/domain';
import type { AppEnv } from '../../http/app-env';
import { bearer, errors, json } from '../../http/openapi';
import { requireViewer } from '../../http/viewer';
import { ResearchBoardService, type ResearchBoardDeps } from './research-board.service';

const defenseRoute = createRoute({
  method: 'get',
  path: '/api/defense',
  tags: ['Research'],
  summary: 'Defence vs position: what each team allowed per game to QBs, RBs, WRs and TEs',
  description:
    'Per team, position group and stat type: allowed per game over the season and over the last `window` games (default 4, equally weighted), each ranked (1 = allows the least), and the league average. Only games that kicked off before the season clock’s instant count. Starting and up.',
  security: bearer,
  request: { query: DefenseQuery },
  responses: {
    200: json(DefenseResponse, 'Rows and league averages'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
  },
});

const oddsBoardRoute = createRoute({
  method: 'get',
  path: '/api/odds-board',
  tags: ['Research'],
  summary: 'The odds board: this week’s props, every book’s latest line and prices side by side',
  description:
    'The best fresh price per side, the fair (no-vig) odds of the sharpest fresh book, and the engine pick’s model probability and EV where the caller’s plan opens the pick. Quotes older than the engine’s line freshness limit are marked stale. Starting and up.',
  security: bearer,
  request: { query: OddsBoardQuery },
  responses: {
    200: json(OddsBoardResponse, 'The board'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
  },
});

function requireResearch(state: SubscriptionState, message: string): void {
  if (!hasStandardFeatures(state)) throw new ForbiddenError(message, RESEARCH_UPGRADE_CODE);
}

export function researchBoardRoutes(deps: ResearchBoardDeps) {
  const service = new ResearchBoardService(deps);
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(defenseRoute, async (c) => {
    requireResearch(requireViewer(c).subscription, DEFENSE_UPGRADE_MESSAGE);
    return c.json(await service.defense(c.req.valid('query')), 200);
  });
  app.openapi(oddsBoardRoute, async (c) => {
    const state = requireViewer(c).subscription;
    requireResearch(state, ODDS_BOARD_UPGRADE_MESSAGE);
    return c.json(await service.oddsBoard(state, c.req.valid('query')), 200);
  });
  return app;
}
