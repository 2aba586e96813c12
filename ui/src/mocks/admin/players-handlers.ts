// The players screen: the list by name and position, and a player, his game log and an edit answered by the
// API's use cases on the in-memory repositories over the demo world's players (changed in place) and box scores.
import {
  editPlayer,
  getPlayer,
  listPlayers,
  playerStats,
} from '@edgeboard/application/admin/players/players';
import { InMemoryGameLogRepository } from '@edgeboard/application/in-memory/game-log-repository';
import { InMemoryPlayerRepository } from '@edgeboard/application/in-memory/player-repository';
import { GameLogEntry, Player, PlayerListQuery, PlayerUpdate } from '@edgeboard/domain';
import { http } from 'msw';
import { z } from 'zod';
import type { DemoWorld } from '@/mocks/demo-world';
import { guardedBody, type AdminPath } from './admin-guard';
import { answer, idOf } from './admin-http';
import { getRoute, listRoute } from './admin-routes';
import { mockClock } from './admin-state';

const PlayerStats = z.object({ player: Player, games: z.array(GameLogEntry) });

const worldPlayers = (w: DemoWorld) => ({
  gameLogs: new InMemoryGameLogRepository(w.season.gameLogs),
  players: new InMemoryPlayerRepository(w.season.players, mockClock),
});

export const playersHandlers = (at: AdminPath) => [
  listRoute(at('/players'), PlayerListQuery, Player, (q, w) => listPlayers(worldPlayers(w), q)),
  getRoute(at('/players/:id/stats'), PlayerStats, (id, w) => playerStats(worldPlayers(w), id)),
  getRoute(at('/players/:id'), Player, (id, w) => getPlayer(worldPlayers(w), id)),
  http.put(
    at('/players/:id'),
    guardedBody(PlayerUpdate.strict(), (patch, { params, w }) =>
      answer(Player, () => editPlayer(worldPlayers(w), idOf(params), patch)),
    ),
  ),
];
