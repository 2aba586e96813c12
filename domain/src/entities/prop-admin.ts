// Back-office requests and answers about picks that are not the pick itself: a generation run, its dry run,
// the prop-line CSV import and the picks a prop line prices.
import { z } from 'zod';
import { SeasonWeek } from './game';
import { AiPick } from './prop';
import { SeasonParam, WeekParam } from './query-params';

/**
 * GET /api/admin/ai-picks/generate/preview: what a run for the week would replace, counted without running the
 * engine, and the current week by the server's season clock (the generate screen's default).
 */
export const GeneratePicksPreview = SeasonWeek.extend({
  /** The week the season clock is in now. */
  current: SeasonWeek,
  /** Prop lines stored for the week (none: a run answers 404 and changes nothing). */
  lines: z.number().int().min(0),
  /**
   * Ungraded picks of the week not yet kicked off: a run rewrites those whose prop it prices again (same id) and
   * deletes the others.
   */
  ungraded: z.number().int().min(0),
  /** Graded picks of the week: a run keeps them. */
  graded: z.number().int().min(0),
  /** Ungraded picks whose game has kicked off (season clock): part of the record, a run keeps them. */
  locked: z.number().int().min(0).optional(),
});
export type GeneratePicksPreview = z.infer<typeof GeneratePicksPreview>;

/** The preview's optional week (the current week when season and week are left out). */
export const GeneratePicksPreviewQuery = z.object({ season: SeasonParam, week: WeekParam }).partial();
export type GeneratePicksPreviewQuery = z.infer<typeof GeneratePicksPreviewQuery>;

/** A pick priced from a prop line (the prop-line panel's related AI picks). */
export const PropLinePick = AiPick.pick({
  id: true,
  player: true,
  stat_type: true,
  pick: true,
  line_value: true,
  confidence: true,
  season: true,
  week: true,
  sportsbook: true,
  result: true,
});
export type PropLinePick = z.infer<typeof PropLinePick>;

/** GET /api/admin/prop-lines/{id}/picks. */
export const PropLinePicks = z.object({ data: z.array(PropLinePick) });
export type PropLinePicks = z.infer<typeof PropLinePicks>;

/** The columns of a prop-line CSV import, in the order the example file uses (any order and case is read). */
export const PROP_LINE_CSV_COLUMNS = [
  'player',
  'stat_type',
  'line_value',
  'odds',
  'sportsbook',
  'game_id',
  'pulled_at',
] as const;

/**
 * POST /api/admin/prop-lines/import: each CSV line imported (or, on a preview, importable), refused, or
 * skipped because the same line is already stored (its `id` is then the stored line's).
 */
export const PropLineImportReport = z.object({
  imported: z.number().int(),
  refused: z.number().int(),
  skipped: z.number().int(),
  rows: z.array(
    z.object({
      line: z.number().int(),
      player: z.string(),
      stat_type: z.string(),
      status: z.enum(['imported', 'refused', 'skipped']),
      reasons: z.array(z.string()),
      id: z.string().optional(),
    }),
  ),
});
export type PropLineImportReport = z.infer<typeof PropLineImportReport>;

/** POST /api/admin/ai-picks/generate: the week to run the engine over. */
export const GeneratePicksRequest = SeasonWeek;
export type GeneratePicksRequest = z.infer<typeof GeneratePicksRequest>;

/** What a generation run read, replaced, wrote and skipped (with the reason). */
export const GeneratePicksResult = z.object({
  season: z.number().int(),
  week: z.number().int(),
  /** Prop lines of the week read. */
  lines: z.number().int(),
  /** Ungraded picks of props the run no longer makes: deleted (bets on them keep their copy of the prop). */
  deleted: z.number().int(),
  /** Picks of props that had none. */
  inserted: z.number().int(),
  /** Picks of props that had one, rewritten under the same id: bets stay linked and nobody is alerted again. */
  updated: z.number().int(),
  picks: z.array(AiPick),
  skipped: z.array(z.object({ player: z.string(), stat_type: z.string(), reason: z.string() })),
});
export type GeneratePicksResult = z.infer<typeof GeneratePicksResult>;
