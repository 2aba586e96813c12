import { describe, expect, it } from 'vitest';
import { adminContextPerSuite } from './admin-test-setup';
import { player } from '@edgeboard/adapters/sql/repositories/test-rows';
import { sampleGameLog } from '@edgeboard/fixtures/samples';

type Err = { error: { field?: string } };

describe('admin players', () => {
  const t = adminContextPerSuite(async (t) => {
    await t.repos.players.upsertMany([
      player('p1', { name: 'Travis Kelce', position: 'TE' }),
      player('p2', { name: 'Patrick Mahomes', position: 'QB' }),
      player('p3', { name: 'Isiah Pacheco', position: 'RB' }),
    ]);
  });

  it('lists by name with search and position filter', async () => {
    const all = (await t.json('GET', '/api/admin/players?position=All Positions')).body as {
      data: { name: string }[];
      count: number;
    };
    expect(all.data.map((p) => p.name)).toEqual(['Isiah Pacheco', 'Patrick Mahomes', 'Travis Kelce']);
    expect(((await t.json('GET', '/api/admin/players?search=mahom')).body as { count: number }).count).toBe(
      1,
    );
    expect(((await t.json('GET', '/api/admin/players?position=TE')).body as { count: number }).count).toBe(1);
    expect(((await t.json('GET', '/api/admin/players?position=XX')).body as Err).error.field).toBe(
      'position',
    );
  });

  it("answers a player's game log oldest first, and 404 for an unknown player", async () => {
    const row = (week: number, yards: number) =>
      sampleGameLog({
        player_id: 'p1',
        game_id: `g-${week}`,
        week,
        opponent: 'DEN',
        receiving_yards: yards,
        receptions: 5,
        targets: 7,
      });
    await t.repos.gameLogs.insertMany([row(2, 81), row(1, 47)]);
    const res = await t.json('GET', '/api/admin/players/p1/stats');
    expect(res.status).toBe(200);
    const body = res.body as { player: { name: string }; games: { week: number; receiving_yards: number }[] };
    expect(body.player.name).toBe('Travis Kelce');
    expect(body.games.map((g) => [g.week, g.receiving_yards])).toEqual([
      [1, 47],
      [2, 81],
    ]);
    expect((await t.json('GET', '/api/admin/players/nobody/stats')).status).toBe(404);
  });

  it('gets and edits a player', async () => {
    expect((await t.json('GET', '/api/admin/players/p1')).body).toMatchObject({ name: 'Travis Kelce' });
    const res = await t.json('PUT', '/api/admin/players/p1', {
      espn_id: '15847',
      pff_id: '7844',
      sleeper_id: '1466',
      name: 'Travis Kelce',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ espn_id: '15847', pff_id: '7844', sleeper_id: '1466' });
    expect((await t.json('GET', '/api/admin/players/nope')).status).toBe(404);
    expect((await t.json('PUT', '/api/admin/players/nope', { name: 'X' })).status).toBe(404);
  });

  it('refuses bad edits with a 400 naming the field', async () => {
    expect(
      ((await t.json('PUT', '/api/admin/players/p1', { position: 'Striker' })).body as Err).error.field,
    ).toBe('position');
    expect(((await t.json('PUT', '/api/admin/players/p1', { name: '' })).body as Err).error.field).toBe(
      'name',
    );
    expect(((await t.json('PUT', '/api/admin/players/p1', { espn_id: 15847 })).body as Err).error.field).toBe(
      'espn_id',
    );
    expect((await t.json('PUT', '/api/admin/players/p1', { salary: 1 })).status).toBe(400);
  });
});
