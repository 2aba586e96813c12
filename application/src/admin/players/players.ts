// Use cases of the back office's players screen: the list by name and position, one player, his game log (the
// detailed stats screen) and an edit.
import {
  NotFoundError,
  type GameLogEntry,
  type Page,
  type Player,
  type PlayerListQuery,
  type PlayerRepository,
  type PlayerUpdate,
  type GameLogRepository,
} from '@edgeboard/domain';

type Players<K extends keyof PlayerRepository> = { players: Pick<PlayerRepository, K> };

export async function listPlayers(deps: Players<'list'>, q: PlayerListQuery): Promise<Page<Player>> {
  return deps.players.list(q);
}

export async function getPlayer(deps: Players<'get'>, id: string): Promise<Player> {
  const player = await deps.players.get(id);
  if (!player) throw new NotFoundError('Player', id);
  return player;
}

/** The player and every game logged for him, oldest first. */
export async function playerStats(
  deps: Players<'get'> & { gameLogs: Pick<GameLogRepository, 'forPlayer'> },
  id: string,
): Promise<{ player: Player; games: GameLogEntry[] }> {
  const player = await getPlayer(deps, id);
  return { player, games: await deps.gameLogs.forPlayer(id) };
}

export async function editPlayer(deps: Players<'update'>, id: string, patch: PlayerUpdate): Promise<Player> {
  const updated = await deps.players.update(id, patch);
  if (!updated) throw new NotFoundError('Player', id);
  return updated;
}
