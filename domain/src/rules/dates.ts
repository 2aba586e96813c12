const DISPLAY_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `MMM D, YYYY` in en-US, UTC, e.g. `Jan 5, 2026`. */
export function formatDisplayDate(date: Date): string {
  return DISPLAY_DATE.format(date);
}

/** Parses an ISO string or Date; null when missing or not a real instant. */
export function parseInstant(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

function daysInUtcMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/**
 * `date` moved by whole calendar months in UTC, keeping its day of month clamped to the target
 * month's length (Jan 31 + 1 month = Feb 28 or 29) and its time of day. Always computed from the
 * original date, so a chain of steps never drifts to an earlier day.
 */
export function addMonthsClamped(date: Date, months: number): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + months;
  const targetYear = y + Math.floor(m / 12);
  const targetMonth = ((m % 12) + 12) % 12;
  const day = Math.min(date.getUTCDate(), daysInUtcMonth(targetYear, targetMonth));
  return new Date(
    Date.UTC(
      targetYear,
      targetMonth,
      day,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}

/** `date` plus whole calendar years in UTC (Feb 29 becomes Feb 28 in a non-leap year). */
export function addYearsClamped(date: Date, years: number): Date {
  return addMonthsClamped(date, years * 12);
}
