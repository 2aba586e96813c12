// A small league for the research use-case tests, at week 6 of 2025 on a movable season clock: Rashee Rice (p1,
// KC) with a 2024 season and 2025 weeks 1, 2, 4 and 5 (he missed week 3; week 6 is this week's and must not
// count), a KC-BUF game this week with a pick on him, and a NYJ receiver (p3) whose team has a bye.
import type {
  AiPick,
  Clock,
  Game,
  GameLogEntry,
  GameLogRepository,
  GameRepository,
  Player,
  PlayerRepository,
} from '@edgeboard/domain';
import { InMemoryAiPickRepository } from '../in-memory/ai-pick-repository';
import { InMemoryGameLogRepository } from '../in-memory/game-log-repository';
import { kitGame, kitPick } from '../props/props-test-kit';
import { ResearchWeek } from './research-week/research-week';

/** A box score line with every stat at zero but those given. */
export function statLine(
  at: Pick<GameLogEntry, 'player_id' | 'game_id' | 'season' | 'week'>,
  over: Partial<GameLogEntry> = {},
): GameLogEntry {
  const passing = { passing_yards: 0, passing_tds: 0, interceptions: 0, attempts: 0, completions: 0 };
  const rushing = { rushing_yards: 0, rushing_tds: 0, carries: 0 };
  const receiving = { receiving_yards: 0, receiving_tds: 0, receptions: 0, targets: 0 };
  return { ...at, team: 'KC', opponent: 'DEN', ...passing, ...rushing, ...receiving, ...over };
}

const riceWeek = (season: number, week: number, yards: number) =>
  statLine(
    { player_id: 'p1', game_id: `g-${String(season)}-${String(week)}`, season, week },
    { receiving_yards: yards, receptions: Math.round(yards / 12), targets: Math.round(yards / 9) },
  );

const player = (id: string, name: string, team: string): Player => ({
  ...{ id, name, position: 'WR', team_name: team },
  updated_at: '2025-09-01T00:00:00.000Z',
});

/** `extraPicks` join the pick on Rice (more of the week's picks, e.g. to fill a capped tier's allowance). */
export function researchKit(extraPicks: AiPick[] = []) {
  const players = [player('p1', 'Rashee Rice', 'KC'), player('p3', 'Bye Week', 'NYJ')];
  const logs = [
    ...Array.from({ length: 17 }, (_, i) => riceWeek(2024, i + 1, 50 + (((i + 1) * 7) % 40))),
    ...[40, 90, 0, 75, 62, 300].flatMap((y, i) => (i === 2 ? [] : [riceWeek(2025, i + 1, y)])),
  ];
  const games: Game[] = [
    ...[1, 2, 3, 4, 5].map((w) => ({
      ...kitGame(`g-2025-${String(w)}`, w, new Date(Date.UTC(2025, 8, w * 7, 17)).toISOString(), 'final'),
      ...(w % 2 === 1 ? { home_team: 'KC', away_team: 'DEN' } : { home_team: 'DEN', away_team: 'KC' }),
    })),
    kitGame('g-2025-6', 6, '2025-10-12T17:00:00.000Z', 'scheduled'),
  ];
  const now = { at: new Date('2025-10-10T12:00:00.000Z') };
  const seasonClock: Clock = { now: () => now.at };
  const gameLogs = new InMemoryGameLogRepository(logs);
  const reads = { forSeasons: 0 };
  const countedLogs: Pick<GameLogRepository, 'forPlayer' | 'forSeasons'> = {
    forPlayer: (id) => gameLogs.forPlayer(id),
    forSeasons: (seasons) => {
      reads.forSeasons += 1;
      return gameLogs.forSeasons(seasons);
    },
  };
  const gameRepo: Pick<GameRepository, 'forWeek' | 'getMany'> = {
    forWeek: (season, week) => Promise.resolve(games.filter((g) => g.season === season && g.week === week)),
    getMany: (ids) => Promise.resolve(games.filter((g) => ids.includes(g.id))),
  };
  const playerRepo: Pick<PlayerRepository, 'get' | 'all'> = {
    get: (id) => Promise.resolve(players.find((p) => p.id === id) ?? null),
    all: () => Promise.resolve(players),
  };
  const pick = kitPick(
    'pick-rice',
    { week: 6, gameId: 'g-2025-6', minute: 0 },
    {
      ...{ player: 'Rashee Rice', player_id: 'p1', stat_type: 'receiving_yards', line_value: 61.5 },
    },
  );
  const week = new ResearchWeek({ seasonClock, players: playerRepo, gameLogs: countedLogs, games: gameRepo });
  const deps = {
    week,
    gameLogs: countedLogs,
    games: gameRepo,
    picks: new InMemoryAiPickRepository([pick, ...extraPicks], games),
    seasonClock,
  };
  return { deps, now, reads, gameLogs, seasonClock, players: playerRepo, games: gameRepo };
}
