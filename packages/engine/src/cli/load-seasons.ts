import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseNflverseCsv } from '../data/nflverse';
import type { GameLogRow } from '../types';

const FILE_PATTERN = /^player_stats_(\d{4})\.csv$/;

/** Seasons present in `dir` as player_stats_<yyyy>.csv, ascending. */
export function seasonFiles(dir: string): { season: number; file: string }[] {
  return readdirSync(dir)
    .map((name) => {
      const m = FILE_PATTERN.exec(name);
      return m?.[1] ? { season: Number(m[1]), file: path.join(dir, name) } : null;
    })
    .filter((x): x is { season: number; file: string } => x !== null)
    .sort((a, b) => a.season - b.season);
}

/** Reads every season file in `dir` (regular-season rows). */
export function loadSeasons(dir: string, upTo?: number): GameLogRow[] {
  const rows: GameLogRow[] = [];
  for (const { season, file } of seasonFiles(dir)) {
    if (upTo !== undefined && season > upTo) continue;
    for (const row of parseNflverseCsv(readFileSync(file, 'utf8'))) rows.push(row);
  }
  return rows;
}
