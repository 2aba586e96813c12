// The dev mock's line history (GET /api/props/{id}/lines): the demo season's pulls of a pick's prop, the same
// rows the server seeds, so the movement chart draws the same opening, moves and close in mock mode.
import type { LinePull, PickWithGame, PropLine, PropLineHistory } from '@edgeboard/domain';
import type { DemoWorld } from './demo-world';

const propKey = (gameId: string | null | undefined, statType: string, playerId: string | null | undefined) =>
  `${gameId ?? ''}|${statType}|${playerId ?? ''}`;

const pullsByProp = new WeakMap<DemoWorld, Map<string, PropLine[]>>();

function index(w: DemoWorld): Map<string, PropLine[]> {
  const known = pullsByProp.get(w);
  if (known) return known;
  const byProp = new Map<string, PropLine[]>();
  for (const line of w.season.propLines) {
    const key = propKey(line.game_id, line.stat_type, line.player_id);
    byProp.set(key, [...(byProp.get(key) ?? []), line]);
  }
  for (const lines of byProp.values())
    lines.sort((a, b) => a.pulled_at.localeCompare(b.pulled_at) || a.id.localeCompare(b.id));
  pullsByProp.set(w, byProp);
  return byProp;
}

const toPull = (l: PropLine): LinePull => ({
  book: l.sportsbook,
  line: l.line_value,
  overOdds: l.over_odds ?? null,
  underOdds: l.under_odds ?? null,
  pulledAt: l.pulled_at,
});

/** The pick's prop across books, oldest pull first (demo pulls all carry the player's id). */
export function lineHistoryOf(w: DemoWorld, { pick, game }: PickWithGame): PropLineHistory {
  const pulls = pick.game_id
    ? (index(w).get(propKey(pick.game_id, pick.stat_type, pick.player_id)) ?? [])
    : [];
  return {
    pickId: pick.id,
    publishedAt: pick.created_at,
    kickoff: game?.kickoff ?? null,
    pickBook: pick.sportsbook ?? null,
    pulls: pulls.map(toPull),
  };
}
