// The engine's own pre-game probability that a player scores (touchdowns over 0.5), for anytime-touchdown lines
// (issue #29 item 4): the model and features `npm run backtest -- --lines` prices a touchdowns line with (the model
// fitted on the seasons before the priced one, each prop's features from the games before its week), with no market
// in it, so it can be combined with the de-vigged market out of sample (anytime-blend.ts). The player is found from
// his games before the week, never the week's own box score: the backtest's matchLines needs his row of that week,
// and a row there means he had a carry or a target, which is known only after the game (a list priced before
// kick-off names players who will not touch the ball).
import { propFeatures } from '../features';
import { fitModel } from '../fit';
import { gameKey, lastIndexBefore } from '../history';
import type { History, PlayerLog } from '../history';
import { scoreFeatures } from '../score';
import { nameKey } from './player-names';

/** One anytime-touchdown line of the priced season: the player as the book prints him, teams as nflverse abbreviations. */
export interface AnytimeModelLine {
  season: number;
  week: number;
  awayTeam: string;
  homeTeam: string;
  player: string;
}

export interface AnytimeModelResult {
  /** Aligned with the lines: the calibrated P(touchdowns > 0.5); null when unmatched or too little history. */
  pModel: (number | null)[];
  /** Lines naming no player (or more than one) whose last game before the week was for one of its two teams. */
  unmatched: number;
  /** Matched lines of a player with too few earlier games to project. */
  noHistory: number;
  trainSeasons: number[];
}

export function anytimeModel(
  history: History,
  lines: readonly AnytimeModelLine[],
  season: number,
): AnytimeModelResult {
  const trainSeasons = history.seasons.filter((s) => s < season);
  const model = fitModel(history, { trainSeasons });
  const byName = new Map<string, PlayerLog[]>();
  for (const p of history.players.values()) {
    const key = nameKey(p.playerName);
    byName.set(key, [...(byName.get(key) ?? []), p]);
  }
  let unmatched = 0;
  let noHistory = 0;
  const pModel = lines.map((l) => {
    const key = gameKey(l.season, l.week);
    // His team is the one of his last game before the week (a list is one game's, so it must be one of its two);
    // a player who changed teams since is not found until he has played for the new one.
    const found = (byName.get(nameKey(l.player)) ?? []).flatMap((p) => {
      const last = p.games[lastIndexBefore(p.keys, key)];
      if (!last) return [];
      if (last.team === l.homeTeam) return [{ p, opponent: l.awayTeam }];
      if (last.team === l.awayTeam) return [{ p, opponent: l.homeTeam }];
      return [];
    });
    const one = found.length === 1 ? found[0] : undefined;
    if (!one) {
      unmatched += 1;
      return null;
    }
    const features = propFeatures(history, {
      playerId: one.p.playerId,
      statType: 'touchdowns',
      season: l.season,
      week: l.week,
      opponent: one.opponent,
    });
    if (!features) {
      noHistory += 1;
      return null;
    }
    return scoreFeatures(features, 'touchdowns', 0.5, model).pOverCalibrated;
  });
  return { pModel, unmatched, noHistory, trainSeasons };
}
