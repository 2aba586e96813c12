// Hosted stats and schedule: the nflverse public releases over HTTP, kept in a cache folder and fetched again
// only when changed (ETag / Last-Modified conditional requests; a 304 reuses the cached file).
import {
  ProviderError,
  type ProviderIssue,
  type SeasonSchedule,
  type StatsProvider,
  type WeeklyPlayerStats,
} from '@edgeboard/domain';
import { HttpFileCache } from './http-file-cache';
import { parseNflverseSchedule } from './nflverse-schedule';
import { parseNflverseWeeklyStats } from './nflverse-weekly-stats';
import { realSleep, type FetchLike, type LogLine, type Sleep } from './provider-http';

const PROVIDER = 'nflverse';

/**
 * Weekly player stats, one file per season: the nflverse-data release "stats_player" (the URL nflreadpy's
 * load_player_stats builds: github.com/nflverse/nflverse-data/releases/download/stats_player/
 * stats_player_week_<season>.csv). The older "player_stats/player_stats_<season>.csv" files parse too.
 */
export const nflversePlayerStatsUrl = (season: number): string =>
  `https://github.com/nflverse/nflverse-data/releases/download/stats_player/stats_player_week_${season}.csv`;

/** Every season's schedule in one file: Lee Sharpe's nfldata games.csv (nflreadpy load_schedules' source). */
export const NFLVERSE_SCHEDULE_URL = 'https://github.com/nflverse/nfldata/raw/master/data/games.csv';

export interface NflverseHttpStatsOptions {
  cacheDir: string;
  fetch?: FetchLike;
  sleep?: Sleep;
  log?: LogLine;
  now?: () => Date;
  retries?: number;
  baseDelayMs?: number;
  timeoutMs?: number;
  playerStatsUrl?: (season: number) => string;
  scheduleUrl?: string;
}

export class NflverseHttpStats implements StatsProvider {
  private readonly cache: HttpFileCache;
  private readonly log: LogLine;
  private readonly now: () => Date;

  constructor(private readonly options: NflverseHttpStatsOptions) {
    this.log =
      options.log ??
      ((line) => {
        console.warn(line);
      });
    this.now = options.now ?? (() => new Date());
    this.cache = new HttpFileCache(options.cacheDir, {
      provider: PROVIDER,
      fetch: options.fetch ?? fetch,
      sleep: options.sleep ?? realSleep,
      log: this.log,
      retries: options.retries ?? 3,
      baseDelayMs: options.baseDelayMs ?? 1000,
      timeoutMs: options.timeoutMs ?? 60_000,
    });
  }

  async weeklyPlayerStats(season: number): Promise<WeeklyPlayerStats> {
    const url = new URL((this.options.playerStatsUrl ?? nflversePlayerStatsUrl)(season));
    const file = await this.cache.get(url);
    const parsed = this.parse('weekly player stats', () =>
      parseNflverseWeeklyStats(file.body, season, this.now()),
    );
    this.report('weekly player stats', parsed.issues);
    return { season, ...parsed, validators: file.validators, fromCache: file.fromCache };
  }

  async schedule(season: number): Promise<SeasonSchedule> {
    const file = await this.cache.get(new URL(this.options.scheduleUrl ?? NFLVERSE_SCHEDULE_URL));
    const parsed = this.parse('schedule', () => parseNflverseSchedule(file.body, season));
    this.report('schedule', parsed.issues);
    return {
      season,
      ...parsed,
      skipped: parsed.issues.length,
      validators: file.validators,
      fromCache: file.fromCache,
    };
  }

  /** A file that is not the expected format at all (a changed header, an HTML error page) is `malformed`. */
  private parse<T>(what: string, fn: () => T): T {
    try {
      return fn();
    } catch (err) {
      const detail = err instanceof Error ? err.message : String(err);
      this.log(`${PROVIDER} ${what}: not in the expected format (${detail})`);
      throw new ProviderError(
        PROVIDER,
        'malformed',
        `The nflverse ${what} file is not in the expected format: ${detail}`,
      );
    }
  }

  private report(what: string, issues: readonly ProviderIssue[]): void {
    for (const i of issues) {
      const where = i.row === null ? '' : ` row ${i.row}${i.key ? ` (${i.key})` : ''}`;
      this.log(`${PROVIDER} ${what}: skipped${where}: ${i.reason}`);
    }
  }
}
