import '../zod-config';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email-pattern';

/**
 * The years a stored date may fall in (docs/security.md, Bad input). PostgreSQL refuses year 0000, which
 * SQLite keeps as text, so an unbounded date answered 500 on one engine only; no date the product keeps (a
 * season, a bet, a billing period) falls outside these.
 */
export const EARLIEST_YEAR = 1900;
// 2200, not 2100: an administrator's plan runs about 100 years from now (resolveSubscription), and the API's
// own answers are read with these schemas.
export const LATEST_YEAR = 2200;
const YEARS_MESSAGE = `Expected a date in the years ${String(EARLIEST_YEAR)} to ${String(LATEST_YEAR)}`;
const EARLIEST_MS = Date.UTC(EARLIEST_YEAR, 0, 1);
const AFTER_LATEST_MS = Date.UTC(LATEST_YEAR + 1, 0, 1);
const inYears = (iso: string) => {
  const ms = Date.parse(iso);
  return ms >= EARLIEST_MS && ms < AFTER_LATEST_MS;
};

/**
 * Timestamps cross every edge as ISO 8601 strings with an explicit offset (`Z` or `+hh:mm`), so a value
 * read from SQLite, PostgreSQL or JSON means the same instant everywhere; the instant is in the years above.
 */
export const Timestamp = z.iso.datetime({ offset: true }).refine(inYears, YEARS_MESSAGE);
export type Timestamp = z.infer<typeof Timestamp>;

/** Calendar date `YYYY-MM-DD`, in the years above. */
export const CalendarDate = z.iso.date().refine(inYears, YEARS_MESSAGE);
export type CalendarDate = z.infer<typeof CalendarDate>;

/**
 * User ids come from the auth service as UUIDs. `guid` (any 8-4-4-4-12 hex) rather than `uuid` (RFC
 * variant bits) so deterministic fixture ids such as 00000000-0000-0000-0000-000000000001 are accepted.
 */
export const UserId = z.guid();
export type UserId = z.infer<typeof UserId>;

/**
 * An e-mail address as the product keeps it: zod's e-mail rule (ASCII letters, digits and `_'+-.` before the @,
 * a dotted domain ending in a TLD of 2+ letters) and at most 254 characters. The auth stand-in refuses a sign-up
 * by this same rule (isValidEmail), so no address reaches the profile table that the table's reader would refuse.
 */
export const EmailAddress = z.email({ pattern: EMAIL_PATTERN }).max(EMAIL_MAX_LENGTH);
export type EmailAddress = z.infer<typeof EmailAddress>;

/**
 * The largest value of PostgreSQL's `integer` (SQLite's holds 2^63): the bound of every integer input that is
 * stored or compared with an integer column. PostgreSQL refused 2^31 with a 500 where SQLite answered.
 */
export const INTEGER_COLUMN_MAX = 2_147_483_647;

/** Other entity ids are opaque non-empty strings (database keys, provider ids). */
export const EntityId = z.string().min(1);
export type EntityId = z.infer<typeof EntityId>;

/** An Edge Score / confidence: an integer percentage. */
export const Confidence = z.number().int().min(0).max(100);
export type Confidence = z.infer<typeof Confidence>;

/** A probability as a fraction 0..1 (model, fair, published, hit rates): one rule for every such field. */
export const Probability = z.number().min(0).max(1);
export type Probability = z.infer<typeof Probability>;

/** IANA time zone name such as America/New_York. */
export const TimeZone = z
  .string()
  .regex(/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/, 'Expected an IANA time zone name');
export type TimeZone = z.infer<typeof TimeZone>;

export const SortOrder = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof SortOrder>;
