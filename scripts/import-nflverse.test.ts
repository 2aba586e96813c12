import { spawnSync } from 'node:child_process';
import { createDb } from '@edgeboard/adapters/sql/db';
import { createSqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const script = path.join(repoRoot, 'scripts/import-nflverse.ts');
const work = mkdtempSync(path.join(tmpdir(), 'import-nflverse-'));

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

/** One game of 2022: a passer and a receiver. */
function writeSample(): string {
  const dir = path.join(work, 'data');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'player_stats_2022.csv'),
    [
      HEADER,
      '00-1,Alan Passer,QB,KC,2022,1,REG,ARI,21,30,260,2,0,3,10,0,0,0,0,0',
      '00-2,Ben Catcher,WR,ARI,2022,1,REG,KC,0,0,0,0,0,0,0,0,7,10,95,1',
    ].join('\n'),
  );
  return dir;
}

function run(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(tsx, [script, ...args], { cwd: repoRoot, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const HEADER =
  'player_id,player_display_name,position,recent_team,season,week,season_type,opponent_team,completions,attempts,' +
  'passing_yards,passing_tds,interceptions,carries,rushing_yards,rushing_tds,receptions,targets,receiving_yards,receiving_tds';

describe('npm run import:nflverse', () => {
  it('exits 2 with a clear message when the folder is missing', () => {
    const result = run('--dir', path.join(work, 'nope'));
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('no such directory');
  });

  it('exits 2 when --dir is not given or the folder holds no stats files', () => {
    expect(run().status).toBe(2);
    const empty = path.join(work, 'empty');
    mkdirSync(empty, { recursive: true });
    const result = run('--dir', empty);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('no player_stats_<yyyy>.csv files');
  });

  it('writes the data set as JSON', () => {
    const dir = writeSample();
    const out = path.join(work, 'out', 'data.json');
    const result = run('--dir', dir, '--out', out);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('2 players, 1 games, 2 game logs');
    const data = JSON.parse(readFileSync(out, 'utf8')) as { games: { id: string }[]; players: unknown[] };
    expect(data.games.map((g) => g.id)).toEqual(['2022_01_ARI_KC']);
    expect(data.players).toHaveLength(2);
  });

  it('writes teams, players, games and logs into a database, and adds nothing twice', async () => {
    const dir = writeSample();
    const db = path.join(work, 'db', 'edgeboard.sqlite');
    const first = run('--dir', dir, '--out', path.join(work, 'out', 'db.json'), '--db', db);
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('2 new game logs');
    expect(run('--dir', dir, '--out', path.join(work, 'out', 'db.json'), '--db', db).stdout).toContain(
      '0 new game logs',
    );
    const handle = createDb(db);
    try {
      const repos = createSqlRepositories(handle.db);
      expect((await repos.gameLogs.forSeasons([2022])).map((l) => l.passing_yards).sort()).toEqual([0, 260]);
      expect((await repos.games.get('2022_01_ARI_KC'))?.week).toBe(1);
      expect((await repos.players.all()).map((p) => p.name)).toEqual(['Alan Passer', 'Ben Catcher']);
    } finally {
      await handle.close();
    }
  });
});
