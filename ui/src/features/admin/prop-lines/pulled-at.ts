import { parseInstant } from '@edgeboard/domain';

const LOCAL_DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When a line was pulled, in the reader's own date and time format and zone. */
export function formatPulledAt(value: string): string {
  const d = parseInstant(value);
  return d === null ? value : LOCAL_DATE_TIME.format(d);
}
