import type { BandColour } from '@edgeboard/domain';

/** Screen colours of the domain's confidence bands; each passes 3:1 contrast on white for graphics. */
export const BAND_HEX: Record<BandColour, string> = {
  green: '#16a34a',
  blue: '#2563eb',
  amber: '#d97706',
  red: '#dc2626',
};
