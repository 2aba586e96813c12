// A season's stats and schedule from a local folder of nflverse weekly player stats (player_stats_<yyyy>.csv),
// for replaying a real past season (`npm run replay`) through the same ingest as the hosted nflverse provider.
//
// The games are the week's pairs of teams that met in the weekly stats (a game nobody recorded a stat in cannot
// be seen; in practice every game has rows). Where a real schedule knows the game, its home team, away team and
// kickoff are the real ones: the nflverse schedule file `games.csv` in the folder (read by the same parser as
// hosted ingestion, with its scores), else a schedule the caller gives (a replay's odds history: each event's
// home team and commence time). Otherwise the game is derived as the importer does (@edgeboard/fixtures
// importNflverse): the nominal kickoff (Sunday 1:00 PM Eastern), the pair in alphabetical order as away then
// home, no scores. `scheduleSources` says how many games came from where, so a replay can say so on screen.
// Game ids keep the alphabetical pair whatever the source, so the box scores find their game.
//
// `asOf` makes the provider answer as the season stood at that instant: games whose nominal kickoff is more than
// GAME_LENGTH_MS earlier are final and bring their box scores; later ones are scheduled and bring none. So a
// replay's season clock can move through the season with box scores appearing only once a game is over.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  ProviderError,
  type Game,
  type SeasonSchedule,
  type StatsProvider,
  type WeeklyPlayerStats,
} from '@edgeboard/domain';
import { nominalKickoff, teamByAbbr } from '@edgeboard/fixtures';
import { parseNflverseSchedule } from './nflverse-schedule';
import { parseNflverseWeeklyStats, type ParsedWeeklyStats } from './nflverse-weekly-stats';

const PROVIDER = 'nflverse-folder';
/** A game is over this long after kickoff (the grading time the demo season and the grader use). */
export const REPLAY_GAME_LENGTH_MS = 3.5 * 3_600_000;

export const seasonFileName = (season: number): string => `player_stats_${String(season)}.csv`;

export interface NflverseFolderStatsOptions {
  dir: string;
  /** The season instant the answers are as of; unset: the season is over (every game final). */
  asOf?: () => Date;
  /** A schedule to use where the folder has no games.csv row for a game (the odds history's events). */
  knownGames?: readonly KnownGame[];
}

/** A real game's teams and kickoff, from wherever a real schedule was read. */
export interface KnownGame {
  season: number;
  week: number;
  home_team: string;
  away_team: string;
  kickoff: string;
  home_score?: number | null;
  away_score?: number | null;
}

/** Where a season's games came from: nflverse's schedule, a given one, or derived from the stats. */
export interface ScheduleSources {
  nflverse: number;
  given: number;
  derived: number;
}

export const SCHEDULE_FILE = 'games.csv';

const NO_VALIDATORS = { etag: null, lastModified: null };

export class NflverseFolderStats implements StatsProvider {
  private readonly parsed = new Map<number, ParsedWeeklyStats>();
  private readonly real = new Map<number, Map<string, KnownGame & { source: 'nflverse' | 'given' }>>();

  constructor(private readonly options: NflverseFolderStatsOptions) {}

  async weeklyPlayerStats(season: number): Promise<WeeklyPlayerStats> {
    const parsed = await this.read(season);
    const finalIds = new Set(
      this.games(season, parsed)
        .filter((g) => g.status === 'final')
        .map((g) => g.id),
    );
    const lines = parsed.lines.filter((l) => finalIds.has(gameIdOf(season, l.week, l.team, l.opponent)));
    return {
      season,
      players: parsed.players,
      lines,
      rowsRead: parsed.rowsRead,
      skipped: parsed.skipped,
      issues: parsed.issues,
      validators: NO_VALIDATORS,
      fromCache: false,
    };
  }

  async schedule(season: number): Promise<SeasonSchedule> {
    const parsed = await this.read(season);
    const games = this.games(season, parsed);
    return {
      season,
      games,
      rowsRead: parsed.rowsRead,
      skipped: 0,
      issues: [],
      validators: NO_VALIDATORS,
      fromCache: false,
    };
  }

  /** How many of the season's games have a real schedule (nflverse's or the given one) and how many are derived. */
  async scheduleSources(season: number): Promise<ScheduleSources> {
    const parsed = await this.read(season);
    const counts: ScheduleSources = { nflverse: 0, given: 0, derived: 0 };
    for (const g of this.games(season, parsed)) {
      const source = this.real.get(season)?.get(g.id)?.source;
      counts[source ?? 'derived']++;
    }
    return counts;
  }

  /** Games of the stat lines: one per week and pair of teams, real where known, in kickoff then id order. */
  private games(season: number, parsed: ParsedWeeklyStats): Game[] {
    const asOf = this.options.asOf?.().getTime() ?? Infinity;
    const real = this.real.get(season);
    const games = new Map<string, Game>();
    for (const line of parsed.lines) {
      const id = gameIdOf(season, line.week, line.team, line.opponent);
      if (games.has(id)) continue;
      const known = real?.get(id);
      const [away, home] = known
        ? [known.away_team, known.home_team]
        : ([line.team, line.opponent].sort() as [string, string]);
      const kickoff = known ? new Date(known.kickoff) : nominalKickoff(season, line.week);
      const final = kickoff.getTime() + REPLAY_GAME_LENGTH_MS <= asOf;
      games.set(id, {
        id,
        season,
        week: line.week,
        kickoff: kickoff.toISOString(),
        home_team: home,
        away_team: away,
        home_score: final ? (known?.home_score ?? null) : null,
        away_score: final ? (known?.away_score ?? null) : null,
        status: final ? 'final' : 'scheduled',
        venue_time_zone: teamByAbbr(home)?.time_zone ?? 'America/New_York',
      });
    }
    return [...games.values()].sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.id.localeCompare(b.id));
  }

  /** The real schedule of the season: games.csv in the folder first, then the given games; keyed by game id. */
  private async readSchedule(season: number): Promise<void> {
    const real = new Map<string, KnownGame & { source: 'nflverse' | 'given' }>();
    for (const g of this.options.knownGames ?? [])
      if (g.season === season)
        real.set(gameIdOf(season, g.week, g.home_team, g.away_team), { ...g, source: 'given' });
    const file = path.join(this.options.dir, SCHEDULE_FILE);
    if (existsSync(file)) {
      let games: Game[];
      try {
        games = parseNflverseSchedule(await readFile(file, 'utf8'), season).games;
      } catch (err) {
        const detail = err instanceof Error ? err.message : String(err);
        throw new ProviderError(PROVIDER, 'malformed', `${file} is not an nflverse schedule: ${detail}`);
      }
      for (const g of games)
        real.set(gameIdOf(season, g.week, g.home_team, g.away_team), { ...g, source: 'nflverse' });
    }
    this.real.set(season, real);
  }

  /** Reads and parses the season's file once per provider (a replay asks for it at every tick). */
  private async read(season: number): Promise<ParsedWeeklyStats> {
    const cached = this.parsed.get(season);
    if (cached) return cached;
    const file = path.join(this.options.dir, seasonFileName(season));
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (err) {
      throw new ProviderError(
        PROVIDER,
        'unavailable',
        `No weekly stats file for ${String(season)}: ${file}`,
        {
          cause: err,
        },
      );
    }
    let parsed: ParsedWeeklyStats;
    try {
      // Players' updated_at: the season's last nominal kickoff, so the answer is the same at every read.
      parsed = parseNflverseWeeklyStats(text, season, nominalKickoff(season, 18));
    } catch (err) {
      const detail = err instanceof Error ? err.message : String(err);
      throw new ProviderError(PROVIDER, 'malformed', `${file} is not nflverse weekly stats: ${detail}`);
    }
    await this.readSchedule(season);
    this.parsed.set(season, parsed);
    return parsed;
  }
}

/** The nflverse game id with the pair in alphabetical order (away, home), as the importer writes it. */
export function gameIdOf(season: number, week: number, team: string, opponent: string): string {
  const [away, home] = [team, opponent].sort() as [string, string];
  return `${String(season)}_${String(week).padStart(2, '0')}_${away}_${home}`;
}
