// A replay with an odds history (the synthetic fixture in testdata/, every number in it invented): its snapshots
// stored as book pulls at their own times through the hosted odds pull, rows after kickoff refused and counted,
// unmatched names listed, picks published 90 minutes before kickoff from the pulls made by then, locked at
// kickoff with their book's close and CLV, graded.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seasonFileName } from '@edgeboard/adapters/providers/nflverse-folder-stats';
import { weeklyStatsCsv, type WeeklyRow } from '@edgeboard/adapters/providers/nflverse-weekly-csv-test-kit';
import { createDb, type DbHandle } from '@edgeboard/adapters/sql/db';
import { migrateToLatest } from '@edgeboard/adapters/sql/migrate';
import { createSqlRepositories, type SqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { loadDefaultModel } from '@edgeboard/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sqlIngestTransaction } from '../ingest/ingest-deps';
import { advanceReplayOnce, replayInputsLoader } from '../server/replay-jobs';
import { buildReplay } from './build-replay';
import { loadReplayOdds, type ReplayOdds } from './replay-odds';

const FIXTURE = path.join(import.meta.dirname, 'testdata/synthetic-odds-history.csv');

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
    stats: { rushing_yards: 60, carries: 13, receptions: 2, targets: 3, receiving_yards: 15, rushing_tds: 1 },
  },
] as const;

function season(year: number, weeks: number): WeeklyRow[] {
  const rows: WeeklyRow[] = [];
  for (let week = 1; week <= weeks; week++)
    for (const p of PLAYERS)
      rows.push({
        ...p,
        season: year,
        week,
        stats: Object.fromEntries(Object.entries(p.stats).map(([k, v]) => [k, v + (week % 3) * 4])),
      });
  return rows;
}

let dir: string;
let handle: DbHandle;
let repos: SqlRepositories;
let odds: ReplayOdds;

async function build() {
  writeFileSync(path.join(dir, seasonFileName(2022)), weeklyStatsCsv(season(2022, 8)));
  writeFileSync(path.join(dir, seasonFileName(2023)), weeklyStatsCsv(season(2023, 2)));
  handle = createDb(path.join(dir, 'replay.sqlite'));
  await migrateToLatest(handle.db);
  repos = createSqlRepositories(handle.db);
  odds = loadReplayOdds({ file: FIXTURE, publishMinutesBeforeKickoff: 90 });
  return buildReplay(
    { repos, transaction: sqlIngestTransaction(handle.db), log: () => undefined },
    { dir, season: 2023, startWeek: 2, model: loadDefaultModel(), odds },
  );
}

const tick = (iso: string) =>
  advanceReplayOnce({
    repos,
    db: handle,
    dataDir: dir,
    seasonClock: { now: () => new Date(iso) } as never,
    logger: { warn: () => undefined } as never,
    odds,
    replayInputs: replayInputsLoader(dir, 2023, undefined, odds),
  });

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'replay-odds-'));
});
afterEach(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('replay --odds-history', () => {
  it('takes the game’s home team and kickoff from the odds history’s event and says where the schedule came from', async () => {
    const report = await build();
    const [week2] = await repos.games.forWeek(2023, 2);
    // The box scores alone would make BUF the away side (alphabetical) at the nominal 1 PM Eastern kickoff.
    expect(week2).toMatchObject({ home_team: 'BUF', away_team: 'NYJ', kickoff: '2023-09-17T17:00:00.000Z' });
    expect(report.schedule).toEqual({ nflverse: 0, given: 1, derived: 1 });
  });

  it('stores nothing the season clock has not reached, and publishes no proxy picks for a game the book lists', async () => {
    const report = await build();
    // The start is Tuesday 12 September: the first snapshot is Thursday's.
    expect(report.odds).toMatchObject({ stored: 0, afterKickoff: 0 });
    expect(await repos.propLines.forWeek(2023, 2)).toHaveLength(0);
    expect(await repos.aiPicks.forWeek(2023, 2)).toHaveLength(0);
  });

  it('stores each snapshot at its own time, publishes 90 min before kickoff from the pulls by then, locks with the close and CLV', async () => {
    await build();
    await tick('2023-09-16T18:00:00Z');
    const saturday = await repos.propLines.forWeek(2023, 2);
    expect(new Set(saturday.map((l) => l.pulled_at))).toEqual(
      new Set(['2023-09-14T15:00:00.000Z', '2023-09-16T15:00:00.000Z']),
    );
    // Sunday 16:00: past the publication time (15:30), before the 16:30 snapshot.
    await tick('2023-09-17T16:00:00Z');
    const picks = await repos.aiPicks.forWeek(2023, 2);
    const allen = picks.find((p) => p.player === 'Josh Allen' && p.stat_type === 'passing_yards');
    expect(allen).toMatchObject({ line_source: 'book', created_at: '2023-09-17T15:30:00.000Z' });
    // Priced on Saturday's quotes (DraftKings 247.5, FanDuel 246.5), never on the 16:30 or 17:05 ones.
    expect([247.5, 246.5]).toContain(allen?.line_value);
    expect(['DraftKings', 'FanDuel']).toContain(allen?.sportsbook);
    // The one-sided anytime touchdown market is priced too, on its over (the Yes price).
    expect(picks.find((p) => p.stat_type === 'touchdowns')).toMatchObject({
      line_value: 0.5,
      line_source: 'book',
    });

    // After kickoff: the 16:30 snapshot is stored, the 17:05 one refused; the picks lock with their book's close.
    const run = await tick('2023-09-17T18:00:00Z');
    expect(run.message).toMatch(/rows taken at or after kickoff refused/);
    const lines = await repos.propLines.forWeek(2023, 2);
    expect(lines.some((l) => l.pulled_at === '2023-09-17T16:30:00.000Z')).toBe(true);
    expect(lines.some((l) => Date.parse(l.pulled_at) >= Date.parse('2023-09-17T17:00:00Z'))).toBe(false);
    const locked = (await repos.aiPicks.forWeek(2023, 2)).find((p) => p.id === allen?.id);
    expect(locked?.locked_at).toBeTruthy();
    if (allen?.sportsbook === 'DraftKings') {
      // DraftKings' close is its 16:30 quote, 249.5.
      expect(locked?.closing).toMatchObject({ line: 249.5, price: allen.pick === 'over' ? -120 : 100 });
      expect(locked?.closing?.clv).not.toBeNull();
    } else {
      // FanDuel posted nothing later: its close is its Saturday quote, the published one.
      expect(locked?.closing).toMatchObject({ line: 246.5 });
    }

    // Game over: graded from the box score.
    await tick('2023-09-19T12:00:00Z');
    const graded = await repos.aiPicks.forWeek(2023, 2);
    expect(graded.every((p) => p.result !== null)).toBe(true);
  });

  it('counts the rows taken at or after kickoff and lists names matching no player, never guessing', async () => {
    await build();
    const run = await tick('2023-09-18T00:00:00Z');
    // The 17:05 snapshot: Allen over and under, Wilson over and under = 2 rows (each a two-sided row).
    expect(run.message).toContain('2 rows taken at or after kickoff refused');
    const nobody = (await repos.propLines.forWeek(2023, 2)).filter((l) => l.player === 'Nobody Knownman');
    expect(nobody.length).toBeGreaterThan(0);
    expect(nobody.every((l) => l.player_id === null)).toBe(true);
    expect((await repos.aiPicks.forWeek(2023, 2)).some((p) => p.player === 'Nobody Knownman')).toBe(false);
  });
});

describe('an odds history without snapshot times', () => {
  // One prop per row, as the 2023 DraftKings copy prints it; pulled when --undated-snapshot-minutes says.
  const undatedFile = () => {
    const file = path.join(dir, 'undated.csv');
    writeFileSync(
      file,
      'season,week,game_id,event_id,home_team,away_team,commence_time,player,market,line,over_odds,under_odds\n' +
        '2023,2,g,e1,Buffalo Bills,New York Jets,2023-09-17T17:00:00Z,Josh Allen,player_pass_yds,250.5,-115,-105\n',
    );
    return file;
  };

  it('is refused when its rows would be pulled after the picks are published: no game could get a pick', () => {
    const file = undatedFile();
    const load = (undated: number, publish: number) =>
      loadReplayOdds({
        file,
        book: 'DraftKings',
        undatedMinutesBeforeCommence: undated,
        publishMinutesBeforeKickoff: publish,
      });
    expect(() => load(5, 90)).toThrow(/give --undated-snapshot-minutes at least --publish-minutes/);
    expect(load(90, 90).history.undated).toBe(true);
    expect(load(120, 90).history.rowsRead).toBe(1);
  });
});
