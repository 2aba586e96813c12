import type { EngineStatType, GameLogRow } from './types';

/** The value a prop of this stat type settles on for one game. */
export function statValue(row: GameLogRow, statType: EngineStatType): number {
  switch (statType) {
    case 'passing_yards':
      return row.passingYards;
    case 'rushing_yards':
      return row.rushingYards;
    case 'receiving_yards':
      return row.receivingYards;
    case 'receptions':
      return row.receptions;
    case 'passing_tds':
      return row.passingTds;
    case 'touchdowns':
      return row.rushingTds + row.receivingTds;
  }
}

/** The opportunity count that drives each stat: attempts for passing, carries, targets, or both for scoring. */
export function usageValue(row: GameLogRow, statType: EngineStatType): number {
  switch (statType) {
    case 'passing_yards':
    case 'passing_tds':
      return row.attempts;
    case 'rushing_yards':
      return row.carries;
    case 'receiving_yards':
    case 'receptions':
      return row.targets;
    case 'touchdowns':
      return row.carries + row.targets;
  }
}

export const STAT_LABELS: Record<EngineStatType, string> = {
  passing_yards: 'passing yards',
  rushing_yards: 'rushing yards',
  receiving_yards: 'receiving yards',
  receptions: 'receptions',
  passing_tds: 'passing TDs',
  touchdowns: 'touchdowns',
};

export const USAGE_LABELS: Record<EngineStatType, string> = {
  passing_yards: 'pass attempts',
  passing_tds: 'pass attempts',
  rushing_yards: 'carries',
  receiving_yards: 'targets',
  receptions: 'targets',
  touchdowns: 'touches (carries + targets)',
};

/** Stats that are small counts get a count distribution; yardage gets a continuous one (the domain's list). */
export { isCountStat } from '@edgeboard/domain';
