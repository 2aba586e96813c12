// What makes a set of legs unpriceable as one parlay, as codes the API turns into a 400 with the reason.
import type { ParlayLeg } from './types';

export const MIN_PARLAY_LEGS = 2;
export const MAX_PARLAY_LEGS = 6;

export type ParlayIssueCode =
  | 'too_few_legs'
  | 'too_many_legs'
  | 'bad_probability'
  | 'duplicate_prop'
  | 'contradictory_legs'
  | 'different_games';

export interface ParlayIssue {
  code: ParlayIssueCode;
  /** The legs concerned (indexes). */
  legs: number[];
  message: string;
}

/** One leg's identity: player, stat, line and side. */
export function legKey(leg: Pick<ParlayLeg, 'playerId' | 'statType' | 'line' | 'side'>): string {
  return `${leg.playerId}|${leg.statType}|${leg.line}|${leg.side}`;
}

/** The prop a leg is on (player and stat type), whatever its line and side. */
export function propKey(leg: Pick<ParlayLeg, 'playerId' | 'statType'>): string {
  return `${leg.playerId}|${leg.statType}`;
}

/** Whether two legs on the same prop cannot both win: over one line and under a line at or below it. */
export function contradictory(a: ParlayLeg, b: ParlayLeg): boolean {
  if (propKey(a) !== propKey(b) || a.side === b.side) return false;
  const [over, under] = a.side === 'over' ? [a, b] : [b, a];
  return under.line <= over.line;
}

/**
 * Every problem with the legs. `sameGameOnly` (the API's rule for a same-game parlay) also flags legs of
 * another game than the first leg's; the engine itself prices cross-game legs as independent.
 */
export function validateParlay(
  legs: readonly ParlayLeg[],
  options: { sameGameOnly?: boolean } = {},
): ParlayIssue[] {
  const issues: ParlayIssue[] = [];
  if (legs.length < MIN_PARLAY_LEGS)
    issues.push({
      code: 'too_few_legs',
      legs: [],
      message: `A parlay needs at least ${MIN_PARLAY_LEGS} legs.`,
    });
  if (legs.length > MAX_PARLAY_LEGS)
    issues.push({
      code: 'too_many_legs',
      legs: [],
      message: `A parlay takes at most ${MAX_PARLAY_LEGS} legs.`,
    });
  legs.forEach((leg, i) => {
    if (!(leg.pOver >= 0 && leg.pOver <= 1))
      issues.push({
        code: 'bad_probability',
        legs: [i],
        message: `Leg ${i + 1} has no probability between 0 and 1.`,
      });
  });
  legs.forEach((a, i) => {
    legs.forEach((b, j) => {
      if (j <= i) return;
      if (propKey(a) === propKey(b) && a.side === b.side)
        issues.push({
          code: 'duplicate_prop',
          legs: [i, j],
          message: `Legs ${i + 1} and ${j + 1} are the same prop twice (${a.playerName} ${a.statType} ${a.side}).`,
        });
      else if (contradictory(a, b))
        issues.push({
          code: 'contradictory_legs',
          legs: [i, j],
          message: `Legs ${i + 1} and ${j + 1} cannot both win (${a.playerName} ${a.statType} ${a.side} ${a.line} and ${b.side} ${b.line}).`,
        });
    });
  });
  const first = legs[0];
  if (options.sameGameOnly && first) {
    const other = legs.flatMap((l, i) =>
      (l.team === first.team && l.opponent === first.opponent) ||
      (l.team === first.opponent && l.opponent === first.team)
        ? []
        : [i],
    );
    if (other.length > 0)
      issues.push({
        code: 'different_games',
        legs: other,
        message: `Leg${other.length > 1 ? 's' : ''} ${other.map((i) => i + 1).join(', ')} ${other.length > 1 ? 'are' : 'is'} not from the game of leg 1.`,
      });
  }
  return issues;
}
