// Issue #14 item 5 in local mode: the demo season's tick locks the picks of games that have kicked off by the
// season's own clock (the world's demoNow, not the machine's), before grading, on both engines. After the tick
// the database itself refuses a raw change to a locked pick's published field; picks of later games stay open.
import { createSqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { describeEachEngine } from '@edgeboard/adapters/sql/test-engines';
import { generateDemoSeason, type DemoSeason } from '@edgeboard/fixtures';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
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
    await advanceDemo({ repos }, before);
    const lockedBefore = (await weekPicks()).filter((p) => p.locked_at);
    expect(lockedBefore.every((p) => (kickoffs.get(p.game_id ?? '') ?? Infinity) <= MORNING.getTime())).toBe(
      true,
    );

    const report = await advanceDemo({ repos }, after);
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
