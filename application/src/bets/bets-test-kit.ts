// One small league for the bet tracker's use-case tests: a receiver (p1) with week-3 and week-4 box scores, a
// second receiver (p2) without any, final games in weeks 3 and 4 with a graded pick, a scheduled week-5 game and
// a scheduled week-7 game with an open pick. Clocks are pinned; bet ids count up.
import type { Clock, Game, GameLogEntry, GameRepository, Player, PlayerRepository } from '@edgeboard/domain';
import { InMemoryAiPickRepository } from '../in-memory/ai-pick-repository';
import { InMemoryBetRepository } from '../in-memory/bet-repository';
import { InMemoryGameLogRepository } from '../in-memory/game-log-repository';
import { kitGame, kitPick, kitState } from '../props/props-test-kit';
import type { BetsDeps } from './bets-deps';
import { recordBet } from './record-bet/record-bet';

export const GRADED_PICK = 'pk-graded';
export const OPEN_PICK = 'pk-open';
/** Real time (row stamps) and season time (week 6 of 2025) are different clocks. */
export const REAL_NOW = '2026-01-05T09:00:00.000Z';
export const SEASON_NOW = '2025-10-12T15:00:00.000Z';
export const USER = 'u-starting';
/** A placed time before every kickoff of the kit's league (bets on its played games are entered late). */
export const EARLY = '2025-09-01T12:00:00.000Z';
export const starting = { userId: USER, subscription: kitState('starting') };

/** p1's box score of `week` (game g<week>): receiving only. */
export function receiverLog(week: number, receivingYards: number, receptions: number): GameLogEntry {
  const zero = { passing_yards: 0, passing_tds: 0, interceptions: 0, attempts: 0, completions: 0 };
  return {
    ...{ player_id: 'p1', game_id: `g${String(week)}`, season: 2025, week, team: 'KC', opponent: 'BUF' },
    ...{ ...zero, rushing_yards: 0, rushing_tds: 0, carries: 0, receiving_tds: 0 },
    ...{ receiving_yards: receivingYards, receptions, targets: receptions + 2 },
  };
}

/** The games and players ports over arrays (the in-memory ones are another area's; these are all we read). */
function gamesOver(games: Game[]): Pick<GameRepository, 'get' | 'forWeek'> {
  return {
    get: (id) => Promise.resolve(games.find((g) => g.id === id) ?? null),
    forWeek: (season, week) => Promise.resolve(games.filter((g) => g.season === season && g.week === week)),
  };
}
function playersOver(players: Pick<Player, 'id' | 'name'>[]): Pick<PlayerRepository, 'get'> {
  return { get: (id) => Promise.resolve((players.find((p) => p.id === id) as Player | undefined) ?? null) };
}

export function betsKit() {
  const final = { home_score: 24, away_score: 20 };
  const games = [
    { ...kitGame('g3', 3, '2025-09-21T17:00:00.000Z', 'final'), ...final },
    { ...kitGame('g4', 4, '2025-09-28T17:00:00.000Z', 'final'), ...final },
    kitGame('g5', 5, '2025-10-05T17:00:00.000Z', 'scheduled'),
    kitGame('g7', 7, '2025-10-19T17:00:00.000Z', 'scheduled'),
  ];
  const kelce = { player: 'Travis Kelce', player_id: 'p1', stat_type: 'receiving_yards' as const };
  const picks = new InMemoryAiPickRepository(
    [
      kitPick(
        GRADED_PICK,
        { week: 3, gameId: 'g3', minute: 0 },
        {
          ...{ ...kelce, line_value: 64.5, odds: -105, result: 'win' },
          graded_at: '2025-09-21T20:30:00.000Z',
          // DraftKings closed -120 at its line: clv 0.0095 against its -105 (fair over 0.52174).
          closing: { book: 'DraftKings', line: 64.5, price: -120, clv: 0.0095, priceImprovement: null },
        },
      ),
      kitPick(OPEN_PICK, { week: 7, gameId: 'g7', minute: 1 }, { ...kelce, line_value: 60.5, odds: 110 }),
    ],
    games,
  );
  const gameLogs = new InMemoryGameLogRepository([receiverLog(3, 71, 6), receiverLog(4, 40, 3)]);
  let ids = 0;
  const clock: Clock = { now: () => new Date(REAL_NOW) };
  const seasonClock: Clock = { now: () => new Date(SEASON_NOW) };
  const deps: BetsDeps = {
    bets: new InMemoryBetRepository(),
    picks,
    games: gamesOver(games),
    gameLogs,
    players: playersOver([
      { id: 'p1', name: 'Travis Kelce' },
      { id: 'p2', name: 'Xavier Worthy' },
    ]),
    clock,
    seasonClock,
    newId: () => `bet-${String((ids += 1))}`,
  };
  /** Week 5's game ends: p1 caught 2 for 30 yards. */
  const finishWeek5 = async () => {
    await gameLogs.insertMany([receiverLog(5, 30, 2)]);
    const g5 = games.find((g) => g.id === 'g5');
    if (g5) Object.assign(g5, { status: 'final', ...final });
  };
  return { deps, games, picks, gameLogs, finishWeek5 };
}

/** A starting caller's 1-unit bet at BetMGM +110 on `pickId` (the open pick unless named), placed at `placedAt`. */
export const betOnPick = (deps: BetsDeps, pickId: string = OPEN_PICK, placedAt?: string) =>
  recordBet(deps, starting, {
    pickId,
    sportsbook: 'BetMGM',
    odds: 110,
    stake: 1,
    ...(placedAt && { placedAt }),
  });
