// The dev mock's prop lines for GET /api/props/{id}/lines: the port's `history` over the demo season's pulls, the
// same rows the server seeds, so the movement chart draws the same opening, moves and close in mock mode. The
// access rule and the answer's shape are the use case's (application/src/props/get-prop-line-history).
import type { LinePull, PropKey, PropLine, PropLineRepository } from '@edgeboard/domain';
import { byText } from '@edgeboard/application/props/pick-access';
import type { DemoWorld } from './demo-world';

const gameStat = (gameId: string | null | undefined, statType: string) => `${gameId ?? ''}|${statType}`;

const toPull = (l: PropLine): LinePull => ({
  book: l.sportsbook,
  line: l.line_value,
  overOdds: l.over_odds ?? null,
  underOdds: l.under_odds ?? null,
  pulledAt: l.pulled_at,
});

/** The SQL repository's match: the player's id, or the trimmed name on lines stored without one. */
function samePlayer(line: PropLine, prop: PropKey): boolean {
  const byName = line.player.trim().toLowerCase() === prop.player.trim().toLowerCase();
  if (prop.playerId === null) return byName;
  return line.player_id === prop.playerId || (line.player_id == null && byName);
}

/** Every pull of one prop across books, oldest first, ties by id (indexed once per world by game and stat). */
export function demoPropLines(w: DemoWorld): Pick<PropLineRepository, 'history'> {
  const byGameStat = new Map<string, PropLine[]>();
  for (const line of w.season.propLines) {
    const key = gameStat(line.game_id, line.stat_type);
    byGameStat.set(key, [...(byGameStat.get(key) ?? []), line]);
  }
  return {
    history: (prop) => {
      const lines = (byGameStat.get(gameStat(prop.gameId, prop.statType)) ?? []).filter((l) =>
        samePlayer(l, prop),
      );
      lines.sort((a, b) => byText(a.pulled_at, b.pulled_at) || byText(a.id, b.id));
      return Promise.resolve(lines.map(toPull));
    },
  };
}
