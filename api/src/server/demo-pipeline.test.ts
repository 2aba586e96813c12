// Issue #14 item 1 in local mode: the demo season's box scores and books come in through the same provider
// ports and ingest use cases as hosted mode (DemoWorldStats, DemoWorldOdds, ingestStatsAndSchedule, pullOdds).
// A tick a week later stores exactly the world's box scores of the games finished since, and exactly the
// books' pulls of the new week, matched to the right player and game, before the week's picks are published.
import { createSqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { createDb, type DbHandle } from '@edgeboard/adapters/sql/db';
import { migrateToLatest } from '@edgeboard/adapters/sql/migrate';
import type { PropLine } from '@edgeboard/domain';
import { generateDemoSeason, type DemoSeason } from '@edgeboard/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlIngestTransaction } from '../ingest/ingest-deps';
import { advanceDemo, seedSeasonData } from './demo-season';

const NOW = new Date('2026-11-21T12:00:00Z');
// Tuesday of week 6, then Tuesday of week 7 (week 6's games all final, week 7's lines posted).
const WEEK_6 = new Date('2025-10-07T16:00:00Z');
const WEEK_7 = new Date('2025-10-14T16:00:00Z');

let before: DemoSeason;
let after: DemoSeason;
let handle: DbHandle;
beforeAll(async () => {
  before = generateDemoSeason({ now: NOW, demoNow: WEEK_6 });
  after = generateDemoSeason({ now: NOW, demoNow: WEEK_7 });
  handle = createDb(':memory:');
  await migrateToLatest(handle.db);
});
afterAll(() => handle.close());

const pullKey = (l: PropLine) =>
  [l.game_id, l.sportsbook, l.player_id, l.stat_type, l.line_value, Date.parse(l.pulled_at)].join('|');

describe('the demo season through the provider ports', () => {
  it("brings a week's finished games, box scores, the books' pulls and the picks through the hosted use cases", async () => {
    const repos = createSqlRepositories(handle.db);
    await seedSeasonData(repos, before);
    const week = after.currentWeek;
    expect(week).toBe(before.currentWeek + 1);
    expect(await repos.propLines.forWeek(after.season, week)).toHaveLength(0);

    const logged: string[] = [];
    const report = await advanceDemo(
      { repos, transaction: sqlIngestTransaction(handle.db), log: (l) => logged.push(l) },
      after,
    );

    // Box scores: every line of the games that finished since, as the world has them.
    const finished = after.games.filter(
      (g) => g.status === 'final' && before.games.find((b) => b.id === g.id)?.status !== 'final',
    );
    expect(report.finishedGames).toBe(finished.length);
    expect(finished.length).toBeGreaterThan(0);
    const ids = new Set(finished.map((g) => g.id));
    const stored = (await repos.gameLogs.forSeasons([after.season])).filter((l) => ids.has(l.game_id));
    const expected = after.gameLogs.filter((l) => ids.has(l.game_id));
    expect(stored.length).toBe(expected.length);
    expect(new Set(stored.map((l) => `${l.game_id}|${l.player_id}|${String(l.receiving_yards)}`))).toEqual(
      new Set(expected.map((l) => `${l.game_id}|${l.player_id}|${String(l.receiving_yards)}`)),
    );
    for (const g of finished) expect((await repos.games.getMany([g.id]))[0]?.status).toBe('final');

    // Lines: every pull the books made so far for the new week, each on its game and player.
    const lines = await repos.propLines.forWeek(after.season, week);
    const pulls = after.propLines.filter(
      (l) => l.week === week && Date.parse(l.pulled_at) <= WEEK_7.getTime(),
    );
    expect(pulls.length).toBeGreaterThan(0);
    expect(new Set(lines.map(pullKey))).toEqual(new Set(pulls.map(pullKey)));
    expect(logged).toEqual([]);

    // Then the week's engine picks are published.
    expect(report.newWeeks).toEqual([week]);
    expect((await repos.aiPicks.forWeek(after.season, week)).length).toBeGreaterThan(0);

    // A second tick at the same instant changes nothing.
    const again = await advanceDemo({ repos, transaction: sqlIngestTransaction(handle.db) }, after);
    expect(again).toMatchObject({ finishedGames: 0, newPulls: 0, newWeeks: [] });
    expect(await repos.propLines.forWeek(after.season, week)).toHaveLength(lines.length);
  });
});
