// nflverse weekly player stats -> GameLogRow. Pure: the caller reads the file (the engine does no I/O
// outside its CLI). The CSV splitter is written here because the engine's layer rule allows no
// third-party import outside src/cli, and one parser serves the CLI, the importer and tests alike.
import type { GameLogRow } from '../types';

export interface NflverseParseOptions {
  /** Keep postseason (POST) rows too; the engine models the regular season, so the default is false. */
  includePostseason?: boolean;
}

/** The weekly counting stats a row carries: whole numbers (NA or empty for none). */
export const STAT_COLUMNS = [
  'completions',
  'attempts',
  'passing_yards',
  'passing_tds',
  'interceptions',
  'carries',
  'rushing_yards',
  'rushing_tds',
  'receptions',
  'targets',
  'receiving_yards',
  'receiving_tds',
] as const;

const REQUIRED_COLUMNS = [
  'player_id',
  'position',
  'recent_team',
  'season',
  'week',
  'opponent_team',
  ...STAT_COLUMNS,
] as const;

/** RFC 4180 splitter: quoted fields may hold commas, doubled quotes and line breaks. */
export function splitCsv(text: string): string[][] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  const n = body.length;
  let row: string[] = [];
  let i = 0;
  const QUOTE = 34;
  const COMMA = 44;
  const LF = 10;
  const CR = 13;
  while (i <= n) {
    let field: string;
    if (body.charCodeAt(i) === QUOTE) {
      // Quoted field: slices between doubled quotes are joined, so no per-character concatenation.
      let value = '';
      let start = i + 1;
      for (;;) {
        const q = body.indexOf('"', start);
        if (q < 0) {
          value += body.slice(start);
          i = n;
          break;
        }
        value += body.slice(start, q);
        if (body.charCodeAt(q + 1) === QUOTE) {
          value += '"';
          start = q + 2;
        } else {
          i = q + 1;
          break;
        }
      }
      field = value;
    } else {
      let j = i;
      while (j < n) {
        const c = body.charCodeAt(j);
        if (c === COMMA || c === LF || c === CR) break;
        j++;
      }
      field = body.slice(i, j);
      i = j;
    }
    row.push(field);
    const c = body.charCodeAt(i);
    if (c === COMMA) {
      i++;
      continue;
    }
    // End of record (newline or end of text).
    if (c === CR && body.charCodeAt(i + 1) === LF) i++;
    i++;
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
  }
  return rows;
}

function num(value: string | undefined): number {
  if (value === undefined || value === '' || value === 'NA') return 0;
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** Parses one nflverse weekly player stats CSV; regular season only unless asked otherwise. */
export function parseNflverseCsv(text: string, options: NflverseParseOptions = {}): GameLogRow[] {
  const [header, ...lines] = splitCsv(text);
  if (!header) return [];
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length > 0)
    throw new Error(`Not an nflverse weekly player stats file: missing column(s) ${missing.join(', ')}`);
  // Column positions are looked up once; building a keyed object per row costs more than the parse.
  const col = (name: string) => header.indexOf(name);
  const at = (cells: readonly string[], index: number) => (index < 0 ? undefined : cells[index]);
  const c = {
    playerId: col('player_id'),
    displayName: col('player_display_name'),
    name: col('player_name'),
    position: col('position'),
    positionGroup: col('position_group'),
    team: col('recent_team'),
    season: col('season'),
    week: col('week'),
    seasonType: col('season_type'),
    opponent: col('opponent_team'),
    completions: col('completions'),
    attempts: col('attempts'),
    passingYards: col('passing_yards'),
    passingTds: col('passing_tds'),
    interceptions: col('interceptions'),
    carries: col('carries'),
    rushingYards: col('rushing_yards'),
    rushingTds: col('rushing_tds'),
    receptions: col('receptions'),
    targets: col('targets'),
    receivingYards: col('receiving_yards'),
    receivingTds: col('receiving_tds'),
  };
  const rows: GameLogRow[] = [];
  for (const cells of lines) {
    const seasonType = at(cells, c.seasonType) ?? 'REG';
    if (seasonType !== 'REG' && options.includePostseason !== true) continue;
    const playerId = at(cells, c.playerId) ?? '';
    if (playerId === '') continue;
    rows.push({
      playerId,
      playerName: at(cells, c.displayName) || at(cells, c.name) || playerId,
      position: at(cells, c.position) || at(cells, c.positionGroup) || '',
      team: at(cells, c.team) ?? '',
      opponent: at(cells, c.opponent) ?? '',
      season: num(at(cells, c.season)),
      week: num(at(cells, c.week)),
      passingYards: num(at(cells, c.passingYards)),
      passingTds: num(at(cells, c.passingTds)),
      attempts: num(at(cells, c.attempts)),
      completions: num(at(cells, c.completions)),
      interceptions: num(at(cells, c.interceptions)),
      rushingYards: num(at(cells, c.rushingYards)),
      rushingTds: num(at(cells, c.rushingTds)),
      carries: num(at(cells, c.carries)),
      receivingYards: num(at(cells, c.receivingYards)),
      receivingTds: num(at(cells, c.receivingTds)),
      receptions: num(at(cells, c.receptions)),
      targets: num(at(cells, c.targets)),
    });
  }
  return rows;
}
