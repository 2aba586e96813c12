// The player research page and its prop calculator (issue #19 items 1 and 4). Research is for starting and up;
// the projection's range, the usage trend and the calculator ("advanced stats") for all-star. The server holds
// the line: below starting a 403 `upgrade_required`, the calculator below all-star `advanced_stats_required`.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { playerResearch } from '@edgeboard/application/research/player-research/player-research';
import { propCalculator } from '@edgeboard/application/research/prop-calculator/prop-calculator';
import {
  PlayerResearchQuery,
  PlayerResearchResponse,
  PropCalculatorRequest,
  PropCalculatorResponse,
} from '@edgeboard/domain';
import type { AppEnv } from '../../http/app-env';
import { bearer, errors, json } from '../../http/openapi';
import { requireViewer } from '../../http/viewer';
import type { AppServices } from '../../http/app-services';

const params = z.object({ id: z.string().min(1).max(100) });

const researchRoute = createRoute({
  method: 'get',
  path: '/api/players/{id}/research',
  tags: ['Research'],
  summary:
    'A player’s game log, hit rates over a line (Wilson 95% intervals), splits and missed games before the current week; projection range and usage for all-star',
  security: bearer,
  request: { params, query: PlayerResearchQuery },
  responses: {
    200: json(PlayerResearchResponse, 'The research'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errors[404],
  },
});

const calculatorRoute = createRoute({
  method: 'post',
  path: '/api/players/{id}/calculator',
  tags: ['Research'],
  summary:
    'The prop calculator: the engine’s probability at any line from its projection of the player (the feed’s engine call), the fair odds at it, each side’s EV at the typed prices and their no-vig split as the market’s view (all-star)',
  security: bearer,
  request: {
    params,
    body: { content: { 'application/json': { schema: PropCalculatorRequest } }, required: true },
  },
  responses: {
    200: json(PropCalculatorResponse, 'The engine’s probabilities, fair odds and EV, and the market’s view'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
    404: errors[404],
    409: errors[409],
  },
});

export function playerResearchRoutes(
  s: Pick<AppServices, 'researchWeek' | 'repos' | 'games' | 'picks' | 'seasonClock'>,
) {
  const deps = {
    ...{ week: s.researchWeek, gameLogs: s.repos.gameLogs, games: s.games, picks: s.picks },
    seasonClock: s.seasonClock,
  };
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(researchRoute, async (c) => {
    const { subscription } = requireViewer(c);
    const { id } = c.req.valid('param');
    return c.json(await playerResearch(deps, subscription, id, c.req.valid('query')), 200);
  });
  app.openapi(calculatorRoute, async (c) => {
    const { subscription } = requireViewer(c);
    const { id } = c.req.valid('param');
    return c.json(await propCalculator(deps, subscription, id, c.req.valid('json')), 200);
  });
  return app;
}
