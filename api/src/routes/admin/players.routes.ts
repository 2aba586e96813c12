// Back-office player data: list with name search and position filter, detail, edit.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  GameLogEntry,
  NotFoundError,
  Player,
  PlayerListQuery,
  PlayerUpdate,
  type GameLogRepository,
  type PlayerRepository,
} from '@edgeboard/domain';
import type { AppEnv } from '../../http/app-env';
import { bearer, errors, json } from '../../http/openapi';
import { IdParam, pageOf } from './admin-schemas';

export interface PlayersAdminDeps {
  players: PlayerRepository;
  gameLogs: Pick<GameLogRepository, 'forPlayer'>;
}

const tags = ['Admin: players'];
const adminErrors = { 401: errors[401], 403: errors[403] };

/** The editor's fields; external ids may be cleared with null. */
export const PlayerEdit = PlayerUpdate.strict();

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/players',
  tags,
  summary: 'Players by name; search is a case-insensitive partial match on the name',
  security: bearer,
  request: { query: PlayerListQuery },
  responses: { 200: json(pageOf(Player), 'A page of players'), 400: errors[400], ...adminErrors },
});
const getRoute = createRoute({
  method: 'get',
  path: '/api/admin/players/{id}',
  tags,
  summary: 'One player',
  security: bearer,
  request: { params: IdParam },
  responses: { 200: json(Player, 'The player'), ...adminErrors, 404: errors[404] },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/api/admin/players/{id}',
  tags,
  summary: 'Edit a player (name, position, team, ESPN, PFF and Sleeper ids)',
  security: bearer,
  request: {
    params: IdParam,
    body: { required: true, content: { 'application/json': { schema: PlayerEdit } } },
  },
  responses: { 200: json(Player, 'The updated player'), 400: errors[400], ...adminErrors, 404: errors[404] },
});

const statsRoute = createRoute({
  method: 'get',
  path: '/api/admin/players/{id}/stats',
  tags,
  summary: "The player's game log, oldest first (the detailed stats screen)",
  security: bearer,
  request: { params: IdParam },
  responses: {
    200: json(
      z.object({ player: Player, games: z.array(GameLogEntry) }).openapi('PlayerStats'),
      'The player and every game logged for him',
    ),
    ...adminErrors,
    404: errors[404],
  },
});

export function playersAdminRoutes(deps: PlayersAdminDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(listRoute, async (c) => c.json(await deps.players.list(c.req.valid('query')), 200));
  app.openapi(getRoute, async (c) => {
    const { id } = c.req.valid('param');
    const player = await deps.players.get(id);
    if (!player) throw new NotFoundError('Player', id);
    return c.json(player, 200);
  });
  app.openapi(statsRoute, async (c) => {
    const { id } = c.req.valid('param');
    const player = await deps.players.get(id);
    if (!player) throw new NotFoundError('Player', id);
    return c.json({ player, games: await deps.gameLogs.forPlayer(id) }, 200);
  });
  app.openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const updated = await deps.players.update(id, c.req.valid('json'));
    if (!updated) throw new NotFoundError('Player', id);
    return c.json(updated, 200);
  });
  return app;
}
