// @vitest-environment node
import { GameLogEntry, Player } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoWorld } from '@/mocks/demo-world';
import { call, json, pageOf, withAdminMockServer } from './admin-mock-test-kit';

withAdminMockServer();

describe('admin mock: players', () => {
  it('lists players by name, filters by position, edits one and answers its stats oldest first', async () => {
    const qbs = await json(pageOf(Player), await call('/players?position=QB&pageSize=100'));
    expect(qbs.data.every((p) => p.position === 'QB')).toBe(true);
    const names = qbs.data.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const withLogs = demoWorld().season.gameLogs[0]!.player_id;
    const stats = await json(
      z.object({ player: Player, games: z.array(GameLogEntry) }),
      await call(`/players/${withLogs}/stats`),
    );
    const order = stats.games.map((g) => g.season * 100 + g.week);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(stats.games.length).toBeGreaterThan(0);
    const part = stats.player.name.slice(0, 3).toLowerCase();
    const found = await json(
      pageOf(Player),
      await call(`/players?search=${encodeURIComponent(part)}&pageSize=100`),
    );
    expect(found.data.map((p) => p.id)).toContain(withLogs);
    const edited = await json(
      Player,
      await call(`/players/${withLogs}`, { method: 'PUT', body: JSON.stringify({ espn_id: '123' }) }),
    );
    expect(edited.espn_id).toBe('123');
    expect((await call('/players/nobody/stats')).status).toBe(404);
  });
});
