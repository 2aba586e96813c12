import type { CSSProperties } from 'react';

/**
 * A row whose items go to its two ends, centred on one line, and wrap under each other on a narrow screen:
 * a title beside its actions, a pager's count beside its buttons.
 */
export const spreadRow: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  alignItems: 'center',
  justifyContent: 'space-between',
};
