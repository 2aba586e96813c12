// The alt-line ladder (issue #29 items 5 and 6): the lines around a posted one at which the anchored
// distribution is read, per stat type. Touchdowns are a fixed ladder (0.5, 1.5, 2.5: scores, twice, three times).
import type { EngineStatType } from '../types';

/** Steps from the posted line, per stat type; touchdowns list absolute lines instead. */
export const LADDER_STEPS: Record<Exclude<EngineStatType, 'touchdowns'>, readonly number[]> = {
  receptions: [-2, -1, 1, 2],
  passing_tds: [-2, -1, 1, 2],
  rushing_yards: [-20, -10, -5, 5, 10, 20],
  receiving_yards: [-20, -10, -5, 5, 10, 20],
  passing_yards: [-50, -25, -10, 10, 25, 50],
};

export const TOUCHDOWN_LADDER: readonly number[] = [0.5, 1.5, 2.5];

/** The ladder's lines around `line`, low to high (the posted line itself is left out, except touchdowns' fixed three). */
export function ladderLines(statType: EngineStatType, line: number): number[] {
  if (statType === 'touchdowns') return [...TOUCHDOWN_LADDER];
  return LADDER_STEPS[statType].map((s) => line + s);
}
