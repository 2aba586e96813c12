// The public track record (issue #14 item 6): every graded pick as published, and how well the Edge Score
// was calibrated, for anyone to check without signing in. The export and the /record page answer these rows.
import { z } from 'zod';
import { Confidence, EntityId, Probability, Timestamp } from './common';
import { Season, Week } from './game';
import { AmericanOdds, ClosingLine } from './market';
import { PickDirection, PickResult, StatType } from './prop';
import { RecordHeadline } from './headline';
import { PaginationMeta } from './performance';
import { pickViewParam } from './queries';
import { optionalFilter, seasonWeekFilter } from './query-params';

/** The last pre-game line of the pick's book and the closing line value; only picks with line history carry it. */
export const RecordClosing = ClosingLine;
export type RecordClosing = ClosingLine;

/** One graded pick of the record. */
export const RecordRow = z.object({
  id: EntityId,
  /** When the pick was published (stored). */
  publishedAt: Timestamp,
  season: Season,
  week: Week,
  /** "Away @ Home". */
  game: z.string(),
  player: z.string().min(1),
  statType: StatType,
  line: z.number(),
  /** The published price (American odds); null for picks stored before prices were kept. */
  price: AmericanOdds.nullable(),
  book: z.string().nullable(),
  call: PickDirection,
  edgeScore: Confidence,
  result: PickResult,
  /** Units won or lost on a one-unit stake at the published price; null without a price (no price, no units). */
  profit: z.number().nullable(),
  /** False for a pick published as a pass (verdict no_play): graded and calibrated, but not a bet. */
  play: z.boolean(),
  /** Absent until line history (issue #14 item 4) records a close for the pick. */
  closing: RecordClosing.optional(),
});
export type RecordRow = z.infer<typeof RecordRow>;

/** The record's filters: season, week, stat type, view; blank or "All ..." means no filter (view: every pick). */
export const RecordQuery = z.object({
  ...seasonWeekFilter,
  statType: optionalFilter(StatType),
  // Left out, the API answers every graded pick (the record and its export always did); the page asks for plays.
  view: pickViewParam.transform((v) => v ?? 'all'),
});
export type RecordQuery = z.infer<typeof RecordQuery>;
export type RecordQueryInput = z.input<typeof RecordQuery>;

/** Rows per page of GET /api/performance/record, and the most one request may ask for. */
export const RECORD_PAGE_SIZE = 50;
export const RECORD_MAX_PAGE_SIZE = 200;

/** GET /api/performance/record: the filters and one page of rows (the export is never paged). */
export const RecordPageQuery = RecordQuery.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(RECORD_MAX_PAGE_SIZE).default(RECORD_PAGE_SIZE),
});
export type RecordPageQuery = z.infer<typeof RecordPageQuery>;
export type RecordPageQueryInput = z.input<typeof RecordPageQuery>;

export const RECORD_EXPORT_FORMATS = ['json', 'csv'] as const;
export const RecordExportQuery = RecordQuery.extend({
  format: optionalFilter(z.enum(RECORD_EXPORT_FORMATS)).transform((v) => v ?? 'json'),
});
export type RecordExportQuery = z.infer<typeof RecordExportQuery>;

/**
 * A 5-point Edge Score bucket holding at least one decided pick: how they did (pushes excluded), with a Wilson
 * 95% interval.
 */
export const RecordBucket = z.object({
  from: Confidence,
  to: Confidence,
  /** Decided picks (wins + losses), at least 1. */
  n: z.number().int().min(1),
  wins: z.number().int().min(0),
  /** Mean Edge Score / 100 of the decided picks. */
  promised: Probability,
  hitRate: Probability,
  low: Probability,
  high: Probability,
});
export type RecordBucket = z.infer<typeof RecordBucket>;

export const RecordCalibration = z.object({
  /** Buckets with a decided pick, lowest first. */
  buckets: z.array(RecordBucket),
  /** Decided picks in all. */
  n: z.number().int().min(0),
  /** Pushes in all: graded, but in no rate. */
  pushes: z.number().int().min(0),
  /** Mean squared error of Edge Score / 100 against the outcome; null with no decided pick. */
  brier: z.number().min(0).max(1).nullable(),
  /** Expected calibration error over the 5-point buckets; null with no decided pick. */
  ece: z.number().min(0).max(1).nullable(),
});
export type RecordCalibration = z.infer<typeof RecordCalibration>;

export const RecordResponse = z.object({
  /** One page of the matching rows, newest first. */
  rows: z.array(RecordRow),
  meta: PaginationMeta,
  /** Over every matching row, not the page. */
  headline: RecordHeadline,
  calibration: RecordCalibration,
  /** Seasons the whole record holds (every view), newest first: the season filter's choices. */
  seasons: z.array(Season),
});
export type RecordResponse = z.infer<typeof RecordResponse>;

export const RECORD_CLV_NOTE =
  'Closing line value starts with line history: picks published before it have no closing line to compare.';
