// A replay built from a small excerpt in the real weekly-stats format (written here, never the shared data):
// season 2022 weeks 1-5 as history, 2023 weeks 1-2 replayed from week 2.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seasonFileName } from '@edgeboard/adapters/providers/nflverse-folder-stats';
import { weeklyStatsCsv, type WeeklyRow } from '@edgeboard/adapters/providers/nflverse-weekly-csv-test-kit';
import { createDb, type DbHandle } from '@edgeboard/adapters/sql/db';
import { migrateToLatest } from '@edgeboard/adapters/sql/migrate';
import { createSqlRepositories, type SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { toPickMarket } from '@edgeboard/domain';
import { loadDefaultModel, type LineRow } from '@edgeboard/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sqlIngestTransaction } from '../ingest/ingest-deps';
import { advanceReplayOnce, replayInputsLoader } from '../server/replay-jobs';
import { buildReplay } from './build-replay';

const PLAYERS = [
  {
    id: '00-0034857',
    name: 'Josh Allen',
    position: 'QB',
    team: 'BUF',
    opponent: 'NYJ',
    stats: {
      passing_yards: 250,
      attempts: 35,
      completions: 23,
      passing_tds: 2,
      rushing_yards: 30,
      carries: 6,
    },
  },
  {
    id: '00-0036389',
    name: 'Garrett Wilson',
    position: 'WR',
    team: 'NYJ',
    opponent: 'BUF',
    stats: { receiving_yards: 70, receptions: 6, targets: 9 },
  },
  {
    id: '00-0036410',
    name: 'James Cook',
    position: 'RB',
    team: 'BUF',
    opponent: 'NYJ',
    stats: { rushing_yards: 60, carries: 13, receptions: 2, targets: 3, receiving_yards: 15 },
  },
] as const;

/** Every player each week, a stat nudged by week so lines and projections are not all alike. */
function season(year: number, weeks: number, boost: (week: number) => number = () => 0): WeeklyRow[] {
  const rows: WeeklyRow[] = [];
  for (let week = 1; week <= weeks; week++)
    for (const p of PLAYERS)
      rows.push({
        ...p,
        season: year,
        week,
        stats: Object.fromEntries(
          Object.entries(p.stats).map(([k, v]) => [k, v + (week % 3) * 4 + boost(week)]),
        ),
      });
  return rows;
}

let dir: string;
let handle: DbHandle;
let repos: SqlRepositories;

async function build(week2Boost = 0, lines?: LineRow[], weeks2023 = 2) {
  writeFileSync(path.join(dir, seasonFileName(2022)), weeklyStatsCsv(season(2022, 5)));
  writeFileSync(
    path.join(dir, seasonFileName(2023)),
    weeklyStatsCsv(season(2023, weeks2023, (w) => (w === 2 ? week2Boost : 0))),
  );
  handle = createDb(path.join(dir, `replay-${String(week2Boost)}.sqlite`));
  await migrateToLatest(handle.db);
  repos = createSqlRepositories(handle.db);
  return buildReplay(
    { repos, transaction: sqlIngestTransaction(handle.db), log: () => undefined },
    { dir, season: 2023, startWeek: 2, model: loadDefaultModel(), ...(lines && { lines }) },
  );
}

/** One run of the replay job on the built database with the season clock at `iso`. */
const replayTick = (iso: string, over: Partial<Parameters<typeof advanceReplayOnce>[0]> = {}) =>
  advanceReplayOnce({
    repos,
    db: handle,
    dataDir: dir,
    seasonClock: { now: () => new Date(iso) } as never,
    logger: { warn: () => undefined } as never,
    ...over,
  });

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'replay-'));
});
afterEach(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('buildReplay', () => {
  it('stores the real teams, players, games and the box scores played by the start week', async () => {
    const report = await build();
    expect(report).toMatchObject({ players: 3, games: 2, storedSeasons: [2022, 2023] });
    expect((await repos.teams.all()).length).toBe(32);
    const [week1] = await repos.games.forWeek(2023, 1);
    const [week2] = await repos.games.forWeek(2023, 2);
    expect(week1).toMatchObject({ id: '2023_01_BUF_NYJ', status: 'final' });
    expect(week2).toMatchObject({ id: '2023_02_BUF_NYJ', status: 'scheduled' });
    const logs = await repos.gameLogs.forSeasons([2023]);
    // Week 2 has not been played on the replay clock: its box scores are not there yet.
    expect(logs.map((l) => l.week)).toEqual([1, 1, 1]);
    expect(await repos.gameLogs.forSeasons([2022])).toHaveLength(15);
  });

  it('publishes week 2 picks from week 1 and earlier only, on proxy lines labelled as such', async () => {
    const report = await build();
    const picks = await repos.aiPicks.forWeek(2023, 2);
    expect(picks.length).toBeGreaterThan(0);
    expect(report.proxyPicks).toBe(report.picks);
    for (const pick of picks) {
      expect(pick.line_source).toBe('proxy');
      expect(pick.sportsbook ?? null).toBeNull();
      expect(toPickMarket(pick)?.source.kind).toBe('proxy');
      expect(pick.created_at).toBe('2023-09-12T12:00:00.000Z');
      expect(pick.result).toBeNull();
      // No book priced it: the reason says so rather than "no positive expected value at the best price".
      expect(['no_price', 'thin_history']).toContain(pick.no_play_reason);
    }
    expect(picks.some((p) => p.no_play_reason === 'no_price')).toBe(true);
    // The proxy line is floor(median of the last 8 earlier games) + 0.5: Allen's passing yards before week 2.
    const allen = picks.find((p) => p.player === 'Josh Allen' && p.stat_type === 'passing_yards');
    // 2022 weeks 2-5 and 2023 week 1 (the last 8 = all 6 earlier): 254, 258, 250, 254, 258, 254 -> median 254.
    expect(allen?.line_value).toBe(254.5);
  });

  it('with --lines, prices week 2 on the real books given (not proxies) and names the lines it could not match', async () => {
    const line = (row: number, over: Partial<LineRow>): LineRow => ({
      row,
      season: 2023,
      week: 2,
      awayTeam: 'NYJ',
      homeTeam: 'BUF',
      player: 'Josh Allen',
      statType: 'passing_yards',
      line: 245.5,
      overOdds: -110,
      underOdds: -110,
      sportsbook: 'DraftKings',
      ...over,
    });
    const report = await build(0, [
      line(2, {}),
      line(3, { sportsbook: 'FanDuel', line: 247.5, overOdds: -115, underOdds: -105 }),
      line(4, { player: 'Nobody Known', statType: 'receptions', line: 3.5 }),
      // Another season's line is not read.
      line(5, { season: 2022, week: 2 }),
    ]);
    expect(report.bookPicks).toBe(1);
    expect(report.unmatchedLines).toBe(1);
    // A game with real lines is priced on those only: the one prop the books posted, at the sharper book.
    const picks = await repos.aiPicks.forWeek(2023, 2);
    expect(picks.map((p) => [p.player, p.stat_type, p.line_source])).toEqual([
      ['Josh Allen', 'passing_yards', 'book'],
    ]);
    const [allen] = picks;
    expect(['DraftKings', 'FanDuel']).toContain(allen?.sportsbook);
    expect([245.5, 247.5]).toContain(allen?.line_value);
    expect(toPickMarket(allen ?? ({} as never))?.source.kind).toBe('book');
    // Week 1, with no lines in the file, was priced on proxies, labelled as such.
    const week1 = await repos.aiPicks.forWeek(2023, 1);
    expect(week1.length).toBeGreaterThan(0);
    for (const p of week1) expect(p.line_source).toBe('proxy');
    expect(report.bookPicks + report.proxyPicks).toBe(report.picks);
  });

  it('no look-ahead: what happened in week 2 does not change the week 2 picks', async () => {
    await build(0);
    const plain = await repos.aiPicks.forWeek(2023, 2);
    await handle.close();
    await build(500);
    const boosted = await repos.aiPicks.forWeek(2023, 2);
    const strip = (ps: typeof plain) =>
      ps.map(({ line_value, pick, confidence, p_over, id }) => ({
        id,
        line_value,
        pick,
        confidence,
        p_over,
      }));
    expect(strip(boosted)).toEqual(strip(plain));
  });

  it('the replay job brings in week 2 once the season clock has passed its games, then locks and grades', async () => {
    await build();
    const tick = (iso: string) => replayTick(iso);
    // Sunday of week 2 (2023-09-17) before the nominal 1:00 PM Eastern kickoff: nothing locked.
    await tick('2023-09-17T16:00:00Z');
    expect((await repos.aiPicks.forWeek(2023, 2)).every((p) => !p.locked_at)).toBe(true);
    // After kickoff, before the end: locked, not graded.
    await tick('2023-09-17T18:00:00Z');
    const live = await repos.aiPicks.forWeek(2023, 2);
    expect(live.every((p) => p.locked_at && p.result === null)).toBe(true);
    // Game over: the box scores come in and every pick is graded from them.
    await tick('2023-09-19T12:00:00Z');
    expect((await repos.games.forWeek(2023, 2))[0]?.status).toBe('final');
    expect((await repos.gameLogs.forSeasons([2023])).filter((l) => l.week === 2)).toHaveLength(3);
    const graded = await repos.aiPicks.forWeek(2023, 2);
    expect(graded.every((p) => p.result !== null && p.actual_value !== null)).toBe(true);
    const allen = graded.find((p) => p.player === 'Josh Allen' && p.stat_type === 'passing_yards');
    expect(allen?.actual_value).toBe(258);
  });

  it('publishes a later week only when the replay clock opens it, from the games played by then', async () => {
    const report = await build(0, undefined, 3);
    // The start is week 2's Tuesday: week 3 has no picks yet, so nothing on show was computed from week 2's games.
    expect(await repos.aiPicks.forWeek(2023, 3)).toHaveLength(0);
    expect(report.picks).toBe(
      (await repos.aiPicks.forWeek(2023, 1)).length + (await repos.aiPicks.forWeek(2023, 2)).length,
    );
    const tick = (iso: string) => replayTick(iso, { replayInputs: replayInputsLoader(dir, 2023, undefined) });
    // Monday of week 2, games over: week 3 is not open yet.
    await tick('2023-09-18T12:00:00Z');
    expect(await repos.aiPicks.forWeek(2023, 3)).toHaveLength(0);
    // Week 3's Tuesday: its picks are published then, stamped then, open, from weeks 1 and 2 only.
    const run = await tick('2023-09-19T13:00:00Z');
    const week3 = await repos.aiPicks.forWeek(2023, 3);
    expect(week3.length).toBeGreaterThan(0);
    expect(run.message).toContain(`${String(week3.length)} picks published`);
    for (const p of week3) {
      expect(p.created_at).toBe('2023-09-19T12:00:00.000Z');
      expect(p.result).toBeNull();
      expect(p.locked_at ?? null).toBeNull();
    }
    // Allen's proxy line: the median of his last 8 earlier games now includes week 2 (258 passing yards).
    const allen = week3.find((p) => p.player === 'Josh Allen' && p.stat_type === 'passing_yards');
    expect(allen?.line_value).toBe(254.5);
    // A second tick publishes nothing again.
    await tick('2023-09-19T14:00:00Z');
    expect(await repos.aiPicks.forWeek(2023, 3)).toHaveLength(week3.length);
  });
});
