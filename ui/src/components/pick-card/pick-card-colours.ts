import type { BandColour, PickLabelColour, StarColour, TierColour } from '@edgeboard/domain';

// The domain names colour bands; these are their on-screen values (each at least 4.5:1 on white: WCAG AA for text).
export const BAND_HEX: Record<BandColour, string> = {
  green: '#15803d',
  blue: '#2563eb',
  amber: '#b45309',
  red: '#dc2626',
};

export const TIER_HEX: Record<TierColour, string> = {
  primary: '#1d4ed8',
  ...BAND_HEX,
};

/** A pick label's colour: the tier's, or slate grey for a no-play (7.6:1 on white). */
export const LABEL_HEX: Record<PickLabelColour, string> = { ...TIER_HEX, grey: '#475569' };

export const STAR_HEX: Record<StarColour, string> = {
  red: '#dc2626',
  yellow: '#eab308',
  green: '#15803d',
};

export const EMPTY_STAR_HEX = '#cbd5e1';
