import type { ConfidenceBand } from '@edgeboard/domain';

/** The admin confidence filter (spec section 9): high 80 or more, medium 60 to 79, low below 60. */
export const CONFIDENCE_BAND_OPTIONS: readonly { value: ConfidenceBand; label: string }[] = [
  { value: 'high', label: 'High (80+)' },
  { value: 'medium', label: 'Medium (60-79)' },
  { value: 'low', label: 'Low (<60)' },
];
