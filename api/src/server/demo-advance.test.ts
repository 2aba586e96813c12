// Issue 28 item 2: the demo season's tick froze the server for 6.7-25.5 s every 10 minutes, rebuilding and
// re-pricing every week of the season and reading every stored line and pick in one turn of the event loop.
// Structural checks, no timings (figures: npm run bench:demo-tick): a tick builds the world only when something
// is due and then only the weeks the books still post to, and it hands the event loop back between steps.
import { createSqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { createDb, type DbHandle } from '@edgeboard/adapters/sql/db';
import { migrateToLatest } from '@edgeboard/adapters/sql/migrate';
import { DEMO_SEASON, demoWeekAt, generateDemoSeason, type DemoSeason } from '@edgeboard/fixtures';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sqlIngestTransaction } from '../ingest/ingest-deps';
import { advanceDemo, nextTurn, type DemoWorldSource } from './demo-advance';
import { seedSeasonData } from './demo-season';

const NOW = new Date('2026-11-21T12:00:00Z');
// Tuesday of week 6, after the books opened the week's props.
const SEEDED = new Date('2025-10-07T16:00:00Z');
const TEN_MINUTES = 10 * 60_000;

let seeded: DemoSeason;
let handle: DbHandle;
beforeAll(() => {
  seeded = generateDemoSeason({ now: NOW, demoNow: SEEDED });
});
beforeEach(async () => {
  handle = createDb(':memory:');
  await migrateToLatest(handle.db);
  await seedSeasonData(createSqlRepositories(handle.db), seeded);
});
afterEach(() => handle.close());

/** The world at `at`, recording which weeks each build was asked for. */
function source(at: Date, syncedThrough: Date | null, built: (readonly number[])[]): DemoWorldSource {
  return {
    season: DEMO_SEASON,
    currentWeek: demoWeekAt(at),
    demoNow: at.toISOString(),
    syncedThrough: syncedThrough?.toISOString() ?? null,
    world: (weeks) => {
      built.push(weeks);
      return Promise.resolve(generateDemoSeason({ now: NOW, demoNow: at, marketWeeks: weeks }));
    },
  };
}

describe('the demo season tick does only the work that is due', () => {
  it("builds only the week the books still post to, and brings that week's new pulls", async () => {
    const repos = createSqlRepositories(handle.db);
    const before = (await repos.propLines.forWeek(DEMO_SEASON, 6)).length;
    const at = new Date(SEEDED.getTime() + 6 * 60 * TEN_MINUTES);
    const built: (readonly number[])[] = [];
    const report = await advanceDemo(
      { repos, transaction: sqlIngestTransaction(handle.db) },
      source(at, SEEDED, built),
    );
    // Today's code rebuilt and re-priced weeks 1-6 at every tick.
    expect(built).toEqual([[6]]);
    expect(report.newPulls).toBeGreaterThan(0);
    expect((await repos.propLines.forWeek(DEMO_SEASON, 6)).length).toBe(before + report.newPulls);
  });

  it('without a synced instant, looks at every week whose last game kicked off after its last pull', async () => {
    const built: (readonly number[])[] = [];
    const at = new Date(SEEDED.getTime() + TEN_MINUTES);
    // Only the weeks asked for matter here: the build stops the tick.
    const asked = {
      ...source(at, null, built),
      world: (weeks: readonly number[]) => {
        built.push(weeks);
        return Promise.reject(new Error('stop'));
      },
    };
    await expect(
      advanceDemo(
        { repos: createSqlRepositories(handle.db), transaction: sqlIngestTransaction(handle.db) },
        asked,
      ),
    ).rejects.toThrow('stop');
    expect(built).toEqual([[1, 2, 3, 4, 5, 6]]);
  });

  it('builds nothing when no game is due to finish and no week is still pulled', async () => {
    const repos = createSqlRepositories(handle.db);
    // Tuesday 11:00 of week 6: every game of weeks 1-6 kicked off and finished, week 7 not open yet.
    const night = new Date('2025-10-14T11:00:00Z');
    const built: (readonly number[])[] = [];
    const deps = { repos, transaction: sqlIngestTransaction(handle.db) };
    const first = await advanceDemo(deps, source(night, SEEDED, built));
    expect(first.finishedGames).toBeGreaterThan(0);
    expect(first.graded).toBeGreaterThan(0);
    expect(built).toEqual([[6]]);

    built.length = 0;
    const later = new Date(night.getTime() + TEN_MINUTES);
    const second = await advanceDemo(deps, source(later, night, built));
    expect(built).toEqual([]);
    expect(second).toEqual({ finishedGames: 0, newLogs: 0, newWeeks: [], newPulls: 0, locked: 0, graded: 0 });
  });

  it('hands the event loop back between its steps, so requests waiting meanwhile are answered', async () => {
    // A turn counter: one setImmediate callback per turn of the event loop while the tick runs. Without the
    // pauses the tick is one chain of promise callbacks (the SQLite driver is synchronous) and it counts none.
    let turns = 0;
    let running = true;
    const count = () => {
      if (!running) return;
      turns += 1;
      setImmediate(count);
    };
    setImmediate(count);
    let pauses = 0;
    const at = new Date(SEEDED.getTime() + 6 * 60 * TEN_MINUTES);
    await advanceDemo(
      {
        repos: createSqlRepositories(handle.db),
        transaction: sqlIngestTransaction(handle.db),
        pause: () => {
          pauses += 1;
          return nextTurn();
        },
      },
      source(at, SEEDED, []),
    );
    running = false;
    // What was due, where a pause follows: the due check, the world, the finished games, the week's pulls, the lock.
    expect(pauses).toBeGreaterThanOrEqual(5);
    expect(turns).toBeGreaterThanOrEqual(pauses - 1);
  });
});
