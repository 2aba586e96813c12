import { parseInstant } from '@edgeboard/domain';

const LOCAL_DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When a line was pulled, in the reader's own date and time format and zone. */
export function formatPulledAt(value: string): string {
  const d = parseInstant(value);
  return d === null ? value : LOCAL_DATE_TIME.format(d);
}

/**
 * A calendar day picked by the admin (`YYYY-MM-DD`) as the instants the API filters pulled_at by: the reader's
 * local midnight to the next one (23 or 25 hours across a clock change). Anything else is no filter.
 */
export function localDayRange(day: string): { pulledFrom: string; pulledTo: string } | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (m === null) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const start = new Date(y, mo, d);
  if (start.getFullYear() !== y || start.getMonth() !== mo || start.getDate() !== d) return undefined;
  return { pulledFrom: start.toISOString(), pulledTo: new Date(y, mo, d + 1).toISOString() };
}
