/** Edge Score presentation rules (subscriber spec section 4, admin spec section 9). */

/** Round to the nearest integer and clamp to 0..100; non-finite input gives 0. */
export function clampConfidence(x: number): number {
  if (!Number.isFinite(x)) return 0;
  return Math.min(100, Math.max(0, Math.round(x)));
}

/**
 * The Edge Score of a published probability that the call wins: 100 x p, rounded and clamped to 0..100. The one
 * place a score is made (each of the engine's pricing paths calls it); it is stored and sent as `confidence`.
 */
export function edgeScoreOf(winProbability: number): number {
  return clampConfidence(winProbability * 100);
}

export type TierColour = 'primary' | 'green' | 'blue' | 'amber' | 'red';
export type TierLabel = 'Top Pick' | 'Hot Pick' | 'Strong Play' | 'Value Pick' | 'Nothing Special';

export interface ConfidenceTier {
  label: TierLabel;
  stars: number;
  colour: TierColour;
}

/*
 * Every rule below first applies clampConfidence, so a score is banded exactly as it is displayed
 * (89.6 shows as 90% and is a Top Pick).
 */

/** The finer star scale. */
export function fineStars(c: number): number {
  const v = clampConfidence(c);
  if (v >= 90) return 5;
  if (v >= 85) return 4.5;
  if (v >= 80) return 4;
  if (v >= 70) return 3.5;
  if (v >= 60) return 3;
  if (v >= 50) return 2.5;
  if (v >= 40) return 2;
  return 1;
}

export function confidenceTier(c: number): ConfidenceTier {
  const v = clampConfidence(c);
  if (v >= 90) return { label: 'Top Pick', stars: 5, colour: 'primary' };
  if (v >= 80) return { label: 'Hot Pick', stars: 4, colour: 'green' };
  if (v >= 70) return { label: 'Strong Play', stars: 3.5, colour: 'blue' };
  if (v >= 60) return { label: 'Value Pick', stars: 3, colour: 'amber' };
  return { label: 'Nothing Special', stars: fineStars(v), colour: 'red' };
}

export type StarColour = 'red' | 'yellow' | 'green';

export function starColour(stars: number): StarColour {
  if (stars <= 2) return 'red';
  if (stars < 5) return 'yellow';
  return 'green';
}

export type BandColour = 'green' | 'blue' | 'amber' | 'red';

export interface RingStyle {
  colour: BandColour;
  pulse: boolean;
}

export function ringStyle(c: number): RingStyle {
  const v = clampConfidence(c);
  if (v >= 90) return { colour: 'green', pulse: true };
  if (v >= 80) return { colour: 'green', pulse: false };
  if (v >= 70) return { colour: 'blue', pulse: false };
  if (v >= 60) return { colour: 'amber', pulse: false };
  return { colour: 'red', pulse: false };
}

export function bandColour(c: number): BandColour {
  const v = clampConfidence(c);
  if (v >= 80) return 'green';
  if (v >= 70) return 'blue';
  if (v >= 60) return 'amber';
  return 'red';
}

export type AdminConfidenceBand = 'high' | 'medium' | 'low';

export function adminConfidenceBand(c: number): AdminConfidenceBand {
  const v = clampConfidence(c);
  if (v >= 80) return 'high';
  if (v >= 60) return 'medium';
  return 'low';
}

/** Inclusive confidence range of an admin band, for filtering in storage. */
export function adminBandRange(band: AdminConfidenceBand): { min: number; max: number } {
  if (band === 'high') return { min: 80, max: 100 };
  if (band === 'medium') return { min: 60, max: 79 };
  return { min: 0, max: 59 };
}
