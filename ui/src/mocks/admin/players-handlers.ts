// The players screen: the list by name and position, a player's game log, and an edit.
import { GameLogEntry, Player, PlayerListQuery, PlayerUpdate } from '@edgeboard/domain';
import { http } from 'msw';
import { z } from 'zod';
import { invalid, notFound } from '../api-errors';
import { guarded, type AdminPath } from './admin-guard';
import { bodyOf, contains, definedOf, idOf, ok, page, pageOf, queryOf } from './admin-http';

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
    guarded(({ params, w }) => {
      const player = w.season.players.find((p) => p.id === idOf(params));
      if (!player) return notFound('Player', idOf(params));
      const games = w.season.gameLogs
        .filter((g) => g.player_id === player.id)
        .sort((a, b) => a.season - b.season || a.week - b.week || a.game_id.localeCompare(b.game_id));
      return ok(z.object({ player: Player, games: z.array(GameLogEntry) }), { player, games });
    }),
  ),
  http.get(
    at('/players/:id'),
    guarded(({ params, w }) => {
      const player = w.season.players.find((p) => p.id === idOf(params));
      return player ? ok(Player, player) : notFound('Player', idOf(params));
    }),
  ),
  http.put(
    at('/players/:id'),
    guarded(async ({ request, params, w }) => {
      const patch = PlayerUpdate.strict().safeParse(await bodyOf(request));
      if (!patch.success) return invalid(patch.error);
      const index = w.season.players.findIndex((p) => p.id === idOf(params));
      const current = w.season.players[index];
      if (!current) return notFound('Player', idOf(params));
      const defined = definedOf(patch.data);
      const updated = { ...current, ...defined, updated_at: new Date().toISOString() };
      w.season.players[index] = updated;
      return ok(Player, updated);
    }),
  ),
];
