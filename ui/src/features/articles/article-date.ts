import { formatDisplayDate, parseInstant } from '@edgeboard/domain';

/** An article's YYYY-MM-DD (or full instant) as the app shows dates; the raw text if it does not parse. */
export function articleDate(value: string | null | undefined): string {
  const d = parseInstant(value);
  return d === null ? (value ?? '') : formatDisplayDate(d);
}
