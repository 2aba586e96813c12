// The engine's picks for one week of a replayed real season, made as they would have been before that week's
// games: from game logs of earlier weeks only, priced against real book lines when the --lines file has the game,
// else against the engine's market proxy (line_source 'proxy', labelled so wherever the source is shown).
import { stableId, type AiPick, type Game, type Player } from '@edgeboard/domain';
import {
  ENGINE_STAT_TYPES,
  buildHistory,
  marketProxyLine,
  nameKey,
  pickMarketFields,
  predictProp,
  type BookQuote,
  type EngineModel,
  type EngineStatType,
  type GameLogRow,
  type LineRow,
  type Prediction,
} from '@edgeboard/engine';

/** Below this many earlier games the price reads "too little game history" (the engine's THIN_HISTORY_GAMES). */
const THIN_HISTORY_GAMES = 6;

export interface ReplayWeekInput {
  season: number;
  week: number;
  /** The week's games. */
  games: readonly Game[];
  /** Game logs of earlier weeks (any season). A row of this week or later is refused: no look-ahead. */
  earlier: readonly GameLogRow[];
  players: ReadonlyMap<string, Player>;
  model: EngineModel;
  /** Real book lines of this week (from --lines); a game with none is priced from the proxy. */
  lines: readonly LineRow[];
  /** When the week's picks are published (before its first kickoff). */
  publishAt: Date;
}

export interface ReplayWeekResult {
  picks: AiPick[];
  /** Lines of the file whose player or game could not be found before the week. */
  unmatchedLines: number;
}

const pairKey = (a: string, b: string) => [a, b].sort().join('|');
const isBefore = (r: GameLogRow, season: number, week: number) =>
  r.season < season || (r.season === season && r.week < week);
const r4 = (x: number) => Math.round(x * 1e4) / 1e4;

export function replayWeekPicks(input: ReplayWeekInput): ReplayWeekResult {
  const { season, week } = input;
  const ahead = input.earlier.find((r) => !isBefore(r, season, week));
  if (ahead) throw new Error(`replay: week ${String(week)} was given a log of week ${String(ahead.week)}`);
  const history = buildHistory(input.earlier);
  const rowsOf = new Map<string, GameLogRow[]>();
  for (const r of [...input.earlier].sort((a, b) => a.season - b.season || a.week - b.week))
    rowsOf.set(r.playerId, [...(rowsOf.get(r.playerId) ?? []), r]);
  // A team's last game before this week, and the players who played in it: the roster the proxy posts for.
  const lastGameOf = new Map<string, number>();
  for (const r of input.earlier) lastGameOf.set(r.team, Math.max(lastGameOf.get(r.team) ?? 0, key(r)));
  const rosterOf = new Map<string, string[]>();
  const lastTeamOf = new Map<string, string>();
  for (const [playerId, rows] of rowsOf) {
    const last = rows[rows.length - 1];
    if (!last) continue;
    lastTeamOf.set(playerId, last.team);
    if (key(last) === lastGameOf.get(last.team))
      rosterOf.set(last.team, [...(rosterOf.get(last.team) ?? []), playerId]);
  }
  const linesByGame = new Map<string, LineRow[]>();
  for (const l of input.lines)
    linesByGame.set(pairKey(l.awayTeam, l.homeTeam), [
      ...(linesByGame.get(pairKey(l.awayTeam, l.homeTeam)) ?? []),
      l,
    ]);

  const picks: AiPick[] = [];
  let unmatchedLines = 0;
  const publishAt = input.publishAt.toISOString();
  for (const game of input.games) {
    const pick = (
      playerId: string,
      team: string,
      statType: EngineStatType,
      p: Prediction | null,
      market: Partial<AiPick>,
    ) => {
      const player = input.players.get(playerId);
      if (!p || !player) return;
      const opponent = team === game.home_team ? game.away_team : game.home_team;
      picks.push({
        id: stableId(`replay-pick:${game.id}|${playerId}|${statType}`),
        player: player.name,
        player_id: playerId,
        opponent,
        stat_type: statType,
        pick: p.call,
        line_value: p.line,
        confidence: p.edgeScore,
        reasoning: p.reasoning,
        condensed_reasoning: p.condensedReasoning,
        analysis: p.analysis,
        season,
        week,
        game_id: game.id,
        team,
        position: player.position,
        projection: { mean: p.mean, sd: p.sd },
        p_over: p.pOver,
        ...market,
        result: null,
        actual_value: null,
        profit: null,
        graded_at: null,
        created_at: publishAt,
      });
    };
    const prop = (playerId: string, team: string, statType: EngineStatType, line: number) => ({
      playerId,
      statType,
      line,
      season,
      week,
      opponent: team === game.home_team ? game.away_team : game.home_team,
      date: game.kickoff.slice(0, 10),
    });

    const booked = linesByGame.get(pairKey(game.home_team, game.away_team));
    if (booked) {
      // Book lines: every book's quote of a player's stat, the player found by name among the two clubs.
      const byName = new Map<string, string>();
      for (const [playerId, team] of lastTeamOf)
        if (team === game.home_team || team === game.away_team) {
          const name = input.players.get(playerId)?.name;
          if (name) byName.set(nameKey(name), playerId);
        }
      const props = new Map<string, { playerId: string; statType: EngineStatType; books: BookQuote[] }>();
      for (const l of booked) {
        const playerId = byName.get(nameKey(l.player));
        if (!playerId) {
          unmatchedLines++;
          continue;
        }
        const k = `${playerId}|${l.statType}`;
        const entry = props.get(k) ?? { playerId, statType: l.statType, books: [] };
        entry.books.push({
          sportsbook: l.sportsbook,
          line: l.line,
          overOdds: l.overOdds,
          underOdds: l.underOdds,
        });
        props.set(k, entry);
      }
      for (const { playerId, statType, books } of props.values()) {
        const team = lastTeamOf.get(playerId) ?? game.home_team;
        const p = predictProp(prop(playerId, team, statType, NaN), history, input.model, {
          books,
          now: input.publishAt,
        });
        if (p?.market) pick(playerId, team, statType, p, pickMarketFields(p.market));
      }
      continue;
    }
    // No book line: the engine's market proxy posts the line; with no price there is no expected value to bet.
    for (const team of [game.home_team, game.away_team]) {
      for (const playerId of rosterOf.get(team) ?? []) {
        const earlier = rowsOf.get(playerId) ?? [];
        const position = input.players.get(playerId)?.position ?? earlier[earlier.length - 1]?.position ?? '';
        for (const statType of ENGINE_STAT_TYPES) {
          const line = marketProxyLine(statType, earlier, position);
          if (line === null) continue;
          const p = predictProp(prop(playerId, team, statType, line), history, input.model);
          if (!p) continue;
          pick(playerId, team, statType, p, proxyFields(p, earlier.length));
        }
      }
    }
  }
  return { picks, unmatchedLines };
}

const key = (r: GameLogRow) => r.season * 100 + r.week;

/** A proxy-priced pick: the model's probability, no book, no price, so no play (no expected value to bet). */
function proxyFields(p: Prediction, games: number): Partial<AiPick> {
  return {
    odds: null,
    line_source: 'proxy',
    sportsbook: null,
    line_pulled_at: null,
    over_odds: null,
    under_odds: null,
    fair_p: null,
    model_p: r4(p.winProbability),
    win_p: r4(p.winProbability),
    best_book: null,
    ev: null,
    verdict: 'no_play',
    // No book priced it: "no positive expected value at the best price" would claim a price was looked at.
    no_play_reason: games < THIN_HISTORY_GAMES ? 'thin_history' : 'no_price',
  };
}
