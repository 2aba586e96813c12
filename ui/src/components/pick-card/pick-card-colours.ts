import type { BandColour, StarColour, TierColour } from '@edgeboard/domain';

// The domain names colour bands; these are their on-screen values (WCAG AA on white for text use).
export const BAND_HEX: Record<BandColour, string> = {
  green: '#16a34a',
  blue: '#2563eb',
  amber: '#d97706',
  red: '#dc2626',
};

export const TIER_HEX: Record<TierColour, string> = {
  primary: '#1d4ed8',
  ...BAND_HEX,
};

export const STAR_HEX: Record<StarColour, string> = {
  red: '#dc2626',
  yellow: '#eab308',
  green: '#16a34a',
};

export const EMPTY_STAR_HEX = '#cbd5e1';
