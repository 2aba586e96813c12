// The players screen: the list by name and position, and a player, his game log and an edit answered by the
// API's use cases on the demo world's players (changed in place) and box scores.
import { editPlayer, getPlayer, playerStats } from '@edgeboard/application/admin/players/players';
import { InMemoryGameLogRepository } from '@edgeboard/application/in-memory/game-log-repository';
import { GameLogEntry, Player, PlayerListQuery, PlayerUpdate } from '@edgeboard/domain';
import { http } from 'msw';
import { z } from 'zod';
import { invalid } from '@/mocks/api-errors';
import type { DemoWorld } from '@/mocks/demo-world';
import { guarded, type AdminPath } from './admin-guard';
import { answer, bodyOf, contains, definedOf, idOf, ok, page, pageOf, queryOf } from './admin-http';
import { mockClock } from './admin-state';

function worldPlayers(w: DemoWorld) {
  const players = w.season.players;
  return {
    gameLogs: new InMemoryGameLogRepository(w.season.gameLogs),
    players: {
      get: (id: string) => Promise.resolve(players.find((p) => p.id === id) ?? null),
      update: (id: string, patch: PlayerUpdate) => {
        const index = players.findIndex((p) => p.id === id);
        const current = players[index];
        if (!current) return Promise.resolve(null);
        players[index] = { ...current, ...definedOf(patch), updated_at: mockClock.now().toISOString() };
        return Promise.resolve(players[index]);
      },
    },
  };
}

export const playersHandlers = (at: AdminPath) => [
  http.get(
    at('/players'),
    guarded(({ request, w }) => {
      const q = PlayerListQuery.safeParse(queryOf(request));
      if (!q.success) return invalid(q.error);
      const rows = w.season.players
        .filter((p) => contains(p.name, q.data.search))
        .filter((p) => q.data.position === undefined || p.position === q.data.position)
        .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
      return ok(pageOf(Player), page(rows, q.data));
    }),
  ),
  http.get(
    at('/players/:id/stats'),
    guarded(({ params, w }) =>
      answer(z.object({ player: Player, games: z.array(GameLogEntry) }), () =>
        playerStats(worldPlayers(w), idOf(params)),
      ),
    ),
  ),
  http.get(
    at('/players/:id'),
    guarded(({ params, w }) => answer(Player, () => getPlayer(worldPlayers(w), idOf(params)))),
  ),
  http.put(
    at('/players/:id'),
    guarded(async ({ request, params, w }) => {
      const patch = PlayerUpdate.strict().safeParse(await bodyOf(request));
      if (!patch.success) return invalid(patch.error);
      return answer(Player, () => editPlayer(worldPlayers(w), idOf(params), patch.data));
    }),
  ),
];
