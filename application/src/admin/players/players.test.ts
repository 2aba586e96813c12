import { NotFoundError, type GameLogEntry, type Player } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { editPlayer, getPlayer, playerStats } from './players';

const kelce = { id: 'p1', name: 'Travis Kelce' } as Player;
const players = {
  get: (id: string) => Promise.resolve(id === kelce.id ? kelce : null),
  update: (id: string, patch: Partial<Player>) =>
    Promise.resolve(id === kelce.id ? { ...kelce, ...patch } : null),
};
const log = { player_id: 'p1', game_id: 'g1', season: 2025, week: 1 } as GameLogEntry;
const gameLogs = { forPlayer: (id: string) => Promise.resolve(id === 'p1' ? [log] : []) };

describe('players in the back office', () => {
  it("answers a player's game log, and 404 for an unknown player without reading logs", async () => {
    expect(await playerStats({ players, gameLogs }, 'p1')).toEqual({ player: kelce, games: [log] });
    await expect(playerStats({ players, gameLogs }, 'p9')).rejects.toThrow(new NotFoundError('Player', 'p9'));
    await expect(getPlayer({ players }, 'p9')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('edits a known player and refuses an unknown one', async () => {
    expect((await editPlayer({ players }, 'p1', { team_name: 'LV' })).team_name).toBe('LV');
    await expect(editPlayer({ players }, 'p9', { team_name: 'LV' })).rejects.toThrow('Player p9 not found');
  });
});
