// GET /api/defense and GET /api/odds-board: research pages, for starting and up. Free and scout callers get
// 403 `upgrade_required` (the UI shows the upgrade prompt), anonymous callers 401.
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { defenseVsPositionBoard } from '@edgeboard/application/research/defense-vs-position/defense-vs-position';
import { oddsBoard } from '@edgeboard/application/research/odds-board/odds-board';
import { DefenseQuery, DefenseResponse, OddsBoardQuery, OddsBoardResponse } from '@edgeboard/domain';
import type { AppEnv } from '../../http/app-env';
import { bearer, errors, json } from '../../http/openapi';
import { requireViewer } from '../../http/viewer';
import type { AppServices } from '../../http/app-services';

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

export function researchBoardRoutes(s: Pick<AppServices, 'repos' | 'picks' | 'games' | 'seasonClock'>) {
  const deps = { ...s.repos, games: s.games, picks: s.picks, seasonClock: s.seasonClock };
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(defenseRoute, async (c) =>
    c.json(await defenseVsPositionBoard(deps, requireViewer(c).subscription, c.req.valid('query')), 200),
  );
  app.openapi(oddsBoardRoute, async (c) =>
    c.json(await oddsBoard(deps, requireViewer(c).subscription, c.req.valid('query')), 200),
  );
  return app;
}
