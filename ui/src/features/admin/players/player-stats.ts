import type { GameLogEntry, Position } from '@edgeboard/domain';

export type StatKey = Exclude<
  keyof GameLogEntry,
  'player_id' | 'game_id' | 'season' | 'week' | 'team' | 'opponent'
>;

export const STAT_LABELS: Record<StatKey, string> = {
  completions: 'Cmp',
  attempts: 'Att',
  passing_yards: 'Pass Yds',
  passing_tds: 'Pass TD',
  interceptions: 'INT',
  carries: 'Car',
  rushing_yards: 'Rush Yds',
  rushing_tds: 'Rush TD',
  targets: 'Tgt',
  receptions: 'Rec',
  receiving_yards: 'Rec Yds',
  receiving_tds: 'Rec TD',
};

const PASSING: StatKey[] = ['completions', 'attempts', 'passing_yards', 'passing_tds', 'interceptions'];
const RUSHING: StatKey[] = ['carries', 'rushing_yards', 'rushing_tds'];
const RECEIVING: StatKey[] = ['targets', 'receptions', 'receiving_yards', 'receiving_tds'];

/** The box-score columns that matter for a position, most important group first. */
export function statColumnsFor(position: Position): StatKey[] {
  switch (position) {
    case 'QB':
      return [...PASSING, ...RUSHING];
    case 'RB':
      return [...RUSHING, ...RECEIVING];
    case 'WR':
    case 'TE':
      return [...RECEIVING, ...RUSHING];
    default:
      return [...PASSING, ...RUSHING, ...RECEIVING];
  }
}

/** The one stat charted per week: what a position's props are mostly about. */
export function mainStatFor(position: Position): StatKey {
  switch (position) {
    case 'QB':
      return 'passing_yards';
    case 'RB':
      return 'rushing_yards';
    case 'WR':
    case 'TE':
      return 'receiving_yards';
    default:
      return 'receptions';
  }
}

/** Seasons present in a game log, newest first. */
export function seasonsOf(games: readonly GameLogEntry[]): number[] {
  return [...new Set(games.map((g) => g.season))].sort((a, b) => b - a);
}

export interface SeasonSummary {
  season: number;
  games: number;
  stat: StatKey;
  total: number;
}

/** The newest season's games and main-stat total: the detail panel's one-line summary. */
export function latestSeasonSummary(
  games: readonly GameLogEntry[],
  position: Position,
): SeasonSummary | null {
  const season = seasonsOf(games)[0];
  if (season === undefined) return null;
  const stat = mainStatFor(position);
  const inSeason = games.filter((g) => g.season === season);
  return { season, games: inSeason.length, stat, total: inSeason.reduce((sum, g) => sum + g[stat], 0) };
}
