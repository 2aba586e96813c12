// POST /api/parlays/price (issue #32 item 2): a same-game parlay's fair price for an all-star. Below all-star
// the server answers 403 `advanced_stats_required` (the code every all-star feature answers); a parlay it will
// not price answers 400 with a code and what is wrong (docs/endpoints.md lists the codes).
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { engineParlayPricer } from '@edgeboard/application/parlays/engine-pricer';
import { priceParlay } from '@edgeboard/application/parlays/price-parlay/price-parlay';
import { ParlayPriceRequest, ParlayPriceResponse } from '@edgeboard/domain';
import type { AppEnv } from '../../http/app-env';
import { bearer, errors, json } from '../../http/openapi';
import { requireViewer } from '../../http/viewer';
import type { AppServices } from '../../http/app-services';

const priceRoute = createRoute({
  method: 'post',
  path: '/api/parlays/price',
  tags: ['Research'],
  summary:
    'Prices a same-game parlay: each leg’s fair probability at its line, the joint fair probability and odds from the engine’s joint model, the naive product, and the EV at a book’s price (all-star)',
  description:
    '2-6 legs of one game, each a published pick’s prop (`pickId`) at a line a book quotes for it and a side. 400 codes: too_few_legs, too_many_legs, unknown_prop, unsupported_prop, line_not_quoted, duplicate_prop, contradictory_legs, different_games (legs of different games are independent: multiply them), invalid_request (e.g. a price between -100 and +100).',
  security: bearer,
  request: { body: { content: { 'application/json': { schema: ParlayPriceRequest } }, required: true } },
  responses: {
    200: json(ParlayPriceResponse, 'The legs, the joint and naive probabilities, fair odds, EV and reasons'),
    400: errors[400],
    401: errors[401],
    403: errors[403],
  },
});

export function parlaysRoutes(
  s: Pick<AppServices, 'researchWeek' | 'repos' | 'games' | 'picks' | 'seasonClock'>,
) {
  const deps = {
    ...{ week: s.researchWeek, picks: s.picks, games: s.games, propLines: s.repos.propLines },
    ...{ seasonClock: s.seasonClock, priceParlay: engineParlayPricer },
  };
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(priceRoute, async (c) => {
    const { subscription } = requireViewer(c);
    return c.json(await priceParlay(deps, subscription, c.req.valid('json')), 200);
  });
  return app;
}
