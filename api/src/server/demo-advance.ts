// One tick of local mode's demo season: brings the stored season up to the world at the season instant through
// the hosted pipeline's use cases (the world's box scores and books come in through the stats and odds provider
// ports, fixtures' DemoWorldStats and DemoWorldOdds), then picks are locked at kickoff and final games graded.
//
// Issue 28 item 2: the tick once regenerated and re-priced every week of the season and read every stored line
// and pick, all in one turn of the event loop (6.7-25.5 s in which the server answered nothing). Now it first
// asks the database what can have changed (games due to finish, weeks whose books still post: a few small
// queries), builds the world only when something is due and then only the weeks still pulled, and gives the
// event loop a turn between steps, so requests are answered while it runs.
import type { SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { gradeFinalPicks } from '@edgeboard/application/picks/grade-final-picks/grade-final-picks';
import type { Game } from '@edgeboard/domain';
import { DemoWorldOdds, DemoWorldStats, GAME_LENGTH_MS, type DemoSeason } from '@edgeboard/fixtures';
import type { IngestLog, IngestTransaction } from '../ingest/ingest-deps';
import { ingestStatsAndSchedule } from '../ingest/ingest-stats';
import { pullOdds } from '../ingest/pull-odds';

export interface SyncReport {
  finishedGames: number;
  newLogs: number;
  newWeeks: number[];
  /** Pulls of weeks already stored (line moves and closes) made since the last sync. */
  newPulls: number;
  /** Picks locked because their game kicked off since the last sync. */
  locked: number;
  graded: number;
}

/**
 * Where a tick gets its world: the season instant, and the generated world at that instant with the books'
 * lines and the engine's picks built only for the weeks asked (building every week was most of the cost).
 */
export interface DemoWorldSource {
  season: number;
  currentWeek: number;
  /** The season instant (ISO). */
  demoNow: string;
  /**
   * A season instant through which every pull is known to be stored (an earlier tick's instant), or null.
   * Books pull a game's props only before its kickoff, so a week whose games all kicked off by then has
   * nothing left to pull; without it every past week looks open (its last game kicks off after its last pull).
   */
  syncedThrough?: string | null;
  world(marketWeeks: readonly number[]): Promise<DemoSeason>;
}

/** A world already generated whole (the seed's, and tests'): every week is there. */
export function wholeWorld(world: DemoSeason): DemoWorldSource {
  return {
    season: world.season,
    currentWeek: world.currentWeek,
    demoNow: world.clock.demoNow,
    world: () => Promise.resolve(world),
  };
}

/** Lets the event loop run what is waiting (requests, timers) before the tick's next step. */
export type Pause = () => Promise<void>;
export const nextTurn: Pause = () =>
  new Promise((resolve) => {
    setImmediate(resolve);
  });

/** What the tick needs: the repositories, one transaction for each ingest batch, and a pause between steps. */
export interface AdvanceDeps {
  repos: SqlRepositories;
  transaction: IngestTransaction;
  log?: IngestLog;
  /** Awaited between steps; default nextTurn. Tests pass their own to see the steps. */
  pause?: Pause;
}

/** What is due at the season instant, read from the database alone. */
interface Due {
  /** Stored games of weeks 1..current, by week. */
  gamesByWeek: Map<number, Game[]>;
  /** Some stored game is not final although the clock says it has finished. */
  finals: boolean;
  /**
   * Weeks the books may still post to: no line yet, or a game kicking off after both the week's latest pull
   * and the instant synced through.
   */
  openWeeks: number[];
  /** The latest stored pull of each week. */
  latest: Map<number, number>;
}

async function dueAt(repos: SqlRepositories, source: DemoWorldSource): Promise<Due> {
  const now = Date.parse(source.demoNow);
  const gamesByWeek = new Map<number, Game[]>();
  for (let week = 1; week <= source.currentWeek; week++)
    gamesByWeek.set(week, await repos.games.forWeek(source.season, week));
  const latest = new Map(
    (await repos.propLines.latestPulls(source.season)).map((l) => [l.week, Date.parse(l.pulled_at)]),
  );
  const games = [...gamesByWeek.values()].flat();
  const finals = games.some((g) => g.status !== 'final' && Date.parse(g.kickoff) + GAME_LENGTH_MS <= now);
  const synced = source.syncedThrough ? Date.parse(source.syncedThrough) : -Infinity;
  const openWeeks = [...gamesByWeek].flatMap(([week, weekGames]) => {
    const since = latest.get(week);
    if (since === undefined) return [week];
    const after = Math.max(since, synced);
    return weekGames.some((g) => Date.parse(g.kickoff) > after) ? [week] : [];
  });
  return { gamesByWeek, finals, openWeeks, latest };
}

export async function advanceDemo(
  deps: AdvanceDeps,
  from: DemoWorldSource | DemoSeason,
): Promise<SyncReport> {
  const { repos, transaction } = deps;
  const log = deps.log ?? (() => {});
  const pause = deps.pause ?? nextTurn;
  const source = 'world' in from ? from : wholeWorld(from);
  const report: SyncReport = {
    finishedGames: 0,
    newLogs: 0,
    newWeeks: [],
    newPulls: 0,
    locked: 0,
    graded: 0,
  };

  const due = await dueAt(repos, source);
  await pause();
  if (due.finals || due.openWeeks.length > 0) {
    const world = await source.world(due.openWeeks);
    await pause();
    await ingestFinishedGames({ transaction, log }, world, due, report);
    await pause();
    await pullOpenWeeks({ ...deps, log, pause }, world, due, report);
  }

  // Picks of games that have kicked off by the season clock join the record: locked before they are graded.
  report.locked = await repos.aiPicks.lockStarted(source.demoNow);
  await pause();
  // Grade every stored pick whose game is final, from the stored box score (admin-edited lines included).
  report.graded = await gradeFinalPicks(repos, source.season, source.currentWeek);
  return report;
}

/**
 * Games that finished since the last sync: the stats ingest brings the schedule's scores and the box scores, as
 * it does from nflverse when hosted (a box-score line an admin edited is replaced by the provider's).
 */
async function ingestFinishedGames(
  deps: { transaction: IngestTransaction; log: IngestLog },
  world: DemoSeason,
  due: Due,
  report: SyncReport,
): Promise<void> {
  if (!due.finals) return;
  const stored = new Map([...due.gamesByWeek.values()].flat().map((g) => [g.id, g]));
  const newlyFinal = new Set(
    world.games
      .filter((g) => g.season === world.season && g.week <= world.currentWeek)
      .filter((g) => g.status === 'final' && stored.get(g.id)?.status !== 'final')
      .map((g) => g.id),
  );
  if (newlyFinal.size === 0) return;
  await ingestStatsAndSchedule({ stats: new DemoWorldStats(world), ...deps }, world.season);
  report.finishedGames = newlyFinal.size;
  report.newLogs = world.gameLogs.filter((l) => newlyFinal.has(l.game_id)).length;
}

/**
 * The books' pulls since the last stored one, through the odds ingest (line history: opening lines, the mid-week
 * moves and the closes, before the lock reads each book's close). A week with no lines yet gets every pull so far
 * and then the engine's picks published for it. Only pulls later than every stored one are read, so a line an
 * admin deleted is not brought back.
 */
async function pullOpenWeeks(
  deps: AdvanceDeps & { log: IngestLog; pause: Pause },
  world: DemoSeason,
  due: Due,
  report: SyncReport,
): Promise<void> {
  const now = new Date(world.clock.demoNow);
  for (const week of due.openWeeks) {
    const since = due.latest.get(week) ?? null;
    const odds = new DemoWorldOdds(world, {
      week,
      since: since === null ? null : new Date(since).toISOString(),
    });
    const pulled = await pullOdds({ odds, transaction: deps.transaction, log: deps.log }, now, {
      startedAfter: new Date(since ?? 0),
    });
    await deps.pause();
    if (since !== null) {
      report.newPulls += pulled.written;
      continue;
    }
    if (pulled.written === 0) continue;
    await deps.repos.aiPicks.insertMany(world.aiPicks.filter((p) => p.week === week && p.result === null));
    report.newWeeks.push(week);
    await deps.pause();
  }
}
