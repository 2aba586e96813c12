// Numbers as the research page prints them: stat values with at most one decimal, percentages with one.
import { formatAmericanOdds, propTypeTitle, type EngineStatType } from '@edgeboard/domain';

export const statValue = (v: number): string => (Number.isInteger(v) ? String(v) : v.toFixed(1));

export const percent = (x: number): string => `${(x * 100).toFixed(1)}%`;

/** EV per unit staked with its sign: "+4.2%", "-2.3%". */
export const signedPercent = (x: number): string => `${x > 0 ? '+' : ''}${(x * 100).toFixed(1)}%`;

/** Fair odds are unrounded; books print whole numbers. */
export const fairOdds = (odds: number): string => formatAmericanOdds(odds);

export const statTitle = (s: EngineStatType): string => propTypeTitle(s);

export const PUSH_NOTE = 'A game exactly on the line is a push: it counts as a game played, not as a hit.';
