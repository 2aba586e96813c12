import { z } from 'zod';
import { Probability, Timestamp } from './common';
import { RecordHeadline } from './headline';
import { PickHeadline, PickResult } from './prop';

/** A graded pick as the performance table shows it; profitLoss in units for a one-unit stake, null without a price. */
export const PerformanceRow = PickHeadline.extend({
  date: Timestamp,
  result: PickResult,
  profitLoss: z.number().nullable(),
  /** False for a pick published as a pass (verdict no_play). Absent from older answers. */
  play: z.boolean().optional(),
  /** Closing line value in points of no-vig probability; null when the pick has no recorded close. */
  clv: z.number().nullish(),
  /** The American price it was published at, and the book (as the record shows them); null without a price. */
  price: z.number().int().nullish(),
  book: z.string().nullish(),
});
export type PerformanceRow = z.infer<typeof PerformanceRow>;

export const CategoryRecord = z.object({
  category: z.string(),
  wins: z.number().int().min(0),
  losses: z.number().int().min(0),
  pushes: z.number().int().min(0),
});
export type CategoryRecord = z.infer<typeof CategoryRecord>;

export const StreakType = z.enum(['win', 'loss', 'none']);
export type StreakType = z.infer<typeof StreakType>;

export const PerformanceSummary = z.object({
  totalBets: z.number().int().min(0),
  wins: z.number().int().min(0),
  losses: z.number().int().min(0),
  pushes: z.number().int().min(0),
  /** e.g. "57.1%". */
  winRate: z.string().regex(/^-?\d+\.\d%$/),
  roi: z.string().regex(/^-?\d+\.\d%$/),
  profitLoss: z.number(),
  streakType: StreakType,
  streakCount: z.number().int().min(0),
  bestCategory: z.string(),
  worstCategory: z.string(),
  /** Mean closing line value (points of no-vig probability) of the graded picks with a close; null when none has. */
  averageClv: z.number().nullish(),
  /** How many graded picks carry a close (the averages' n). */
  clvCount: z.number().int().min(0).optional(),
  /** Share of those picks that beat the close (clv > 0), 0..1; null when none has a close. */
  beatCloseRate: Probability.nullish(),
  /** W-L, ROI, units and mean CLV with their n and 95% intervals, over the same picks as the cards. */
  headline: RecordHeadline.optional(),
  /** Each prop type's W-L-P over the same picks: the win-rate chart, whose best and worst are the cards'. */
  categories: z.array(CategoryRecord).optional(),
});
export type PerformanceSummary = z.infer<typeof PerformanceSummary>;

/** What the client shows when the summary call fails. */
export const EMPTY_PERFORMANCE_SUMMARY: PerformanceSummary = {
  totalBets: 0,
  wins: 0,
  losses: 0,
  pushes: 0,
  winRate: '0.0%',
  roi: '0.0%',
  profitLoss: 0,
  streakType: 'none',
  streakCount: 0,
  bestCategory: 'None',
  worstCategory: 'None',
  categories: [],
};

export const PaginationMeta = z.object({
  page: z.number().int().min(0),
  pageSize: z.number().int().min(0),
  totalItems: z.number().int().min(0),
  totalPages: z.number().int().min(0),
});
export type PaginationMeta = z.infer<typeof PaginationMeta>;

export const PerformanceDataResponse = z.object({
  data: z.array(PerformanceRow),
  meta: PaginationMeta,
});
export type PerformanceDataResponse = z.infer<typeof PerformanceDataResponse>;
