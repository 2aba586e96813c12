// The newer nflverse player-week files (stats_player_week_<yyyy>.parquet) in the columns of the shared
// player_stats_<yyyy>.csv files the engine reads (--data). The newer schema renamed a few columns (team,
// passing_interceptions, sacks_suffered, sack_yards_lost, counted negative), dropped dakota, and lists every
// player with any statistic, defenders and kickers included; the shared files list only players with a pass, a
// carry, a target, a sack taken, a two-point try or a return touchdown, so only those rows are kept (a receiver's
// game without a target would otherwise count as a game of 0 for the engine, unlike every earlier season).

/** The 53 columns of the shared player_stats_<yyyy>.csv files, in their order. */
export const PLAYER_STATS_COLUMNS = [
  'player_id',
  'player_name',
  'player_display_name',
  'position',
  'position_group',
  'headshot_url',
  'recent_team',
  'season',
  'week',
  'season_type',
  'opponent_team',
  'completions',
  'attempts',
  'passing_yards',
  'passing_tds',
  'interceptions',
  'sacks',
  'sack_yards',
  'sack_fumbles',
  'sack_fumbles_lost',
  'passing_air_yards',
  'passing_yards_after_catch',
  'passing_first_downs',
  'passing_epa',
  'passing_2pt_conversions',
  'pacr',
  'dakota',
  'carries',
  'rushing_yards',
  'rushing_tds',
  'rushing_fumbles',
  'rushing_fumbles_lost',
  'rushing_first_downs',
  'rushing_epa',
  'rushing_2pt_conversions',
  'receptions',
  'targets',
  'receiving_yards',
  'receiving_tds',
  'receiving_fumbles',
  'receiving_fumbles_lost',
  'receiving_air_yards',
  'receiving_yards_after_catch',
  'receiving_first_downs',
  'receiving_epa',
  'receiving_2pt_conversions',
  'racr',
  'target_share',
  'air_yards_share',
  'wopr',
  'special_teams_tds',
  'fantasy_points',
  'fantasy_points_ppr',
] as const;

type Cell = string | number | bigint | boolean | null | undefined;
export type ParquetRow = Readonly<Record<string, unknown>>;

const num = (v: unknown): number => (typeof v === 'bigint' ? Number(v) : typeof v === 'number' ? v : 0);

/** A shared column's value from a newer-schema row; undefined where the newer schema has no such column. */
function value(row: ParquetRow, column: (typeof PLAYER_STATS_COLUMNS)[number]): Cell {
  switch (column) {
    case 'recent_team':
      return row.team as Cell;
    case 'interceptions':
      return row.passing_interceptions as Cell;
    case 'sacks':
      return row.sacks_suffered as Cell;
    case 'sack_yards':
      return row.sack_yards_lost === null || row.sack_yards_lost === undefined
        ? null
        : -num(row.sack_yards_lost);
    default:
      return row[column] as Cell;
  }
}

/** A row the shared files would hold: the player passed, ran, was targeted, was sacked, tried a two-point play or returned a touchdown. */
export function isOffensiveRow(row: ParquetRow): boolean {
  return [
    'attempts',
    'carries',
    'targets',
    'sacks_suffered',
    'passing_2pt_conversions',
    'rushing_2pt_conversions',
    'receiving_2pt_conversions',
    'special_teams_tds',
  ].some((c) => num(row[c]) !== 0);
}

function text(v: Cell): string {
  if (v === null || v === undefined) return '';
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The rows the shared files would hold, as a player_stats CSV (header first). */
export function playerStatsCsv(rows: readonly ParquetRow[]): string {
  const lines = rows
    .filter(isOffensiveRow)
    .map((row) => PLAYER_STATS_COLUMNS.map((c) => text(value(row, c))).join(','));
  return `${[PLAYER_STATS_COLUMNS.join(','), ...lines].join('\n')}\n`;
}
