// The research page's answer built from stored game logs, one set of rules for the API and the UI's dev mock:
// the game log, the line (the caller's, else this week's pick, else the season median), hit rates, splits,
// usage and missed games. Only games before the current week count, so a replayed season never looks ahead.
import type { GameLogEntry } from '../entities/game';
import type {
  MissedGame,
  PlayerResearchResponse,
  PropCalculatorRequest,
  PropCalculatorResponse,
  ResearchGame,
  UsageWeek,
} from '../entities/player-research';
import type { EngineStatType, PickDirection } from '../entities/prop';
import { logStatValue } from './defense-vs-position';
import { hitRates, homeAwaySplits, median } from './hit-rates';
import { expectedValue, fairAmericanOdds, impliedProbability, noVig } from './odds';

/** The stat type a player's research opens on: what his position is paid for. */
export function defaultResearchStatType(position: string): EngineStatType {
  if (position === 'QB') return 'passing_yards';
  if (position === 'RB') return 'rushing_yards';
  return 'receiving_yards';
}

export const playedBefore = (e: { season: number; week: number }, season: number, week: number): boolean =>
  e.season < season || (e.season === season && e.week < week);

const newestFirst = (a: { season: number; week: number }, b: { season: number; week: number }) =>
  b.season - a.season || b.week - a.week;

/**
 * Weeks of `season` before `week` his team played and he has no log. His team in a week is the one of his
 * latest earlier game (his first game's for the weeks before it), so a traded player is not charged with his
 * new team's earlier games. `teamGames` is every log of the season (any player): a team with a log that week
 * played, against that log's opponent.
 */
export function missedGames(
  playerLogs: readonly GameLogEntry[],
  teamGames: readonly Pick<GameLogEntry, 'season' | 'week' | 'team' | 'opponent'>[],
  season: number,
  week: number,
  fallbackTeam: string,
): MissedGame[] {
  const mine = playerLogs.filter((e) => e.season === season && e.week < week).sort((a, b) => a.week - b.week);
  const played = new Set(mine.map((e) => e.week));
  const opponentOf = new Map<string, string>();
  for (const g of teamGames)
    if (g.season === season && g.week < week) opponentOf.set(`${g.team}|${String(g.week)}`, g.opponent);
  const missed: MissedGame[] = [];
  for (let w = 1; w < week; w++) {
    if (played.has(w)) continue;
    const team = [...mine].reverse().find((e) => e.week < w)?.team ?? mine[0]?.team ?? fallbackTeam;
    const opponent = opponentOf.get(`${team}|${String(w)}`);
    if (opponent !== undefined) missed.push({ season, week: w, team, opponent });
  }
  return missed;
}

export interface ResearchInput {
  player: PlayerResearchResponse['player'];
  season: number;
  week: number;
  statType: EngineStatType;
  queryLine?: number | undefined;
  /** This week's pick for the stat type, if one is published. */
  pick: { id: string; direction: PickDirection; line: number } | null;
  /** His stored logs (any order; later weeks are dropped here). */
  logs: readonly GameLogEntry[];
  /** Every log of the current season (any player), for the weeks his team played. */
  seasonLogs: readonly Pick<GameLogEntry, 'season' | 'week' | 'team' | 'opponent'>[];
  /** Whether his team was at home in a game; null when the game is not in the schedule. */
  homeOf: (gameId: string, team: string) => boolean | null;
}

/** The research answer without the all-star part (`advanced`), which the caller adds. */
export function buildPlayerResearch(
  input: ResearchInput,
): Omit<PlayerResearchResponse, 'advanced' | 'advancedLocked'> {
  const { season, week, statType } = input;
  const earlier = input.logs.filter((e) => playedBefore(e, season, week)).sort(newestFirst);
  const games: ResearchGame[] = earlier
    .filter((e) => e.season >= season - 1)
    .map(({ player_id: _p, game_id, ...box }) => ({
      ...box,
      gameId: game_id,
      home: input.homeOf(game_id, box.team),
      value: logStatValue({ player_id: _p, game_id, ...box }, statType),
    }));
  const recent = earlier.map((e) => logStatValue(e, statType));
  const seasonValues = earlier.filter((e) => e.season === season).map((e) => logStatValue(e, statType));
  const seasonMedian = median(seasonValues.length > 0 ? seasonValues : recent.slice(0, 20));
  const [line, lineSource] =
    input.queryLine !== undefined
      ? [input.queryLine, 'query' as const]
      : input.pick
        ? [input.pick.line, 'pick' as const]
        : seasonMedian !== null
          ? [seasonMedian, 'median' as const]
          : [null, null];
  return {
    player: input.player,
    season,
    week,
    statType,
    line,
    lineSource,
    pick: input.pick,
    hitRates: hitRates(recent, seasonValues, line ?? 0).map((h) => (line === null ? emptyRate(h) : h)),
    splits: homeAwaySplits(games, line ?? 0),
    games,
    missedGames: missedGames(input.logs, input.seasonLogs, season, week, input.player.team),
  };
}

// Without a line there is nothing to rate: the games still count, the hits do not exist.
const emptyRate = <T extends { hits: number; pushes: number; rate: unknown; low: unknown; high: unknown }>(
  h: T,
): T => ({ ...h, hits: 0, pushes: 0, rate: null, low: null, high: null });

/** Targets, carries and pass attempts per game, oldest first (the last 20 games before the current week). */
export function usageTrend(logs: readonly GameLogEntry[], season: number, week: number): UsageWeek[] {
  return logs
    .filter((e) => playedBefore(e, season, week))
    .sort(newestFirst)
    .slice(0, 20)
    .reverse()
    .map((e) => ({
      season: e.season,
      week: e.week,
      targets: e.targets,
      carries: e.carries,
      attempts: e.attempts,
    }));
}

/** What the engine read to price the calculator's line: its P(over) there and the projection behind it. */
export interface CalculatorEngineView {
  opponent: string;
  player: { id: string; name: string };
  /** The engine's calibrated P(stat > line) from its own distribution for the player, never the prices. */
  pOver: number;
  mean: number;
  games: number;
  /** The weight the feed's blend gives the model against the market for this stat type (0-1). */
  feedWeight: number;
  /** P(over) along the alt-line ladder from the same distribution, the entered line included. */
  ladder?: readonly { line: number; pOver: number }[];
}

/** The label of the entered prices in the calculator's ladder, where a book's name would be. */
export const CALCULATOR_PRICES_LABEL = 'Your prices';

/**
 * The calculator's answer: the engine's probability at the entered line and each side's EV at the entered
 * prices from it, with the market's view (the prices' no-vig split) beside it, never mixed in.
 */
export function calculatorAnswer(
  request: PropCalculatorRequest,
  engine: CalculatorEngineView,
): PropCalculatorResponse {
  // Both prices are validated American odds, so the no-vig split always exists.
  const market = noVig(request.overOdds, request.underOdds) ?? { over: 0.5, under: 0.5, margin: 0 };
  const over = engine.pOver;
  const under = 1 - over;
  return {
    ...request,
    opponent: engine.opponent,
    source: {
      kind: 'engine_projection',
      player: engine.player,
      mean: engine.mean,
      games: engine.games,
      feedWeight: engine.feedWeight,
    },
    probability: { over, under },
    fairOdds: { over: fairAmericanOdds(over), under: fairAmericanOdds(under) },
    marketProbability: { over: market.over, under: market.under },
    margin: market.margin,
    breakEven: {
      over: impliedProbability(request.overOdds),
      under: impliedProbability(request.underOdds),
    },
    ev: { over: expectedValue(over, request.overOdds), under: expectedValue(under, request.underOdds) },
    ...(engine.ladder && {
      ladder: engine.ladder.map((pt) => {
        // The entered line's row is the answer's own probability, so the ladder and the table above agree.
        const posted = pt.line === request.line;
        const p = posted ? over : pt.pOver;
        return {
          line: pt.line,
          pOver: p,
          fairOverOdds: Math.round(fairAmericanOdds(p)),
          fairUnderOdds: Math.round(fairAmericanOdds(1 - p)),
          posted,
          quotes: posted
            ? [
                {
                  book: CALCULATOR_PRICES_LABEL,
                  overOdds: request.overOdds,
                  underOdds: request.underOdds,
                  overEv: expectedValue(over, request.overOdds),
                  underEv: expectedValue(under, request.underOdds),
                },
              ]
            : [],
        };
      }),
    }),
  };
}
