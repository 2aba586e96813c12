import { ProviderError } from '@edgeboard/domain';
import {
  NFLVERSE_SCHEDULE_URL,
  nflversePlayerStatsUrl,
} from '@edgeboard/adapters/providers/nflverse-http-stats';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ingestStatsAndSchedule } from './ingest-stats';
import { ingestFixture, ok, recorded } from './ingest-test-setup';

let f: Awaited<ReturnType<typeof ingestFixture>>;
beforeEach(async () => {
  f = await ingestFixture();
});
afterEach(() => f.close());

async function counts() {
  const perWeek = await Promise.all([1, 2, 12].map((w) => f.repos.games.forWeek(2025, w)));
  return {
    games: perWeek.flat().length,
    players: (await f.repos.players.all()).filter((p) => p.id.startsWith('00-00')).length,
    logs: (await f.repos.gameLogs.forSeasons([2025])).length,
  };
}

describe('ingestStatsAndSchedule (nflverse over HTTP, recorded payloads, SQLite)', () => {
  it('writes games, players and game logs attached to the scheduled games, and reports counts', async () => {
    const result = await ingestStatsAndSchedule(
      { stats: f.stats(f.statsScript()), transaction: f.transaction, log: f.log },
      2025,
    );
    expect(result).toMatchObject({
      season: 2025,
      games: 6,
      players: 7,
      gameLogs: 11,
      rowsRead: 18,
      written: 24,
      skipped: 0,
    });
    expect(await counts()).toEqual({ games: 6, players: 7, logs: 11 });
    const hurts = await f.repos.gameLogs.forPlayer('00-0036389');
    // The schedule says who was at home: week 1 is DAL at PHI, week 2 PHI at KC.
    expect(hurts.map((l) => l.game_id)).toEqual(['2025_01_DAL_PHI', '2025_02_PHI_KC']);
    expect((await f.repos.games.get('2025_12_IND_KC'))?.status).toBe('scheduled');
  });

  it('running twice adds no duplicates, and the second run reuses the cached files (304)', async () => {
    const script = f.statsScript();
    script[NFLVERSE_SCHEDULE_URL].push({ status: 304, body: '' });
    script[nflversePlayerStatsUrl(2025)]?.push({ status: 304, body: '' });
    const deps = { stats: f.stats(script), transaction: f.transaction, log: f.log };
    await ingestStatsAndSchedule(deps, 2025);
    const again = await ingestStatsAndSchedule(deps, 2025);
    expect(again.fromCache).toEqual({ schedule: true, stats: true });
    expect(await counts()).toEqual({ games: 6, players: 7, logs: 11 });
  });

  it('keeps ids an admin entered and a score the live feed already wrote', async () => {
    const deps = { stats: f.stats(f.statsScript()), transaction: f.transaction, log: () => {} };
    await ingestStatsAndSchedule(deps, 2025);
    await f.repos.players.update('00-0033873', { espn_id: '3139477' });
    await f.repos.games.updateScore('2025_12_IND_KC', {
      home_score: 7,
      away_score: 3,
      status: 'in_progress',
    });
    await ingestStatsAndSchedule(deps, 2025);
    expect((await f.repos.players.get('00-0033873'))?.espn_id).toBe('3139477');
    expect(await f.repos.games.get('2025_12_IND_KC')).toMatchObject({ status: 'in_progress', home_score: 7 });
  });

  it('a provider failure (stats file 503 past the retries) writes nothing, not even the schedule', async () => {
    const script = f.statsScript();
    script[nflversePlayerStatsUrl(2025)] = [{ status: 503, body: '' }];
    const err = await ingestStatsAndSchedule(
      { stats: f.stats(script), transaction: f.transaction, log: () => {} },
      2025,
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ providerCode: 'unavailable' });
    expect(await counts()).toEqual({ games: 0, players: 0, logs: 0 });
  });

  it('a failure inside the write batch rolls the whole batch back', async () => {
    const failing: typeof f.transaction = (fn) =>
      f.transaction((repos) =>
        fn({
          ...repos,
          gameLogs: { ...repos.gameLogs, insertMany: () => Promise.reject(new Error('disk full')) },
        }),
      );
    await expect(
      ingestStatsAndSchedule({ stats: f.stats(f.statsScript()), transaction: failing, log: () => {} }, 2025),
    ).rejects.toThrow('disk full');
    expect(await counts()).toEqual({ games: 0, players: 0, logs: 0 });
  });

  it('skips malformed rows and lines without a scheduled game, naming each', async () => {
    const script = f.statsScript();
    const stats = recorded('nflverse-stats_player_week_2025.csv').replaceAll(
      ',2025,2,REG,KC,PHI,',
      ',2025,2,REG,KC,NYG,',
    );
    script[nflversePlayerStatsUrl(2025)] = [
      ok(stats.replace(',2025,1,REG,DAL,PHI,21,34,', ',2025,1,REG,DAL,PHI,21,x,')),
    ];
    const result = await ingestStatsAndSchedule(
      { stats: f.stats(script), transaction: f.transaction, log: f.log },
      2025,
    );
    expect(result.skipped).toBe(3); // Dak's bad row; Mahomes and Kelce "v NYG" in week 2
    expect(result.gameLogs).toBe(8);
    expect(f.logs).toContainEqual(
      expect.stringMatching(/skipped row 6 \(00-0033077\): attempts "x" is not a whole number/),
    );
    expect(f.logs).toContainEqual(
      expect.stringMatching(/week 2 line of player 00-0033873 \(KC v NYG\): no such game/),
    );
  });
});
