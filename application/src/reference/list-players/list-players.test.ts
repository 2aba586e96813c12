import { describe, expect, it } from 'vitest';
import { InMemoryPlayerRepository } from '../../in-memory/player-repository';
import { listPlayers } from './list-players';

describe('listPlayers', () => {
  it('answers every player by name with the summary fields only', async () => {
    const player = (id: string, name: string) => ({
      ...{ id, name, position: 'WR' as const, team_name: 'KC', espn_id: 'e1' },
      updated_at: '2025-10-01T00:00:00.000Z',
    });
    const players = new InMemoryPlayerRepository([
      player('b', 'Zay Flowers'),
      player('a', 'Amon-Ra St. Brown'),
    ]);
    expect(await listPlayers({ players })).toEqual([
      { id: 'a', name: 'Amon-Ra St. Brown', position: 'WR', team_name: 'KC' },
      { id: 'b', name: 'Zay Flowers', position: 'WR', team_name: 'KC' },
    ]);
  });
});
