import type { BandColour } from '@edgeboard/domain';

/** Screen colours of the domain's confidence bands; each at least 4.5:1 on white, so they also serve as text colours (WCAG AA). */
export const BAND_HEX: Record<BandColour, string> = {
  green: '#15803d',
  blue: '#2563eb',
  amber: '#b45309',
  red: '#dc2626',
};
