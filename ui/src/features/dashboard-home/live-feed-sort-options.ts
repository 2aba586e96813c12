import type { DashboardSortBy } from './dashboard.api';

export const LIVE_FEED_SORT_OPTIONS: { value: DashboardSortBy; label: string }[] = [
  { value: 'ev', label: 'Value (EV)' },
  { value: 'confidence', label: 'Confidence' },
  { value: 'start_time', label: 'Start Time' },
  { value: 'type', label: 'Prop Type' },
];

export const SORT_LABEL = 'Sort live feed';
/** The select's width, kept by its stand-in while the select's code loads (no shift when it arrives). */
export const SORT_WIDTH = 140;
