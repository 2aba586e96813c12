// Back-office player data: list with name search and position filter, detail, edit.
import {
  editPlayer,
  getPlayer,
  listPlayers,
  playerStats,
} from '@edgeboard/application/admin/players/players';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import {
  GameLogEntry,
  Player,
  PlayerListQuery,
  PlayerUpdate,
  type GameLogRepository,
  type PlayerRepository,
} from '@edgeboard/domain';
import type { AppEnv } from '../../http/app-env';
import { adminGroup, ok } from '../../http/route-group';
import { editRoute, IdParam, itemRoute, listRoute } from './admin-schemas';

export interface PlayersAdminDeps {
  players: PlayerRepository;
  gameLogs: Pick<GameLogRepository, 'forPlayer'>;
}

const admin = adminGroup('players', '/api/admin/players');

/** The editor's fields; external ids may be cleared with null. */
export const PlayerEdit = PlayerUpdate.strict();

const listPlayersRoute = listRoute(
  admin,
  'Players by name; search is a case-insensitive partial match on the name',
  PlayerListQuery,
  Player,
  'A page of players',
);
const getRoute = itemRoute(admin, 'One player', Player, 'The player');
const updateRoute = editRoute(
  admin,
  'Edit a player (name, position, team, ESPN, PFF and Sleeper ids)',
  PlayerEdit,
  Player,
  'The updated player',
);
const PlayerStats = z.object({ player: Player, games: z.array(GameLogEntry) }).openapi('PlayerStats');
const statsRoute = admin.get(
  '/{id}/stats',
  "The player's game log, oldest first (the detailed stats screen)",
  { params: IdParam },
  ok(PlayerStats, 'The player and every game logged for him'),
  404,
);

export function playersAdminRoutes(deps: PlayersAdminDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(listPlayersRoute, async (c) => c.json(await listPlayers(deps, c.req.valid('query')), 200));
  app.openapi(getRoute, async (c) => c.json(await getPlayer(deps, c.req.valid('param').id), 200));
  app.openapi(statsRoute, async (c) => c.json(await playerStats(deps, c.req.valid('param').id), 200));
  app.openapi(updateRoute, async (c) =>
    c.json(await editPlayer(deps, c.req.valid('param').id, c.req.valid('json')), 200),
  );
  return app;
}
