import '../zod-config';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email-pattern';

/**
 * Timestamps cross every edge as ISO 8601 strings with an explicit offset (`Z` or `+hh:mm`), so a value
 * read from SQLite, PostgreSQL or JSON means the same instant everywhere.
 */
export const Timestamp = z.iso.datetime({ offset: true });
export type Timestamp = z.infer<typeof Timestamp>;

/** Calendar date `YYYY-MM-DD`. */
export const CalendarDate = z.iso.date();
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
