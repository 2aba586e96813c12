import { NotFoundError, type GameLogEntry, type Player } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { InMemoryGameLogRepository } from '../../in-memory/game-log-repository';
import { InMemoryPlayerRepository } from '../../in-memory/player-repository';
import { editPlayer, getPlayer, listPlayers, playerStats } from './players';

const player = (id: string, name: string, position: Player['position']): Player => ({
  ...{ id, name, position, team_name: 'KC', espn_id: null, pff_id: null, sleeper_id: null },
  ...{ created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z' },
});
const kelce = player('p1', 'Travis Kelce', 'TE');
const clock = { now: () => new Date('2025-09-20T15:00:00.000Z') };
const world = () => ({
  players: new InMemoryPlayerRepository(
    [kelce, player('p2', 'Patrick Mahomes', 'QB'), player('p3', 'Rashee Rice', 'WR')],
    clock,
  ),
  gameLogs: new InMemoryGameLogRepository([log]),
});
const log = { player_id: 'p1', game_id: 'g1', season: 2025, week: 1 } as GameLogEntry;

describe('players in the back office', () => {
  it('lists by name, searched case-insensitively and filtered by position, one page at a time', async () => {
    const names = async (q: Parameters<typeof listPlayers>[1]) =>
      (await listPlayers(world(), q)).data.map((p) => p.name);
    expect(await names({ page: 1, pageSize: 2 })).toEqual(['Patrick Mahomes', 'Rashee Rice']);
    expect(await names({ page: 2, pageSize: 2 })).toEqual(['Travis Kelce']);
    expect(await names({ page: 1, pageSize: 20, search: ' RI' })).toEqual(['Patrick Mahomes', 'Rashee Rice']);
    expect(await names({ page: 1, pageSize: 20, position: 'TE' })).toEqual(['Travis Kelce']);
    expect((await listPlayers(world(), { page: 1, pageSize: 1 })).count).toBe(3);
  });

  it("answers a player's game log, and 404 for an unknown player without reading logs", async () => {
    expect(await playerStats(world(), 'p1')).toEqual({ player: kelce, games: [log] });
    await expect(playerStats(world(), 'p9')).rejects.toThrow(new NotFoundError('Player', 'p9'));
    await expect(getPlayer(world(), 'p9')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('edits a known player (a field left undefined stays) and refuses an unknown one', async () => {
    const w = world();
    const edited = await editPlayer(w, 'p1', { team_name: 'LV', position: undefined });
    expect(edited).toEqual({ ...kelce, team_name: 'LV', updated_at: '2025-09-20T15:00:00.000Z' });
    expect(await w.players.get('p1')).toEqual(edited);
    await expect(editPlayer(w, 'p9', { team_name: 'LV' })).rejects.toThrow('Player p9 not found');
  });
});
