// Issue #14 item 5 in local mode: the demo season's tick locks the picks of games that have kicked off by the
// season's own clock (the world's demoNow, not the machine's), before grading, on both engines. After the tick
// the database itself refuses a raw change to a locked pick's published field; picks of later games stay open.
import { createSqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { describeEachEngine } from '@edgeboard/adapters/sql/test-engines';
import { generateDemoSeason, type DemoSeason } from '@edgeboard/fixtures';
import { closingLineValue } from '@edgeboard/domain';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { sqlIngestTransaction } from '../ingest/ingest-deps';
import { advanceDemo, seedSeasonData } from './demo-season';

// A real instant, and two season instants on one Sunday of week 6: before its early games (the Thursday game
// has kicked off) and half an hour into them (the late and night games have not).
const NOW = new Date('2026-11-21T12:00:00Z');
const MORNING = new Date('2025-10-12T15:00:00Z');
const EARLY_GAMES = new Date('2025-10-12T17:30:00Z');

let before: DemoSeason;
let after: DemoSeason;
beforeAll(() => {
  before = generateDemoSeason({ now: NOW, demoNow: MORNING });
  after = generateDemoSeason({ now: NOW, demoNow: EARLY_GAMES });
});

describeEachEngine('the demo season locks picks at kickoff', (getDb) => {
  it('locks, at the tick past a kickoff, the picks of that game only, and the database then refuses edits', async () => {
    const db = getDb();
    const repos = createSqlRepositories(db);
    await seedSeasonData(repos, before);
    const week = after.currentWeek;
    const kickoffs = new Map(after.games.map((g) => [g.id, Date.parse(g.kickoff)]));
    const weekPicks = async () => repos.aiPicks.forWeek(after.season, week);
    const started = (p: { game_id?: string | null }) =>
      (kickoffs.get(p.game_id ?? '') ?? Infinity) <= EARLY_GAMES.getTime();

    // The world's own clock decides: the machine's date (2026) is past every kickoff of the 2025 season.
    await advanceDemo({ repos, transaction: sqlIngestTransaction(db) }, before);
    const lockedBefore = (await weekPicks()).filter((p) => p.locked_at);
    expect(lockedBefore.every((p) => (kickoffs.get(p.game_id ?? '') ?? Infinity) <= MORNING.getTime())).toBe(
      true,
    );

    const report = await advanceDemo({ repos, transaction: sqlIngestTransaction(db) }, after);
    expect(report.locked).toBeGreaterThan(0);
    const picks = await weekPicks();
    const early = picks.filter((p) => started(p) && !lockedBefore.some((l) => l.id === p.id));
    const later = picks.filter((p) => !started(p));
    expect(early.length).toBeGreaterThan(0);
    expect(later.length).toBeGreaterThan(0);
    for (const p of early) expect(p.locked_at && Date.parse(p.locked_at)).toBe(EARLY_GAMES.getTime());
    for (const p of later) expect(p.locked_at ?? null).toBeNull();

    // A raw write past the repository: the triggers of migration 005 refuse it, whoever writes.
    const [locked] = early;
    await expect(
      sql`update ai_picks set line_value = line_value + 1 where id = ${locked?.id}`.execute(db),
    ).rejects.toThrow(/ai_pick_locked/);
    expect((await repos.aiPicks.get(locked?.id ?? ''))?.line_value).toBe(locked?.line_value);
    // A later game's pick can still change.
    const [open] = later;
    await sql`update ai_picks set line_value = line_value + 1 where id = ${open?.id}`.execute(db);
    expect((await repos.aiPicks.get(open?.id ?? ''))?.line_value).toBe((open?.line_value ?? 0) + 1);
  });
});

describeEachEngine('the demo season stores the close at the lock', (getDb) => {
  it('stores at the lock the close of each pick’s book, taken from the pulls the tick brought in', async () => {
    const db = getDb();
    const repos = createSqlRepositories(db);
    await seedSeasonData(repos, before);
    await advanceDemo({ repos, transaction: sqlIngestTransaction(db) }, before);
    const report = await advanceDemo({ repos, transaction: sqlIngestTransaction(db) }, after);
    // The early games' closes were pulled between the two ticks (15-90 minutes before kickoff).
    expect(report.newPulls).toBeGreaterThan(0);
    const kickoffs = new Map(after.games.map((g) => [g.id, Date.parse(g.kickoff)]));
    const picks = await repos.aiPicks.forWeek(after.season, after.currentWeek);
    const early = picks.filter(
      (p) => (kickoffs.get(p.game_id ?? '') ?? Infinity) > MORNING.getTime() && p.locked_at,
    );
    expect(early.length).toBeGreaterThan(0);
    let withClv = 0;
    for (const pick of early) {
      const pulls = after.propLines
        .filter(
          (l) =>
            l.game_id === pick.game_id &&
            l.player_id === pick.player_id &&
            l.stat_type === pick.stat_type &&
            l.sportsbook === pick.sportsbook &&
            Date.parse(l.pulled_at) < (kickoffs.get(pick.game_id ?? '') ?? 0),
        )
        .sort((a, b) => a.pulled_at.localeCompare(b.pulled_at));
      const close = pulls.at(-1);
      expect(close).toBeDefined();
      if (!close) continue;
      expect(pick.closing).toEqual(
        closingLineValue(
          { call: pick.pick, line: pick.line_value, price: pick.odds ?? null },
          {
            book: close.sportsbook,
            line: close.line_value,
            overOdds: close.over_odds ?? null,
            underOdds: close.under_odds ?? null,
          },
        ),
      );
      if (pick.closing?.clv != null) withClv++;
    }
    expect(withClv).toBeGreaterThan(0);
    // Picks of games not kicked off carry no close.
    const open = picks.filter((p) => !p.locked_at);
    expect(open.length).toBeGreaterThan(0);
    for (const p of open) expect(p.closing).toBeUndefined();

    // The close is written by the statement that locks the pick and never after (migration 010).
    const [locked] = early;
    await expect(
      sql`update ai_picks set clv = 0.5, closing_line = 99.5 where id = ${locked?.id}`.execute(db),
    ).rejects.toThrow(/ai_pick_locked/);
    expect((await repos.aiPicks.get(locked?.id ?? ''))?.closing).toEqual(locked?.closing);
  });
});
