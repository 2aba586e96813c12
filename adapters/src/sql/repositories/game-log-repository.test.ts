import type { GameLogEntry } from '@edgeboard/domain';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../test-engines';
import { SqlGameLogRepository } from './game-log-repository';

const log = (
  player_id: string,
  season: number,
  week: number,
  over: Partial<GameLogEntry> = {},
): GameLogEntry => ({
  player_id,
  game_id: `${season}_${String(week).padStart(2, '0')}_KC_BUF`,
  season,
  week,
  team: 'KC',
  opponent: 'BUF',
  passing_yards: 250,
  passing_tds: 2,
  interceptions: 1,
  attempts: 35,
  completions: 24,
  rushing_yards: -3,
  rushing_tds: 0,
  carries: 4,
  receiving_yards: 0,
  receiving_tds: 0,
  receptions: 0,
  targets: 0,
  ...over,
});

describeEachEngine('SqlGameLogRepository', (getDb) => {
  const repo = () => new SqlGameLogRepository(getDb());

  it('stores logs, replaces a repeated (player, game), and reads per player or per season', async () => {
    await repo().insertMany([
      log('qb', 2024, 2),
      log('qb', 2023, 17),
      log('wr', 2024, 1),
      log('qb', 2024, 1),
    ]);
    await repo().insertMany([log('qb', 2024, 2, { passing_yards: 301 })]);
    const qb = await repo().forPlayer('qb');
    expect(qb.map((l) => [l.season, l.week])).toEqual([
      [2023, 17],
      [2024, 1],
      [2024, 2],
    ]);
    expect(qb[2]).toEqual(log('qb', 2024, 2, { passing_yards: 301 }));
    expect((await repo().forSeasons([2024])).map((l) => `${l.player_id}:${l.week}`)).toEqual([
      'qb:1',
      'wr:1',
      'qb:2',
    ]);
    expect(await repo().forSeasons([])).toEqual([]);
    expect(await repo().forPlayer('nobody')).toEqual([]);
  });

  it('inserts in chunks larger than one statement allows', async () => {
    const many = Array.from({ length: 450 }, (_, i) => log(`p${i}`, 2022, 1 + (i % 18)));
    await repo().insertMany(many);
    expect(await repo().forSeasons([2022])).toHaveLength(450);
  });
});
