import type { PickDirection, StatType, DisplayPickDirection } from '../entities/prop';

/**
 * A stat type as every screen shows it: the product's label (`passing_tds` → `Passing Touchdowns`, the same
 * words as the pick text's), one home for the back office, alerts and the feed; a value the product does not
 * know shows its words (underscores as spaces) rather than a raw key.
 */
export function statTypeLabel(statType: string): string {
  const known = (PROP_TYPE_TITLES as Partial<Record<string, string>>)[statType];
  return known ?? statType.replace(/_/g, ' ');
}

/** Sort option value: field and direction joined by an underscore (`confidence_desc`). */
export function sortOption(field: string, direction: string): string {
  return `${field}_${direction}`;
}

const PROP_TYPE_TITLES: Record<StatType, string> = {
  points: 'Points',
  rebounds: 'Rebounds',
  assists: 'Assists',
  threes: 'Threes',
  steals: 'Steals',
  blocks: 'Blocks',
  turnovers: 'Turnovers',
  passing_yards: 'Passing Yards',
  rushing_yards: 'Rushing Yards',
  receiving_yards: 'Receiving Yards',
  touchdowns: 'Touchdowns',
  receptions: 'Receptions',
  passing_tds: 'Passing Touchdowns',
};

/** Title-case prop type shown on cards and as a feed item's `type`. */
export function propTypeTitle(statType: StatType): string {
  return PROP_TYPE_TITLES[statType];
}

export function displayDirection(pick: PickDirection): DisplayPickDirection {
  return pick === 'over' ? 'Over' : 'Under';
}

/** Pick text after the player name: `Over 245.5 Passing Yards`. */
export function pickText(pick: PickDirection, lineValue: number, statType: StatType): string {
  return `${displayDirection(pick)} ${lineValue} ${propTypeTitle(statType)}`;
}

/** Feed item description: player name then pick text. */
export function pickDescription(
  player: string,
  pick: PickDirection,
  lineValue: number,
  statType: StatType,
): string {
  return `${player} ${pickText(pick, lineValue, statType)}`;
}

/** Avatar initials: first letters of the first and last words, upper-cased. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
