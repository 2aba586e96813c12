// A season's stats and schedule from a local folder of nflverse weekly player stats (player_stats_<yyyy>.csv),
// for replaying a real past season (`npm run replay`) through the same ingest as the hosted nflverse provider.
//
// The folder holds no games.csv, so the schedule is derived from the weekly stats, as the importer does
// (@edgeboard/fixtures importNflverse): one game per week and pair of teams that met, listed at the nominal
// kickoff (Sunday 1:00 PM Eastern), the pair in alphabetical order as away then home, and no scores (the
// weekly stats carry none). A game nobody recorded a stat in cannot be seen; in practice every game has rows.
//
// `asOf` makes the provider answer as the season stood at that instant: games whose nominal kickoff is more than
// GAME_LENGTH_MS earlier are final and bring their box scores; later ones are scheduled and bring none. So a
// replay's season clock can move through the season with box scores appearing only once a game is over.
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
import { parseNflverseWeeklyStats, type ParsedWeeklyStats } from './nflverse-weekly-stats';

const PROVIDER = 'nflverse-folder';
/** A game is over this long after kickoff (the grading time the demo season and the grader use). */
export const REPLAY_GAME_LENGTH_MS = 3.5 * 3_600_000;

export const seasonFileName = (season: number): string => `player_stats_${String(season)}.csv`;

export interface NflverseFolderStatsOptions {
  dir: string;
  /** The season instant the answers are as of; unset: the season is over (every game final). */
  asOf?: () => Date;
}

const NO_VALIDATORS = { etag: null, lastModified: null };

export class NflverseFolderStats implements StatsProvider {
  private readonly parsed = new Map<number, ParsedWeeklyStats>();

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

  /** Games derived from the stat lines: one per week and pair of teams, in kickoff then id order. */
  private games(season: number, parsed: ParsedWeeklyStats): Game[] {
    const asOf = this.options.asOf?.().getTime() ?? Infinity;
    const games = new Map<string, Game>();
    for (const line of parsed.lines) {
      const id = gameIdOf(season, line.week, line.team, line.opponent);
      if (games.has(id)) continue;
      const [away, home] = [line.team, line.opponent].sort() as [string, string];
      const kickoff = nominalKickoff(season, line.week);
      const final = kickoff.getTime() + REPLAY_GAME_LENGTH_MS <= asOf;
      games.set(id, {
        id,
        season,
        week: line.week,
        kickoff: kickoff.toISOString(),
        home_team: home,
        away_team: away,
        home_score: null,
        away_score: null,
        status: final ? 'final' : 'scheduled',
        venue_time_zone: teamByAbbr(home)?.time_zone ?? 'America/New_York',
      });
    }
    return [...games.values()].sort((a, b) => a.kickoff.localeCompare(b.kickoff) || a.id.localeCompare(b.id));
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
    this.parsed.set(season, parsed);
    return parsed;
  }
}

/** The nflverse game id with the pair in alphabetical order (away, home), as the importer writes it. */
export function gameIdOf(season: number, week: number, team: string, opponent: string): string {
  const [away, home] = [team, opponent].sort() as [string, string];
  return `${String(season)}_${String(week).padStart(2, '0')}_${away}_${home}`;
}
