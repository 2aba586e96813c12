// Every player, by name (GET /api/players, for search suggestions): the summary fields only.
import type { PlayerRepository, PlayerSummary } from '@edgeboard/domain';

export async function listPlayers(deps: {
  players: Pick<PlayerRepository, 'all'>;
}): Promise<PlayerSummary[]> {
  const players = await deps.players.all();
  return players.map((p) => ({ id: p.id, name: p.name, position: p.position, team_name: p.team_name }));
}
