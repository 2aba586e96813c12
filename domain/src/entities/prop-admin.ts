// Back-office answers about picks that are not the pick itself: a generation run's dry run and the picks a
// prop line prices.
import { z } from 'zod';
import { Season, Week } from './game';
import { AiPick } from './prop';

/**
 * GET /api/admin/ai-picks/generate/preview: what a run for the week would replace, counted without running the
 * engine, and the current week by the server's season clock (the generate screen's default).
 */
export const GeneratePicksPreview = z.object({
  season: Season,
  week: Week,
  /** The week the season clock is in now. */
  current: z.object({ season: Season, week: Week }),
  /** Prop lines stored for the week (none: a run answers 404 and changes nothing). */
  lines: z.number().int().min(0),
  /** Ungraded picks of the week not yet kicked off: a run deletes them and writes the engine's picks instead. */
  ungraded: z.number().int().min(0),
  /** Graded picks of the week: a run keeps them. */
  graded: z.number().int().min(0),
  /** Ungraded picks whose game has kicked off (season clock): part of the record, a run keeps them. */
  locked: z.number().int().min(0).optional(),
});
export type GeneratePicksPreview = z.infer<typeof GeneratePicksPreview>;

/** The preview's optional week (the current week when season and week are left out). */
export const GeneratePicksPreviewQuery = z
  .object({ season: z.coerce.number().pipe(Season), week: z.coerce.number().pipe(Week) })
  .partial();
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
