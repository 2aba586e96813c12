// A small league for the parlay use-case tests, at week 6 of 2025: a KC quarterback (qb) and receiver (wr) with
// a 2024 season and 2025 weeks 1-5 of hand-chosen box scores (no randomness), a KC-BUF game this week with a
// pick on each and two books quoting each prop at different lines, a kicker's pick on the same game (a prop the
// joint model does not price) and a pick on another game (NYJ-MIA).
import type { AiPick, Clock, Game, Player, PropLine } from '@edgeboard/domain';
import type { ParlayLeg, ParlayPricing } from '@edgeboard/engine';
import { InMemoryAiPickRepository } from '../../in-memory/ai-pick-repository';
import { InMemoryGameLogRepository } from '../../in-memory/game-log-repository';
import { InMemoryPropLineRepository } from '../../in-memory/prop-line-repository';
import { kitGame, kitPick } from '../../props/props-test-kit';
import { statLine } from '../../research/research-test-kit';
import { ResearchWeek } from '../../research/research-week/research-week';
import type { PriceParlayDeps } from './price-parlay';

const player = (id: string, name: string, position: Player['position'], team: string): Player => ({
  ...{ id, name, position, team_name: team },
  updated_at: '2025-09-01T00:00:00.000Z',
});

const weeks = [
  ...Array.from({ length: 17 }, (_, i) => ({ season: 2024, week: i + 1 })),
  ...[1, 2, 3, 4, 5].map((week) => ({ season: 2025, week })),
];
export const KIT_LOGS = weeks.flatMap(({ season, week }, i) => {
  const at = { game_id: `g-${String(season)}-${String(week)}`, season, week };
  const yards = 230 + ((i * 37) % 90);
  const rec = 50 + ((i * 13) % 45);
  return [
    statLine(
      { ...at, player_id: 'qb' },
      { passing_yards: yards, passing_tds: 1 + (i % 3), attempts: 34, completions: 23 },
    ),
    statLine(
      { ...at, player_id: 'wr' },
      { receiving_yards: rec, receptions: Math.round(rec / 12), targets: Math.round(rec / 9) },
    ),
  ];
});

/** One book's line on a prop of the week's KC-BUF game. */
function line(
  id: string,
  who: { player: string; player_id: string; stat_type: PropLine['stat_type'] },
  book: { sportsbook: string; line_value: number; over_odds: number; under_odds: number },
  gameId = 'g-kc',
): PropLine {
  return {
    ...{ id, ...who, ...book, odds: book.over_odds, game_id: gameId, season: 2025, week: 6 },
    ...{ pulled_at: '2025-10-11T10:00:00.000Z', updated_at: '2025-10-11T10:00:00.000Z' },
  };
}

const QB = { player: 'Kit Quarterback', player_id: 'qb', stat_type: 'passing_yards' as const };
const WR = { player: 'Kit Receiver', player_id: 'wr', stat_type: 'receiving_yards' as const };
export const LINES: PropLine[] = [
  line('l1', QB, { sportsbook: 'DraftKings', line_value: 265.5, over_odds: -110, under_odds: -110 }),
  line('l2', QB, { sportsbook: 'FanDuel', line_value: 275.5, over_odds: 110, under_odds: -130 }),
  line('l3', WR, { sportsbook: 'DraftKings', line_value: 70.5, over_odds: -115, under_odds: -105 }),
  line('l4', WR, { sportsbook: 'FanDuel', line_value: 65.5, over_odds: -135, under_odds: 115 }),
];

/** The pricer the tests hand in: the naive product, raised 20% when both KC legs are overs (a pair). */
export function fakePricer(legs: ParlayLeg[]): ParlayPricing {
  const probs = legs.map((l) => (l.side === 'over' ? l.pOver : 1 - l.pOver));
  const pNaive = probs.reduce((a, b) => a * b, 1);
  const together = legs.length === 2 && legs.every((l) => l.side === 'over');
  return {
    legs: probs,
    pNaive,
    pJoint: together ? pNaive * 1.2 : pNaive,
    pairs: together
      ? [{ a: 0, b: 1, correlation: 0.35, reason: 'They rise together (correlation 0.35)' }]
      : [],
  };
}

export const KIT_PLAYERS = [
  player('qb', 'Kit Quarterback', 'QB', 'KC'),
  player('wr', 'Kit Receiver', 'WR', 'KC'),
  player('k', 'Kit Kicker', 'K', 'KC'),
];
export const KIT_GAMES: Game[] = [
  ...[1, 2, 3, 4, 5].map((w) => ({
    ...kitGame(`g-2025-${String(w)}`, w, new Date(Date.UTC(2025, 8, w * 7, 17)).toISOString(), 'final'),
  })),
  kitGame('g-kc', 6, '2025-10-12T17:00:00.000Z', 'scheduled'),
  { ...kitGame('g-nyj', 6, '2025-10-12T17:00:00.000Z', 'scheduled'), home_team: 'MIA', away_team: 'NYJ' },
];
const at = (gameId: string) => ({ week: 6, gameId, minute: 0 });
export const KIT_PICKS: AiPick[] = [
  kitPick('pick-qb', at('g-kc'), { ...QB, team: 'KC', position: 'QB', line_value: 265.5 }),
  kitPick('pick-wr', at('g-kc'), { ...WR, team: 'KC', position: 'WR', line_value: 70.5 }),
  kitPick('pick-k', at('g-kc'), { player: 'Kit Kicker', player_id: 'k', team: 'KC', position: 'K' }),
  kitPick('pick-nyj', at('g-nyj'), { player: 'Jet Receiver', player_id: 'jr', team: 'NYJ', position: 'WR' }),
];

export function parlayKit(pricer: PriceParlayDeps['priceParlay'] = fakePricer) {
  const seasonClock: Clock = { now: () => new Date('2025-10-11T12:00:00.000Z') };
  const gameRepo = {
    forWeek: (season: number, week: number) =>
      Promise.resolve(KIT_GAMES.filter((g) => g.season === season && g.week === week)),
    getMany: (ids: readonly string[]) => Promise.resolve(KIT_GAMES.filter((g) => ids.includes(g.id))),
  };
  const playerRepo = {
    get: (id: string) => Promise.resolve(KIT_PLAYERS.find((p) => p.id === id) ?? null),
    all: () => Promise.resolve(KIT_PLAYERS),
  };
  const gameLogs = new InMemoryGameLogRepository(KIT_LOGS);
  const deps: PriceParlayDeps = {
    week: new ResearchWeek({ seasonClock, players: playerRepo, gameLogs, games: gameRepo }),
    picks: new InMemoryAiPickRepository(KIT_PICKS, KIT_GAMES),
    games: gameRepo,
    propLines: new InMemoryPropLineRepository([...LINES], seasonClock),
    seasonClock,
    priceParlay: pricer,
  };
  return { deps };
}
