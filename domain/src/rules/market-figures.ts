// The market figures every page prints about one pick (probabilities, expected value, break-even), formatted
// once: the engine writes them into the analysis text and the web app's Market section prints them from the
// stored four-decimal values, and both go through these functions, so the two can never disagree.
import { impliedProbability } from './odds';

/** Four decimals: how a pick's probabilities and expected value are stored. */
export const roundStored = (x: number): number => Math.round(x * 1e4) / 1e4;

/** 0.5213 → "52.1%": a probability as the pages print it. Pass the stored value (roundStored). */
export function formatProbability(p: number): string {
  return `${(p * 100).toFixed(1)}%`;
}

/** Expected value in percent of the stake, one decimal (+5.1 = 5.1 cents per dollar). Pass the stored value. */
export function evPercentOf(ev: number): number {
  return Math.round(ev * 1000) / 10;
}

/** The win rate a price needs to break even: its implied probability, margin included (-110 needs 52.4%). */
export function breakEvenProbability(odds: number): number {
  return impliedProbability(odds);
}
