// The --lines file: real sportsbook lines, one row per book and prop, as odds feeds give them.
//   season,week,away_team,home_team,player,stat_type,line_value,over_odds,under_odds,sportsbook
// Teams are nflverse abbreviations, the player as the book prints him, odds American (under_odds empty
// for one-sided markets such as anytime touchdowns).
import { splitCsv } from '../data/nflverse';
import { ENGINE_STAT_TYPES } from '../types';
import type { EngineStatType } from '../types';

export const LINES_COLUMNS = [
  'season',
  'week',
  'away_team',
  'home_team',
  'player',
  'stat_type',
  'line_value',
  'over_odds',
  'under_odds',
  'sportsbook',
] as const;

export interface LineRow {
  /** 1-based line number in the file (header = 1). */
  row: number;
  season: number;
  week: number;
  awayTeam: string;
  homeTeam: string;
  player: string;
  statType: EngineStatType;
  line: number;
  overOdds: number | null;
  underOdds: number | null;
  sportsbook: string;
}

export interface LinesParse {
  lines: LineRow[];
  /** Rows refused, each with its line number and reason. */
  errors: { row: number; reason: string }[];
}

const STAT_TYPES = new Set<string>(ENGINE_STAT_TYPES);

function odds(cell: string): number | null | 'bad' {
  const t = cell.trim();
  if (t === '') return null;
  const n = Number(t);
  if (!Number.isInteger(n) || (n > -100 && n < 100)) return 'bad';
  return n;
}

/**
 * Parses the file; a missing column is an error for the whole file (thrown), a bad row is listed with
 * its line number in the file. A row is one physical line (no field of this format holds a line break),
 * so numbers stay true across empty lines.
 */
export function parseLinesCsv(text: string): LinesParse {
  const physical = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).split(/\r?\n/);
  const rows = physical.map((line) => (line.trim() === '' ? [] : (splitCsv(line)[0] ?? [])));
  const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
  const missing = LINES_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length > 0) throw new Error(`lines file lacks column(s): ${missing.join(', ')}`);
  const at = (cells: readonly string[], name: (typeof LINES_COLUMNS)[number]) =>
    (cells[header.indexOf(name)] ?? '').trim();
  const lines: LineRow[] = [];
  const errors: LinesParse['errors'] = [];
  rows.slice(1).forEach((cells, i) => {
    const row = i + 2;
    if (cells.every((c) => c.trim() === '')) return;
    // An empty cell is missing, never zero (Number('') is 0).
    const num = (name: (typeof LINES_COLUMNS)[number]) =>
      at(cells, name) === '' ? NaN : Number(at(cells, name));
    const season = num('season');
    const week = num('week');
    const statType = at(cells, 'stat_type');
    const line = num('line_value');
    const over = odds(at(cells, 'over_odds'));
    const under = odds(at(cells, 'under_odds'));
    const player = at(cells, 'player');
    const sportsbook = at(cells, 'sportsbook');
    const away = at(cells, 'away_team').toUpperCase();
    const home = at(cells, 'home_team').toUpperCase();
    const reason = !Number.isInteger(season)
      ? 'season is not a year'
      : !Number.isInteger(week) || week < 1 || week > 22
        ? 'week is not 1-22'
        : !STAT_TYPES.has(statType)
          ? `unknown stat_type '${statType}'`
          : !Number.isFinite(line) || line < 0
            ? 'line_value is not a number'
            : over === 'bad' || under === 'bad'
              ? 'odds are not American odds'
              : player === '' || sportsbook === '' || away === '' || home === ''
                ? 'player, sportsbook and both teams are required'
                : null;
    if (reason) {
      errors.push({ row, reason });
      return;
    }
    lines.push({
      row,
      season,
      week,
      awayTeam: away,
      homeTeam: home,
      player,
      statType: statType as EngineStatType,
      line,
      overOdds: over as number | null,
      underOdds: under as number | null,
      sportsbook,
    });
  });
  return { lines, errors };
}
