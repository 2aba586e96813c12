// The value shapes every query schema (queries.ts, admin-queries.ts, record.ts, odds-board.ts) builds on.
import { z } from 'zod';
import { INTEGER_COLUMN_MAX, SortOrder } from './common';
import { Season, Week } from './game';

/**
 * Query strings arrive as strings: an empty value, or an "All ..." choice, means "no filter". Numbers
 * are coerced, then range-checked.
 */
const blankToUndefined = (v: unknown): unknown => {
  if (v === null || v === undefined) return undefined;
  if (typeof v !== 'string') return v;
  const t = v.trim();
  return t === '' || t.toLowerCase() === 'all' || t.toLowerCase().startsWith('all ') ? undefined : t;
};

const blankTextToUndefined = (v: unknown): unknown =>
  typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : (v ?? undefined);

export const optionalFilter = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());
export const optionalText = (max: number) =>
  z.preprocess(blankTextToUndefined, z.string().max(max).optional());
export const intParam = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/**
 * A 1-based page number, the first page when left out; at most INTEGER_COLUMN_MAX, so that its offset (page
 * times page size) stays inside PostgreSQL's bigint OFFSET.
 */
export const pageParam = z.coerce.number().int().min(1).max(INTEGER_COLUMN_MAX).default(1);

/** The feed's and the performance page's sport filter ("All Sports": no filter). */
export const sportFilter = optionalFilter(z.string().max(20));

/** A season and a week as a query string carries them: coerced, then range-checked as the entities are. */
export const SeasonParam = z.coerce.number().pipe(Season);
export const WeekParam = z.coerce.number().pipe(Week);

/** The optional season and week filters of every list by week (blank or "All": no filter). */
export const seasonWeekFilter = {
  season: optionalFilter(SeasonParam),
  week: optionalFilter(WeekParam),
};

export const lowerCase = (v: unknown): unknown => (typeof v === 'string' ? v.toLowerCase() : v);

/** `asc` or `desc`, in any case. */
export const sortOrderParam = z.preprocess(lowerCase, SortOrder);
