// What the pick engine reads of a week's stored lines: a prop's lines grouped into every book's quote.
import type { PropLine } from '@edgeboard/domain';
import type { BookQuote } from '@edgeboard/engine';

/** Every book's line for one player and stat type. */
export interface PropBooks {
  playerId: string | null;
  player: string;
  statType: string;
  gameId: string | null;
  books: BookQuote[];
}

/** The player and stat type a line is about: the key its consensus group and its pick share. */
export const propKey = (l: Pick<PropLine, 'player_id' | 'player' | 'stat_type'>): string =>
  `${l.player_id ?? l.player.trim().toLowerCase()}|${l.stat_type}`;

/** One group per player and stat type, each book's line and prices in it (the import's single `odds` is the over's). */
export function propBooks(lines: readonly PropLine[]): PropBooks[] {
  const groups = new Map<string, PropLine[]>();
  for (const l of lines) {
    const key = propKey(l);
    const g = groups.get(key);
    if (g) g.push(l);
    else groups.set(key, [l]);
  }
  const out: PropBooks[] = [];
  for (const group of groups.values()) {
    const first = group[0];
    if (!first) continue;
    out.push({
      playerId: group.find((l) => l.player_id)?.player_id ?? null,
      player: first.player,
      statType: first.stat_type,
      gameId: group.find((l) => l.game_id)?.game_id ?? null,
      books: group.map((l) => ({
        sportsbook: l.sportsbook,
        line: l.line_value,
        overOdds: l.over_odds ?? l.odds,
        underOdds: l.under_odds ?? null,
        pulledAt: l.pulled_at,
      })),
    });
  }
  return out;
}
