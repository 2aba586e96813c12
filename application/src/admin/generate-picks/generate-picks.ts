// Use cases: generating a week's AI picks with the engine (its dry-run preview, the run, and the re-pricing an
// edited line triggers). A run replaces the week's ungraded picks; graded picks, and picks whose game has
// kicked off by the season clock (the ledger), are never touched or duplicated.
import {
  hasKickedOff,
  seasonWeekAt,
  type ActivityRepository,
  type AiPick,
  type AiPickRepository,
  type Clock,
  type GameRepository,
  type GeneratePicksPreview,
  type GeneratePicksPreviewQuery,
  type PropLineRepository,
} from '@edgeboard/domain';
import { computePicks, type GenerateDeps, type SkippedProp } from './compute-picks';
import { propKey } from './engine-inputs';

export interface GenerateResult {
  season: number;
  week: number;
  lines: number;
  /** Ungraded picks of props the run no longer makes. */
  deleted: number;
  /** Picks of props that had none. */
  inserted: number;
  /** Picks of props that had one, rewritten under the same id (bets stay linked, no new alert). */
  updated: number;
  picks: AiPick[];
  skipped: SkippedProp[];
}

export async function generateWeekPicks(
  deps: GenerateDeps,
  season: number,
  week: number,
): Promise<GenerateResult> {
  const lines = await deps.propLines.forWeek(season, week);
  // Picks of games already started are locked first, so the replace below cannot delete them.
  await deps.picks.lockStarted((deps.seasonClock ?? deps.clock).now().toISOString());
  const { picks, skipped } = await computePicks(deps, season, week, lines);
  const { deleted, inserted, updated } = await deps.picks.replaceUngradedForWeek(season, week, picks);
  // Answered as stored: a re-made pick kept its first publication time.
  const stored = new Map((await deps.picks.forWeek(season, week)).map((p) => [p.id, p]));
  const written = picks.map((p) => stored.get(p.id) ?? p);
  return { season, week, lines: lines.length, deleted, inserted, updated, picks: written, skipped };
}

/** An administrator's run: the week's picks generated, and the run written to the activity log. */
export async function generatePicks(
  deps: GenerateDeps & { activity: Pick<ActivityRepository, 'add'> },
  adminId: string,
  season: number,
  week: number,
): Promise<GenerateResult> {
  const result = await generateWeekPicks(deps, season, week);
  await deps.activity.add({
    user_id: adminId,
    activity: 'ai_picks_generated',
    target: `${season} week ${week}: ${result.inserted} new, ${result.updated} updated, ${result.deleted} deleted picks`,
  });
  return result;
}

export interface PreviewDeps {
  /** Season time: which week is current, which games have kicked off. */
  seasonClock: Clock;
  propLines: Pick<PropLineRepository, 'forWeek'>;
  picks: Pick<AiPickRepository, 'forWeek'>;
  games: Pick<GameRepository, 'forWeek'>;
}

/** What a run over the week (the current one unless named) would replace and keep; writes nothing. */
export async function previewGeneration(
  deps: PreviewDeps,
  query: GeneratePicksPreviewQuery,
): Promise<GeneratePicksPreview> {
  const now = deps.seasonClock.now();
  const current = seasonWeekAt(now);
  const season = query.season ?? current.season;
  const week = query.week ?? current.week;
  const [lines, picks, games] = await Promise.all([
    deps.propLines.forWeek(season, week),
    deps.picks.forWeek(season, week),
    deps.games.forWeek(season, week),
  ]);
  const gameById = new Map(games.map((g) => [g.id, g]));
  const graded = picks.filter((p) => p.result !== null).length;
  const locked = picks.filter(
    (p) => p.result === null && hasKickedOff({ pick: p, game: gameById.get(p.game_id ?? '') ?? null }, now),
  ).length;
  return {
    season,
    week,
    current,
    lines: lines.length,
    ungraded: picks.length - graded - locked,
    graded,
    locked,
  };
}

/**
 * After a line is edited, re-prices the picks of its player and stat type that week from every book's
 * current line (the same consensus as a generation run), leaving the week's other picks — an
 * administrator's hand edits included — as they are. Graded picks are never changed.
 */
export async function repricePicks(
  deps: GenerateDeps,
  season: number,
  week: number,
  keys: ReadonlySet<string>,
): Promise<{ repriced: number; skipped: SkippedProp[] }> {
  const lines = (await deps.propLines.forWeek(season, week)).filter((l) => keys.has(propKey(l)));
  if (lines.length === 0) return { repriced: 0, skipped: [] };
  const { picks, skipped } = await computePicks(deps, season, week, lines);
  return { repriced: await deps.picks.replaceUngraded(picks), skipped };
}
