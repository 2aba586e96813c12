// What the backtest CLI's tests share: running the CLI through tsx, reading its JSON line, and writing a
// hand-made league as nflverse weekly-stats files.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { handMadeLeague } from '../hand-made-log';
import type { GameLogRow } from '../types';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const cli = path.join(here, 'backtest.ts');
export const realData = path.resolve(repoRoot, '../shared/data/nfl');

export function run(args: string[]) {
  const r = spawnSync(tsx, [cli, ...args], { cwd: repoRoot, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

export function lastJsonLine(stdout: string): Record<string, unknown> {
  const lines = stdout.trim().split('\n');
  return JSON.parse(lines[lines.length - 1] ?? '') as Record<string, unknown>;
}

const HEADER =
  'player_id,player_name,player_display_name,position,position_group,headshot_url,recent_team,season,week,season_type,opponent_team,completions,attempts,passing_yards,passing_tds,interceptions,carries,rushing_yards,rushing_tds,receptions,targets,receiving_yards,receiving_tds';

/** Game logs as the nflverse weekly CSV (the shared data folder's columns). */
export function toCsv(rows: readonly GameLogRow[]): string {
  const lines = rows.map((r) =>
    [
      r.playerId,
      r.playerName,
      r.playerName,
      r.position,
      r.position,
      '"https://img.example/a,b"',
      r.team,
      r.season,
      r.week,
      'REG',
      r.opponent,
      r.completions,
      r.attempts,
      r.passingYards,
      r.passingTds,
      r.interceptions,
      r.carries,
      r.rushingYards,
      r.rushingTds,
      r.receptions,
      r.targets,
      r.receivingYards,
      r.receivingTds,
    ].join(','),
  );
  return `${HEADER}\n${lines.join('\n')}\n`;
}

/** handMadeLeague's 2060 and 2061 (8 teams) as nflverse weekly-stats files in `folder`. */
export function writeLeague(folder: string): void {
  const rows = handMadeLeague([2060, 2061], 8);
  for (const season of [2060, 2061])
    writeFileSync(
      path.join(folder, `player_stats_${season}.csv`),
      toCsv(rows.filter((r) => r.season === season)),
    );
}

export const LINES_HEADER =
  'season,week,away_team,home_team,player,stat_type,line_value,over_odds,under_odds,sportsbook';
