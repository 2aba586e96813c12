// Use case: bring a season's schedule and box scores from the stats provider into the repositories.
import type { Game, GameLogEntry, Player, StatsProvider } from '@edgeboard/domain';
import type { IngestCounts, IngestLog, IngestTransaction } from './ingest-deps';

export interface StatsIngestDeps {
  stats: StatsProvider;
  transaction: IngestTransaction;
  log: IngestLog;
}

export interface StatsIngestResult extends IngestCounts {
  season: number;
  games: number;
  players: number;
  gameLogs: number;
  /** Whether each file came from the cache (the provider answered 304 Not Modified). */
  fromCache: { schedule: boolean; stats: boolean };
}

const pairKey = (week: number, a: string, b: string) => `${week}|${[a, b].sort().join('|')}`;

/** A stored game the scores feed has already moved on (live or final) keeps its score until the file has one. */
function mergeGame(next: Game, stored: Game | undefined): Game {
  if (!stored || next.status === 'final' || stored.status === 'scheduled') return next;
  return { ...next, status: stored.status, home_score: stored.home_score, away_score: stored.away_score };
}

/** The provider knows nothing of the ids an admin entered (ESPN, PFF, Sleeper): those are kept. */
function mergePlayer(next: Player, stored: Player | undefined): Player {
  if (!stored) return next;
  return {
    ...next,
    espn_id: next.espn_id ?? stored.espn_id ?? null,
    pff_id: next.pff_id ?? stored.pff_id ?? null,
    sleeper_id: next.sleeper_id ?? stored.sleeper_id ?? null,
  };
}

/**
 * Downloads the season's schedule and weekly stats, then writes games, players and game logs in one
 * transaction. Stat lines are attached to the scheduled game of their week and teams; a line without one is
 * skipped and named. Running it twice writes the same rows again (upserts), never duplicates.
 */
export async function ingestStatsAndSchedule(
  deps: StatsIngestDeps,
  season: number,
): Promise<StatsIngestResult> {
  // Both downloads finish before anything is written: a provider failure leaves the database as it was.
  const schedule = await deps.stats.schedule(season);
  const weekly = await deps.stats.weeklyPlayerStats(season);

  const gameByPair = new Map(schedule.games.map((g) => [pairKey(g.week, g.home_team, g.away_team), g]));
  const logs: GameLogEntry[] = [];
  let unmatched = 0;
  for (const line of weekly.lines) {
    const game = gameByPair.get(pairKey(line.week, line.team, line.opponent));
    if (!game) {
      unmatched++;
      deps.log(
        `stats ingest ${season}: skipped the week ${line.week} line of player ${line.player_id} (${line.team} v ${line.opponent}): no such game in the schedule`,
      );
      continue;
    }
    logs.push({ ...line, game_id: game.id });
  }

  await deps.transaction(async (repos) => {
    const stored = new Map(
      (await repos.games.getMany(schedule.games.map((g) => g.id))).map((g) => [g.id, g]),
    );
    await repos.games.upsertMany(schedule.games.map((g) => mergeGame(g, stored.get(g.id))));
    const storedPlayers = new Map((await repos.players.all()).map((p) => [p.id, p]));
    await repos.players.upsertMany(weekly.players.map((p) => mergePlayer(p, storedPlayers.get(p.id))));
    await repos.gameLogs.insertMany(logs);
  });

  return {
    season,
    rowsRead: schedule.rowsRead + weekly.rowsRead,
    written: schedule.games.length + weekly.players.length + logs.length,
    skipped: schedule.skipped + weekly.skipped + unmatched,
    games: schedule.games.length,
    players: weekly.players.length,
    gameLogs: logs.length,
    fromCache: { schedule: schedule.fromCache, stats: weekly.fromCache },
  };
}
