// Matches a sportsbook lines file to the game log: each line to one player's game, the books of one prop
// grouped, each prop settled on the stat of its own game. What cannot be matched is listed with the reason.
import type { History } from '../history';
import { statValue } from '../stat-value';
import type { EngineStatType, GameLogRow } from '../types';
import type { LineRow } from './lines-file';
import { nameKey } from './player-names';
import type { BookQuote } from './price';

export interface UnmatchedLine {
  row: number;
  player: string;
  game: string;
  week: number;
  reason: string;
}

/** One prop of the file: a player, stat type and week, with every book that quoted it. */
export interface Prop {
  key: string;
  season: number;
  week: number;
  player: string;
  playerId: string;
  statType: EngineStatType;
  opponent: string;
  actual: number;
  books: BookQuote[];
  rows: number[];
}

/** Player-game rows of one season, by week, for matching lines to the game they were posted for. */
function gameRows(history: History, season: number): Map<number, GameLogRow[]> {
  const byWeek = new Map<number, GameLogRow[]>();
  for (const player of history.players.values()) {
    for (const g of player.games) {
      if (g.season !== season) continue;
      const list = byWeek.get(g.week) ?? [];
      list.push(g);
      byWeek.set(g.week, list);
    }
  }
  return byWeek;
}

/**
 * Matches each line to one player's game: same week, his team one of the line's two teams and his
 * opponent the other, and his name equal after normalisation (team tag, suffix, punctuation, known
 * nicknames). No match, or more than one, leaves the line unmatched with the reason.
 */
export function matchLines(
  history: History,
  lines: readonly LineRow[],
): { props: Prop[]; unmatched: UnmatchedLine[] } {
  const seasons = new Map<number, Map<number, GameLogRow[]>>();
  const props = new Map<string, Prop>();
  const unmatched: UnmatchedLine[] = [];
  for (const l of lines) {
    let weeks = seasons.get(l.season);
    if (!weeks) {
      weeks = gameRows(history, l.season);
      seasons.set(l.season, weeks);
    }
    const game = `${l.awayTeam} @ ${l.homeTeam}`;
    const inGame = (weeks.get(l.week) ?? []).filter(
      (g) =>
        (g.team === l.awayTeam && g.opponent === l.homeTeam) ||
        (g.team === l.homeTeam && g.opponent === l.awayTeam),
    );
    if (inGame.length === 0) {
      unmatched.push({
        row: l.row,
        player: l.player,
        game,
        week: l.week,
        reason: 'no such game in the data',
      });
      continue;
    }
    const key = nameKey(l.player);
    const found = inGame.filter((g) => nameKey(g.playerName) === key);
    if (found.length !== 1) {
      unmatched.push({
        row: l.row,
        player: l.player,
        game,
        week: l.week,
        reason:
          found.length === 0 ? 'no player of that name played in that game' : 'more than one player matches',
      });
      continue;
    }
    const g = found[0] as GameLogRow;
    const propKey = `${l.season}|${l.week}|${g.playerId}|${l.statType}`;
    let prop = props.get(propKey);
    if (!prop) {
      prop = {
        key: propKey,
        season: l.season,
        week: l.week,
        player: g.playerName,
        playerId: g.playerId,
        statType: l.statType,
        opponent: g.opponent,
        actual: statValue(g, l.statType),
        books: [],
        rows: [],
      };
      props.set(propKey, prop);
    }
    prop.books.push({ sportsbook: l.sportsbook, line: l.line, overOdds: l.overOdds, underOdds: l.underOdds });
    prop.rows.push(l.row);
  }
  return { props: [...props.values()], unmatched };
}
