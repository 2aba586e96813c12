// Which AI picks a prop line prices: a pick is one player's stat type in one week, priced from every book's
// line for it that week (generation and re-pricing group lines the same way), so editing or deleting the line
// moves those picks' market figures. The prop-line panel lists them before an edit or a delete.
import type { AiPick, PropLine } from '../entities/prop';
import type { PropLinePick } from '../entities/prop-admin';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether `pick` is priced from `line`: same season, week and stat type, same player (by id when both have one). */
export function isPricedFromLine(
  pick: Pick<AiPick, 'player' | 'player_id' | 'stat_type' | 'season' | 'week'>,
  line: Pick<PropLine, 'player' | 'player_id' | 'stat_type' | 'season' | 'week'>,
): boolean {
  if (line.season === undefined || line.week === undefined) return false;
  if (pick.season !== line.season || pick.week !== line.week || pick.stat_type !== line.stat_type)
    return false;
  return pick.player_id && line.player_id
    ? pick.player_id === line.player_id
    : sameName(pick.player, line.player);
}

/** The picks of the line's week priced from it, as the panel lists them (highest Edge Score first). */
export function picksPricedFromLine(line: PropLine, weekPicks: readonly AiPick[]): PropLinePick[] {
  return weekPicks
    .filter((p) => isPricedFromLine(p, line))
    .sort((a, b) => b.confidence - a.confidence || a.id.localeCompare(b.id))
    .map((p) => ({
      id: p.id,
      player: p.player,
      stat_type: p.stat_type,
      pick: p.pick,
      line_value: p.line_value,
      confidence: p.confidence,
      season: p.season,
      week: p.week,
      sportsbook: p.sportsbook ?? null,
      result: p.result,
    }));
}
